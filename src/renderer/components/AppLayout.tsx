import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { WorkspaceMount } from '../features/workspace/index.ts';
import { LanguageBoundary } from '../i18n/LanguageBoundary.tsx';
import { Footer } from './footer/Footer.tsx';
import { Header } from './header/Header.tsx';
import { PageLoader } from './PageLoader.tsx';
import { RouteHead } from './seo/RouteHead.tsx';
import classes from './AppLayout.module.css';

/**
 * The page frame: skip link, header, the routed page in `<main id="main">`, footer, and the
 * Workspace side panel.
 */
export function AppLayout() {
  const { t } = useTranslation('nav');
  return (
    <Box className={classes.shell}>
      <RouteHead />
      <a href="#main" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <Header />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <LanguageBoundary>
            <Outlet />
          </LanguageBoundary>
        </Suspense>
      </Box>
      <Footer />
      {/* Signed-in users only; its code loads the first time it opens. */}
      <WorkspaceMount />
    </Box>
  );
}
