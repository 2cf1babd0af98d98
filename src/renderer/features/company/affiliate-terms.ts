/**
 * The affiliate program's numbers (the spec names the program but not its terms; these are
 * the product team's choice, kept in one place so copy and payouts cannot disagree).
 */
export const AFFILIATE_TERMS = {
  commissionPercent: 25,
  commissionMonths: 12,
  attributionDays: 60,
  minimumPayoutUsd: 50,
} as const;
