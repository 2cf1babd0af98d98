import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLocalized } from '../../components/header/use-localized.ts';
import { PRICING_ANCHOR, scrollToSection } from '../../components/header/use-pricing-link.ts';
import { ArrowIcon } from '../../components/header/icons.tsx';
import { PlanChooser, usePricingFacts } from '../pricing/index.ts';
import classes from './HomePage.module.css';

/**
 * True once the element comes near the screen: the server's pricing facts are asked for then,
 * so a first visit that never scrolls down loads no backend client.
 */
function useNearScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  // Without IntersectionObserver (old browsers) the facts are asked for at once.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * The home page's `#pricing` section: the plan cards of the pricing page (without its
 * campaign banners) and a link to the full comparison.
 */
export function PricingSection() {
  const { t } = useTranslation(['home', 'pricing']);
  const { lang, to } = useLocalized();
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const facts = usePricingFacts(lang, useNearScreen(section));

  // Arriving from another page at /#pricing: the router does not scroll to anchors.
  useEffect(() => {
    if (hash === `#${PRICING_ANCHOR}`) scrollToSection(PRICING_ANCHOR);
  }, [hash]);

  return (
    <section
      ref={section}
      id={PRICING_ANCHOR}
      className={classes.band}
      aria-labelledby="pricing-title"
    >
      <Container size="xl">
        <Stack gap="xs" mb="xl" className={classes.sectionHead}>
          <Title order={2} id="pricing-title">
            {t('pricing.title')}
          </Title>
          <Text c="dimmed" size="lg">
            {t('pricing.subtitle')}
          </Text>
        </Stack>
        <PlanChooser facts={facts} headingOrder={3} />
        <Anchor component={Link} to={to('/pricing')} fw={600} mt="lg" className={classes.seePlans}>
          {t('pricing:home.compare')} <ArrowIcon className={classes.arrow} />
        </Anchor>
      </Container>
    </section>
  );
}
