import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectLanguage } from '../shared/languages.ts';
import { App } from './App.tsx';
import { createI18n } from './i18n/index.ts';
import { getSupabase } from './lib/supabase.ts';

// Load /config.json and create the Supabase client right away; pages await the same promise.
getSupabase().catch((error: unknown) => {
  console.error('Could not load the runtime configuration', error);
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const i18n = await createI18n(detectLanguage(window.location.pathname));

createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
