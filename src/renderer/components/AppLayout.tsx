import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { LanguageBoundary } from '../i18n/LanguageBoundary.tsx';
import { PageLoader } from './PageLoader.tsx';
import classes from './AppLayout.module.css';

export function AppLayout() {
  return (
    <Box className={classes.shell}>
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between">
            <Anchor component={Link} to="/" underline="never" className={classes.brand}>
              <span className={classes.logo} aria-hidden="true">
                R
              </span>
              ReplyPilot
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Box component="main" className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <LanguageBoundary>
            <Outlet />
          </LanguageBoundary>
        </Suspense>
      </Box>
      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} ReplyPilot
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
