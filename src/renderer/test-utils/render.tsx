import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { englishRouteBundle, type Bundle } from '../i18n/resources.ts';
import { theme } from '../theme.ts';

const englishFiles = import.meta.glob<{ default: Bundle }>('../locales/en/*.json', { eager: true });

/** English, loaded synchronously, so components render their real text in tests. */
export const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en',
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: {
    en: {
      ...Object.fromEntries(
        Object.entries(englishFiles).map(([path, mod]) => [
          /([^/]+)\.json$/.exec(path)![1]!,
          mod.default,
        ]),
      ),
      routes: englishRouteBundle(),
    },
  },
});

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL for the in-memory router. */
  route?: string;
}

/** Renders UI the way the app does: Mantine theme plus a router. */
export function render(ui: ReactElement, { route = '/', ...options }: Options = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={testI18n}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>
  );
  return testingLibraryRender(ui, { wrapper, ...options });
}

export { screen, waitFor, within, fireEvent } from '@testing-library/react';
