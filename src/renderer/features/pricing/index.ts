// The pricing feature's public entry: the home page's pricing section shows the same plan
// cards. The pages themselves (PricingPage.tsx) are loaded by pages.ts, in their own chunk.
export { PlanChooser } from './PlanChooser.tsx';
export { usePricingFacts } from './pricing-facts.ts';
