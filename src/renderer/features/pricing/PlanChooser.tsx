import { Alert, Badge, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ANNUAL_MONTHS_FREE,
  BILLING_PERIODS,
  isPaidTier,
  PRICING_CARD_TIERS,
  type BillingPeriod,
  type PaidTier,
} from '../../../shared/plans.ts';
import { useLocalized } from '../../components/header/use-localized.ts';
import { useAuth } from '../../stores/auth-store.ts';
import { bindSubscriptionToAuth, useSubscriptionStore } from '../../stores/subscription-store.ts';
import { PlanCard, type FreeToolUses } from './PlanCard.tsx';
import { cardPrice, UNKNOWN_PRICE_FACTS, type PriceFacts } from './price-display.ts';
import type { PricingFacts } from './pricing-facts.ts';
import classes from './Pricing.module.css';
import { useCheckout } from './use-checkout.ts';
import { viewerOf } from './viewer.ts';

export function priceFactsOf(facts: PricingFacts): PriceFacts {
  return facts.status === 'ready'
    ? { foundingPrices: facts.answer.foundingPrices, localized: facts.answer.localized }
    : UNKNOWN_PRICE_FACTS;
}

/**
 * The monthly/annual switch and the four plan cards, for the pricing page, the sign-up page
 * and the home page's pricing section. Prices come from the plans config; whether founding
 * prices apply and a price in the visitor's currency come from the server (`facts`).
 */
/** The plan and period a visitor chose before signing up, from the address. */
export function resumeCheckoutOf(
  params: URLSearchParams,
): { plan: PaidTier; period: BillingPeriod } | null {
  const plan = params.get('checkout') ?? '';
  const period = params.get('period') ?? 'monthly';
  if (!isPaidTier(plan) || !(BILLING_PERIODS as readonly string[]).includes(period)) return null;
  return { plan, period: period as BillingPeriod };
}

export function PlanChooser({
  facts,
  headingOrder,
  freeUses,
}: {
  facts: PricingFacts;
  headingOrder: 2 | 3;
  /** The free allowance per tool; pages that do not pass it leave that line out. */
  freeUses?: FreeToolUses;
}) {
  const { t } = useTranslation('pricing');
  const { lang, to } = useLocalized();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const auth = useAuth();
  useEffect(() => bindSubscriptionToAuth(), []);
  const subscription = useSubscriptionStore((s) => s.subscription);
  const viewer = viewerOf(auth.status === 'signed-in', subscription);
  const checkout = useCheckout(lang);
  const priceFacts = priceFactsOf(facts);

  // Back from sign-up with a chosen plan (`?checkout=pro&period=annual`): its checkout
  // continues once, as if the button had been pressed, and the address forgets it.
  const [params, setParams] = useSearchParams();
  const resume = resumeCheckoutOf(params);
  const resumed = useRef(false);
  const ready = auth.status === 'signed-in' && subscription !== null;
  useEffect(() => {
    if (!resume || !ready || resumed.current) return;
    resumed.current = true;
    setPeriod(resume.period);
    setParams({}, { replace: true });
    void checkout.start(resume.plan, resume.period);
  }, [resume, ready, checkout, setParams]);

  return (
    <div className={classes.chooser}>
      <Group justify="center" gap="sm" className={classes.periods}>
        <SegmentedControl
          aria-label={t('period.label')}
          value={period}
          onChange={(value) => setPeriod(value as BillingPeriod)}
          data={BILLING_PERIODS.map((value) => ({ value, label: t(`period.${value}`) }))}
          radius="xl"
        />
        <Badge variant="light" color="teal" size="lg" className={classes.annualBadge}>
          {t('period.annualBadge', { months: ANNUAL_MONTHS_FREE })}
        </Badge>
      </Group>

      {checkout.alreadySubscribed && (
        <Alert
          variant="light"
          title={t('alreadySubscribed.title')}
          className={classes.notice}
          data-testid="already-subscribed"
        >
          <Text size="sm" mb="sm">
            {t('alreadySubscribed.body')}
          </Text>
          <Button
            size="xs"
            loading={checkout.portalBusy}
            onClick={() => void checkout.openPortal()}
          >
            {t('card.manageBilling')}
          </Button>
        </Alert>
      )}

      <div className={classes.cards}>
        {PRICING_CARD_TIERS.map((tier) => (
          <PlanCard
            key={tier}
            tier={tier}
            period={period}
            price={cardPrice(tier, period, priceFacts, lang)}
            viewer={viewer}
            checkout={checkout}
            headingOrder={headingOrder}
            freeUses={freeUses}
            to={to}
          />
        ))}
      </div>
    </div>
  );
}
