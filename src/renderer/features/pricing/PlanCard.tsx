import { Badge, Button, List, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  TRIAL_DAYS,
  TRIAL_TIER,
  isPaidTier,
  planFeature,
  type BillingPeriod,
} from '../../../shared/plans.ts';
import { CheckIcon } from './icons.tsx';
import type { CardPrice, CardTier } from './price-display.ts';
import classes from './Pricing.module.css';
import type { Checkout } from './use-checkout.ts';
import type { Viewer } from './viewer.ts';

/** The free allowance per tool, passed in by pages that show it (see ComparisonTable). */
export interface FreeToolUses {
  trial: number;
  more: number;
}

/** A plan's key limits as sentences, each from the plans config. */
function keyLimits(tier: CardTier, t: TFunction<'pricing'>, freeUses?: FreeToolUses): string[] {
  const lines: string[] = [];
  const replies = planFeature(tier, 'dailyReplies');
  if (replies.kind === 'number') lines.push(t('features.dailyReplies', { count: replies.value }));
  const tools = planFeature(tier, 'toolUses');
  if (tools.kind === 'unlimited') lines.push(t('features.toolsUnlimited'));
  else if (freeUses) lines.push(t('features.toolsFree', { ...freeUses }));
  const items = planFeature(tier, 'workspaceItems');
  if (items.kind === 'unlimited') lines.push(t('features.workspaceUnlimited'));
  else if (items.kind === 'number')
    lines.push(t('features.workspaceLimit', { count: items.value }));
  const extension = planFeature(tier, 'extension');
  if (extension.kind === 'boolean' && extension.value) lines.push(t('features.extension'));
  return lines;
}

interface PlanCardProps {
  tier: CardTier;
  period: BillingPeriod;
  price: CardPrice;
  viewer: Viewer;
  checkout: Checkout;
  headingOrder: 2 | 3;
  freeUses?: FreeToolUses;
  to: (href: string) => string;
}

export function PlanCard({
  tier,
  period,
  price,
  viewer,
  checkout,
  headingOrder,
  freeUses,
  to,
}: PlanCardProps) {
  const { t } = useTranslation('pricing');
  const name = t(`plans.${tier}`);
  const titleId = `plan-${tier}-title`;
  const recommended = tier === TRIAL_TIER;
  const current = viewer.currentTier === tier;
  const trial = viewer.trial?.tier === tier ? viewer.trial : null;
  const paid = isPaidTier(tier);

  let note: string | null = null;
  if (paid && !viewer.signedIn && tier === TRIAL_TIER)
    note = t('card.noCardTrial', { days: TRIAL_DAYS });
  else if (paid && !viewer.signedIn && viewer.checkoutTrial)
    note = t('card.checkoutTrialOnce', { days: TRIAL_DAYS });
  else if (paid && viewer.signedIn && viewer.checkoutTrial && !current)
    note = t('card.checkoutTrial', { days: TRIAL_DAYS });

  return (
    <article
      className={classes.card}
      data-highlight={recommended || undefined}
      data-current={current || undefined}
      aria-labelledby={titleId}
      data-testid={`plan-${tier}`}
    >
      <div className={classes.cardHead}>
        <Title order={headingOrder} size="h3" id={titleId}>
          {name}
        </Title>
        {recommended && (
          <Badge variant="filled" size="sm">
            {t('card.recommended')}
          </Badge>
        )}
        {current && (
          <Badge variant="light" color="teal" size="sm">
            {t('card.currentPlan')}
          </Badge>
        )}
      </div>
      <Text size="sm" c="dimmed" className={classes.tagline}>
        {t(`taglines.${tier}`)}
      </Text>

      <div className={classes.price}>
        <p className={classes.priceLine}>
          <span className={classes.amount} data-testid={`price-${tier}`}>
            {price.amount}
          </span>
          <span className={classes.unit}>
            {t(price.unit === 'month' ? 'card.perMonth' : 'card.perYear')}
          </span>
        </p>
        <p className={classes.priceMeta}>
          {price.original && (
            <>
              <s className={classes.original} data-testid={`original-${tier}`}>
                <VisuallyHidden>{t('card.originalPrice')} </VisuallyHidden>
                {price.original}
              </s>{' '}
              <Badge variant="light" size="sm" component="span">
                {t('card.foundingPrice')}
              </Badge>
            </>
          )}
          {price.perMonth && <span>{t('card.billedAnnually', { price: price.perMonth })}</span>}
          {price.localized && <span>{t('card.localPrice')}</span>}
        </p>
      </div>

      {trial && (
        <Badge variant="light" size="md" className={classes.trialBadge}>
          {t('card.trialDaysLeft', { count: trial.daysLeft })}
        </Badge>
      )}

      <PlanButton
        tier={tier}
        name={name}
        period={period}
        viewer={viewer}
        current={current}
        checkout={checkout}
        to={to}
      />
      {note && (
        <Text size="xs" c="dimmed" className={classes.note}>
          {note}
        </Text>
      )}

      <List
        spacing={6}
        size="sm"
        className={classes.limits}
        classNames={{ item: classes.limitItem }}
        icon={<CheckIcon />}
        center
        aria-label={t('card.featuresLabel', { plan: name })}
      >
        {keyLimits(tier, t, freeUses).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </article>
  );
}

function PlanButton({
  tier,
  name,
  period,
  viewer,
  current,
  checkout,
  to,
}: {
  tier: CardTier;
  name: string;
  period: BillingPeriod;
  viewer: Viewer;
  current: boolean;
  checkout: Checkout;
  to: (href: string) => string;
}) {
  const { t } = useTranslation('pricing');
  const variant = tier === TRIAL_TIER ? 'filled' : 'light';
  if (!isPaidTier(tier))
    return (
      <Button
        component={Link}
        to={to(viewer.signedIn ? '/dashboard' : '/auth')}
        variant="default"
        fullWidth
      >
        {t(viewer.signedIn ? 'card.goToDashboard' : 'card.startFree')}
      </Button>
    );
  if (!viewer.signedIn)
    return (
      <Button
        component={Link}
        // The trial plan starts its no-card trial at sign-up; a paid plan continues to its
        // checkout once the account exists (the sign-in page sends it back here).
        to={to(tier === TRIAL_TIER ? `/auth?plan=${tier}` : `/auth?plan=${tier}&period=${period}`)}
        variant={variant}
        fullWidth
      >
        {tier === TRIAL_TIER
          ? t('card.startTrial', { days: TRIAL_DAYS })
          : t('card.choose', { plan: name })}
      </Button>
    );
  if (current)
    return (
      <Button
        variant="default"
        fullWidth
        loading={checkout.portalBusy}
        onClick={() => void checkout.openPortal()}
      >
        {t('card.manageBilling')}
      </Button>
    );
  const busy = checkout.busy === tier;
  return (
    <Button
      variant={variant}
      fullWidth
      disabled={checkout.busy !== null}
      aria-busy={busy || undefined}
      onClick={() => void checkout.start(tier, period)}
    >
      {busy ? t('card.processing') : t('card.choose', { plan: name })}
    </Button>
  );
}
