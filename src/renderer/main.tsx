import './zod-config.ts';
import '@mantine/core/styles.css';
import './theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { detectLanguage } from '../shared/languages.ts';
import { App } from './App.tsx';
import { createI18n, SHELL_NAMESPACES } from './i18n/index.ts';
import { resumeQueuedAnalytics } from './lib/analytics/resume.ts';
import { handleRouteStylesheetErrors } from './route-styles.ts';
import { preloadPage } from './router.tsx';

handleRouteStylesheetErrors();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The translations the page reads: named by the prerendered page or the route's shell
// (scripts/prerender.ts); the shell namespaces elsewhere (the desktop window). Others load
// when a component first asks for them.
const namespaces = container.dataset.i18nNamespaces?.split(' ') ?? SHELL_NAMESPACES;
const lang = detectLanguage(window.location.pathname);

if (container.hasChildNodes()) {
  // Prerendered page (scripts/prerender.ts): load this page first so the first client render
  // is the same markup as the HTML, then hydrate it: its module and stylesheets, together
  // with the translations it read when it was prerendered (`data-i18n-namespaces`).
  const [i18n] = await Promise.all([
    createI18n(lang, namespaces),
    preloadPage(window.location.pathname),
  ]);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking it for the whole page in one task: the page (already painted) answers input
  // sooner, and React hydrates first what the visitor interacts with.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    );
  });
} else {
  // The app shell (client-side routes, the desktop window): render from scratch. A route's
  // own shell names its translations; with them its page loads first, so the first render
  // is the page (a failed load shows the route's error screen, as it would without this).
  const routeShell = container.dataset.i18nNamespaces !== undefined;
  const [i18n] = await Promise.all([
    createI18n(lang, namespaces),
    routeShell ? preloadPage(window.location.pathname).catch(() => {}) : undefined,
  ]);
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}

// Analytics events an earlier page of this tab left waiting (only then is anything loaded).
resumeQueuedAnalytics();
