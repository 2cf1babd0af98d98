import { MantineProvider } from '@mantine/core';
import type { i18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter, type AppRouter } from './router.tsx';
import { theme } from './theme.ts';

/** The providers around the router, shared by the browser app and the server renderer. */
export function AppProviders({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}

/** `router` is given when hydrating (its lazy routes already resolved); else one is made. */
export function App({ i18n, router }: { i18n: i18n; router?: AppRouter }) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <AppProviders i18n={i18n}>
      <RouterProvider router={appRouter} />
    </AppProviders>
  );
}
