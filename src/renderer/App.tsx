import { MantineProvider } from '@mantine/core';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router.tsx';
import { theme } from './theme.ts';

export function App({ i18n }: { i18n: i18n }) {
  const [router] = useState(createAppRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>
  );
}
