import { FeaturesBand } from './FeaturesBand.tsx';
import { Hero } from './Hero.tsx';
import { PricingSection } from './PricingSection.tsx';

/** The home page frame; later issues add the landing sections between these. */
export function HomePage() {
  return (
    <>
      <Hero />
      <FeaturesBand />
      <PricingSection />
    </>
  );
}
