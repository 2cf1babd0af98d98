import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { detectLanguage } from '../shared/languages.ts';
import { App } from './App.tsx';
import { createI18n } from './i18n/index.ts';
import { handleRouteStylesheetErrors } from './route-styles.ts';
import { preloadPage } from './router.tsx';

handleRouteStylesheetErrors();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

if (container.hasChildNodes()) {
  // Prerendered page (scripts/prerender.ts): load this page first so the first client render
  // is the same markup as the HTML, then hydrate it.
  const [i18n] = await Promise.all([
    createI18n(detectLanguage(window.location.pathname)),
    preloadPage(window.location.pathname),
  ]);
  hydrateRoot(
    container,
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
} else {
  // The app shell (client-side routes, the desktop window): render from scratch.
  const i18n = await createI18n(detectLanguage(window.location.pathname));
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}
