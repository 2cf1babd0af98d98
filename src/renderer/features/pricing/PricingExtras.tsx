import { Button, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PricingAnswer } from '../../../shared/contracts/billing.ts';
import { TRIAL_DAYS } from '../../../shared/plans.ts';
import { SITE } from '../../../shared/site-config.ts';
import { CheckIcon } from './icons.tsx';
import classes from './Pricing.module.css';

/**
 * What is true about paying, and only that: who handles payments (or that this server runs
 * in test mode, or takes none), cancelling, keeping the founding price, the trial. Facts that
 * depend on the server's billing are left out until it has answered.
 */
export function TrustList({ answer }: { answer: PricingAnswer | null }) {
  const { t } = useTranslation('pricing');
  const items: { id: string; text: string }[] = [];
  if (answer) {
    items.push({ id: answer.billing, text: t(`trust.${answer.billing}`) });
    if (answer.billing !== 'off') items.push({ id: 'cancel', text: t('trust.cancel') });
    if (answer.billing !== 'off' && answer.foundingPrices)
      items.push({ id: 'founding', text: t('trust.founding') });
  }
  items.push({ id: 'trial', text: t('trust.trial', { days: TRIAL_DAYS }) });
  return (
    <section className={classes.trust} aria-labelledby="trust-title">
      <Title order={2} size="h4" id="trust-title">
        {t('trust.title')}
      </Title>
      <List spacing="xs" size="sm" icon={<CheckIcon className={classes.yes} />} center>
        {items.map((item) => (
          <List.Item key={item.id} data-testid={`trust-${item.id}`}>
            {item.text}
          </List.Item>
        ))}
      </List>
    </section>
  );
}

/** Larger needs (more accounts, limits of their own) are a conversation with sales. */
export function CustomSolutions() {
  const { t } = useTranslation('pricing');
  const href = `mailto:${SITE.salesEmail}?subject=${encodeURIComponent(t('custom.subject'))}`;
  return (
    <section className={classes.custom} aria-labelledby="custom-title">
      <div>
        <Title order={2} size="h3" id="custom-title">
          {t('custom.title')}
        </Title>
        <Text c="dimmed" mt="xs" className={classes.customBody}>
          {t('custom.body')}
        </Text>
      </div>
      <Button component="a" href={href} variant="default">
        {t('custom.contact')}
      </Button>
    </section>
  );
}
