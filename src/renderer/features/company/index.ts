// The company feature's public entry: other features import from here only (lint:
// boundaries/public-entry). The page frame and localized links are shared by other pages.
export { PageHero } from './components/PageHero.tsx';
export { useLocalizedPath, usePageLanguage } from './components/use-localized-path.ts';
