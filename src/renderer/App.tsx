import { MantineProvider } from '@mantine/core';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppRouter, AppRoutes } from './router.tsx';
import { theme } from './theme.ts';

/**
 * The providers around the router, shared by the browser app and the server renderer. The
 * theme's CSS variables and Mantine's responsive classes come from theme.css (main.tsx)
 * rather than <style> elements computed on every render (scripts/gen-theme-css.ts).
 */
export function AppProviders({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        withCssVariables={false}
        withGlobalClasses={false}
      >
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}

/** The browser app: the routes in the platform's router. */
export function App({ i18n }: { i18n: i18n }) {
  return (
    <AppProviders i18n={i18n}>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProviders>
  );
}
