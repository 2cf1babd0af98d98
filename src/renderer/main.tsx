import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { getSupabase } from './lib/supabase.ts';

// Load /config.json and create the Supabase client right away; pages await the same promise.
getSupabase().catch((error: unknown) => {
  console.error('Could not load the runtime configuration', error);
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
