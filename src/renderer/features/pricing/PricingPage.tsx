import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHARE_REWARD_USES, TRIAL_USES } from '../../../shared/tool-gate.ts';
import { useLocalized } from '../../components/header/use-localized.ts';
import { CountdownBanner, ScarcityBanner } from './Banners.tsx';
import { ComparisonTable } from './ComparisonTable.tsx';
import { PlanChooser } from './PlanChooser.tsx';
import { usePricingFacts } from './pricing-facts.ts';
import { CustomSolutions, TrustList } from './PricingExtras.tsx';
import classes from './Pricing.module.css';

const FREE_USES = { trial: TRIAL_USES, more: SHARE_REWARD_USES };

/**
 * The pricing content: the founding campaign's banners (only what the server reports, and only
 * where payments are taken), the plans, what is true about paying, the comparison table and
 * custom plans. Without an answer from the server the plans still show, at their standard
 * prices, and the banners do not.
 */
function PricingContent({ title, lead }: { title: string; lead: string }) {
  const { lang } = useLocalized();
  const facts = usePricingFacts(lang);
  const answer = facts.status === 'ready' ? facts.answer : null;
  // Nothing can be bought on a server that takes no payments: no campaign to hurry for.
  const campaign = answer && answer.billing !== 'off' ? answer : null;
  return (
    <Container size="xl" className={classes.page}>
      <Stack gap="xs" align="center" className={classes.hero}>
        <Title order={1} className={classes.heroTitle}>
          {title}
        </Title>
        <Text size="lg" c="dimmed" className={classes.heroLead}>
          {lead}
        </Text>
      </Stack>

      {campaign && (campaign.countdownEndsAt || (campaign.spotsLeft ?? 0) > 0) && (
        <div className={classes.banners}>
          {campaign.countdownEndsAt && (
            <CountdownBanner
              key={campaign.countdownEndsAt}
              endsAt={campaign.countdownEndsAt}
              lang={lang}
            />
          )}
          {campaign.spotsLeft !== null && (
            <ScarcityBanner
              spotsLeft={campaign.spotsLeft}
              seats={campaign.seats}
              joinedLastHour={campaign.joinedLastHour}
            />
          )}
        </div>
      )}

      <PlanChooser facts={facts} headingOrder={2} freeUses={FREE_USES} />
      <TrustList answer={answer} />
      <ComparisonTable freeUses={FREE_USES} />
      <CustomSolutions />
    </Container>
  );
}

/** `/pricing`. */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  return <PricingContent title={t('page.title')} lead={t('page.lead')} />;
}

/** `/signup`: the same plans, headed as the step of choosing one to sign up with. */
export function SignupPage() {
  const { t } = useTranslation('pricing');
  return <PricingContent title={t('page.signupTitle')} lead={t('page.signupLead')} />;
}
