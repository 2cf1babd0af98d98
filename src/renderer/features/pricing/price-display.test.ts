import { describe, expect, it } from 'vitest';
import { PLAN_PRICES, formatUsd } from '../../../shared/plans.ts';
import { UNKNOWN_PRICE_FACTS, cardPrice, formatMoney } from './price-display.ts';

const founding = { foundingPrices: true, localized: null };
const standard = { foundingPrices: false, localized: null };

describe('card prices', () => {
  it('standard prices while the founding prices are unknown or over', () => {
    for (const facts of [UNKNOWN_PRICE_FACTS, standard]) {
      const price = cardPrice('creator', 'monthly', facts, 'en');
      expect(price).toMatchObject({
        amount: formatUsd(PLAN_PRICES.creator.monthlyOriginal),
        unit: 'month',
        original: null,
      });
    }
  });

  it('founding prices with the original struck, monthly and annual', () => {
    expect(cardPrice('pro', 'monthly', founding, 'en')).toMatchObject({
      amount: formatUsd(PLAN_PRICES.pro.monthly),
      original: formatUsd(PLAN_PRICES.pro.monthlyOriginal),
      perMonth: null,
    });
    expect(cardPrice('pro', 'annual', founding, 'en')).toMatchObject({
      amount: formatUsd(PLAN_PRICES.pro.annual),
      unit: 'year',
      original: formatUsd(PLAN_PRICES.pro.annualOriginal),
      perMonth: formatUsd(Math.round((PLAN_PRICES.pro.annual / 12) * 100) / 100),
    });
  });

  it('the free plan is free, never struck through', () => {
    expect(cardPrice('free', 'monthly', founding, 'en')).toMatchObject({
      amount: formatUsd(0),
      original: null,
    });
    expect(cardPrice('free', 'annual', founding, 'en').perMonth).toBeNull();
  });

  it('localized monthly prices for creator and pro only', () => {
    const facts = { foundingPrices: true, localized: { currency: 'EUR', creator: 39, pro: 79 } };
    const euro = (n: number) =>
      new Intl.NumberFormat('de', {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }).format(n);
    expect(cardPrice('creator', 'monthly', facts, 'de')).toMatchObject({
      amount: euro(39),
      original: null,
      localized: true,
    });
    expect(cardPrice('starter', 'monthly', facts, 'de').localized).toBe(false);
    expect(cardPrice('pro', 'annual', facts, 'de').localized).toBe(false);
  });

  it('formats amounts in the page language, with cents only when there are any', () => {
    expect(formatMoney(9.99, 'USD', 'en')).toBe('$9.99');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0');
    // Right to left, "US$" is kept together by a left-to-right mark (else it shows as "$US").
    const arabic = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' })
      .formatToParts(9.99)
      .find((part) => part.type === 'currency')!.value;
    expect(formatMoney(9.99, 'USD', 'ar')).toContain(`${arabic}\u200e`);
    expect(formatMoney(35, 'EUR', 'ar')).not.toContain('\u200e');
    // The three-letter codes are formatted in their BCP 47 language.
    expect(formatMoney(9.99, 'USD', 'swa')).toBe(
      new Intl.NumberFormat('sw', { style: 'currency', currency: 'USD' }).format(9.99),
    );
  });
});
