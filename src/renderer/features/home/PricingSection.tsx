import { Anchor, Badge, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isBuiltHref } from '../../../shared/navigation.ts';
import { PLAN_LIMITS, TRIAL_TIER } from '../../../shared/plans.ts';
import { useLocalized } from '../../components/header/use-localized.ts';
import { PRICING_ANCHOR, scrollToSection } from '../../components/header/use-pricing-link.ts';
import { ArrowIcon } from '../../components/header/icons.tsx';
import classes from './HomePage.module.css';

const SHOWN = ['free', 'starter', 'creator', 'pro'] as const;

/**
 * The home page's `#pricing` anchor: each plan's daily AI replies from the plans
 * config. Prices arrive with the pricing issue; until then it links to /pricing.
 */
export function PricingSection() {
  const { t } = useTranslation('home');
  const { to } = useLocalized();
  const { hash } = useLocation();

  // Arriving from another page at /#pricing: the router does not scroll to anchors.
  useEffect(() => {
    if (hash === `#${PRICING_ANCHOR}`) scrollToSection(PRICING_ANCHOR);
  }, [hash]);

  return (
    <section id={PRICING_ANCHOR} className={classes.band} aria-labelledby="pricing-title">
      <Container size="xl">
        <Stack gap="xs" mb="xl" className={classes.sectionHead}>
          <Title order={2} id="pricing-title">
            {t('pricing.title')}
          </Title>
          <Text c="dimmed" size="lg">
            {t('pricing.subtitle')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {SHOWN.map((tier) => (
            <div
              key={tier}
              className={classes.plan}
              data-highlight={tier === TRIAL_TIER || undefined}
            >
              <Text fw={700}>{t(`pricing.plans.${tier}`)}</Text>
              <Text className={classes.planFigure}>{PLAN_LIMITS[tier].dailyReplyLimit}</Text>
              <Text size="sm" c="dimmed">
                {t('pricing.perDay')}
              </Text>
              {tier === TRIAL_TIER && (
                <Badge variant="light" mt="sm">
                  {t('pricing.trial')}
                </Badge>
              )}
            </div>
          ))}
        </SimpleGrid>
        {/* The full pricing page lands with billing; until it is built nothing links there. */}
        {isBuiltHref('/pricing') && (
          <Anchor
            component={Link}
            to={to('/pricing')}
            fw={600}
            mt="lg"
            className={classes.seePlans}
          >
            {t('pricing.seePlans')} <ArrowIcon className={classes.arrow} />
          </Anchor>
        )}
      </Container>
    </section>
  );
}
