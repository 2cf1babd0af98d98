import type { PricingAnswer } from '../../../shared/contracts/billing.ts';
import { findLanguage } from '../../../shared/languages.ts';
import { PLAN_PRICES, type BillingPeriod } from '../../../shared/plans.ts';

export type CardTier = keyof typeof PLAN_PRICES;

/** An amount in the page language's notation: its symbol, separators and cents (none when whole). */
export function formatMoney(amount: number, currency: string, lang: string): string {
  const language = findLanguage(lang);
  const digits = Number.isInteger(amount) ? 0 : 2;
  try {
    const parts = new Intl.NumberFormat(language?.htmlLang ?? 'en', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).formatToParts(amount);
    return parts
      .map(({ type, value }) =>
        // In right-to-left text a symbol such as "US$" would show as "$US": a left-to-right
        // mark after it keeps its "$" beside its letters.
        type === 'currency' && language?.rtl && /[A-Za-z]/.test(value) ? `${value}\u200e` : value,
      )
      .join('');
  } catch {
    return `${amount.toFixed(digits)} ${currency}`;
  }
}

/** What the server told the page about prices; `null` fields are unknown (no answer yet). */
export interface PriceFacts {
  /** Founding prices are charged now; null when the server has not said (or could not). */
  foundingPrices: boolean | null;
  localized: PricingAnswer['localized'];
}

export const UNKNOWN_PRICE_FACTS: PriceFacts = { foundingPrices: null, localized: null };

/** One card's price as shown. */
export interface CardPrice {
  /** What the period costs. */
  amount: string;
  unit: 'month' | 'year';
  /** The struck-through original, only while founding prices are charged. */
  original: string | null;
  /** Annual only: the monthly equivalent of `amount`. */
  perMonth: string | null;
  /** In the visitor's own currency (the localized monthly price). */
  localized: boolean;
}

/**
 * The price a card shows. Founding prices (the discounted ones, the original struck through)
 * only when the server says they are charged now; otherwise, and while that is unknown, the
 * standard price, which is what a checkout charges once the founding campaign is over: the
 * page never promises a discount it cannot confirm.
 */
export function cardPrice(
  tier: CardTier,
  period: BillingPeriod,
  facts: PriceFacts,
  lang: string,
): CardPrice {
  const usd = (amount: number) => formatMoney(amount, 'USD', lang);
  const price = PLAN_PRICES[tier];
  const founding = facts.foundingPrices === true && tier !== 'free';
  if (period === 'monthly') {
    const local =
      facts.localized && (tier === 'creator' || tier === 'pro') ? facts.localized : null;
    if (local)
      return {
        amount: formatMoney(local[tier as 'creator' | 'pro'], local.currency, lang),
        unit: 'month',
        original: null,
        perMonth: null,
        localized: true,
      };
    return {
      amount: usd(founding ? price.monthly : price.monthlyOriginal),
      unit: 'month',
      original: founding ? usd(price.monthlyOriginal) : null,
      perMonth: null,
      localized: false,
    };
  }
  const yearly = founding ? price.annual : price.annualOriginal;
  return {
    amount: usd(yearly),
    unit: 'year',
    original: founding ? usd(price.annualOriginal) : null,
    perMonth: tier === 'free' ? null : usd(Math.round((yearly / 12) * 100) / 100),
    localized: false,
  };
}
