import { formatUsd, PLAN_LIMITS, PLAN_PRICES, TRIAL_DAYS } from '../../../shared/plans.ts';

/**
 * The figures the save dialog quotes, from the plan config: the free plan's item cap, the
 * trial's length and the monthly price of the cheapest paid plan that keeps items without
 * limit.
 */
export function workspacePlanFigures(): { max: number; days: number; price: string } {
  const prices = (Object.keys(PLAN_PRICES) as (keyof typeof PLAN_PRICES)[])
    .filter((tier) => PLAN_PRICES[tier].monthly > 0)
    .filter((tier) => PLAN_LIMITS[tier].workspaceItemLimit === null)
    .map((tier) => PLAN_PRICES[tier].monthly)
    .sort((a, b) => a - b);
  return {
    max: PLAN_LIMITS.free.workspaceItemLimit ?? 0,
    days: TRIAL_DAYS,
    price: formatUsd(prices[0]!),
  };
}
