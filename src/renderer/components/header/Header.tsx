import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { findLanguage } from '../../../shared/languages.ts';
import { HEADER_MENUS, PRICING_LINK } from '../../../shared/navigation.ts';
import { useAuth } from '../../stores/auth-store.ts';
import { LanguageTrigger } from '../language-picker/LanguageTrigger.tsx';
import { AuthActions } from './AuthActions.tsx';
import { LogoMark } from './icons.tsx';
import { MenuTrigger } from './MenuTrigger.tsx';
import { useLocalized } from './use-localized.ts';
import { useDeferredModule } from './use-deferred-module.ts';
import { usePricingLink } from './use-pricing-link.ts';
import classes from './Header.module.css';
import './surface-tokens.css';

// Mantine Menu, Drawer and their positioning engine stay out of the first-paint bundle: the
// menus load right after the first render (their static buttons show meanwhile) on screens
// wide enough to show them (Mantine's md and sm breakpoints, as visibleFrom below), the
// drawer on first use.
const loadNavMenus = () => import('./NavMenu.tsx');
const loadLanguageMenu = () => import('../language-picker/LanguagePicker.tsx');
const SHOWS_NAV_MENUS = '(min-width: 62em)';
const SHOWS_LANGUAGE_MENU = '(min-width: 48em)';
const MobileDrawer = lazy(() => import('./MobileDrawer.tsx'));

/**
 * The site header (variant 2). Below 768 px (`sm`): brand and burger, the drawer holds
 * everything. From 768 px the compact language picker; from 992 px (`md`) the four menus and
 * Pricing; from 1200 px (`lg`) the auth buttons, which do not fit beside the menus on
 * narrower screens, so the burger (and its drawer) stays until then.
 */
export function Header() {
  const { t } = useTranslation('nav');
  const location = useLocation();
  const { lang, to } = useLocalized();
  const rtl = findLanguage(lang)?.direction === 'rtl';
  const auth = useAuth();
  const pricing = usePricingLink();
  const navMenus = useDeferredModule(loadNavMenus, SHOWS_NAV_MENUS);
  const languageMenu = useDeferredModule(loadLanguageMenu, SHOWS_LANGUAGE_MENU);
  // The drawer belongs to the location it was opened at, so any navigation closes it.
  const [drawerKey, setDrawerKey] = useState<string | null>(null);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const drawerOpened = drawerKey === location.key;
  const toggleDrawer = () => {
    setDrawerLoaded(true);
    setDrawerKey(drawerOpened ? null : location.key);
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size={1440} h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="lg" wrap="nowrap" className={classes.start}>
            <Link to={to('/')} className={classes.brand} aria-label={t('home')} data-testid="brand">
              <span className={classes.logo}>
                <LogoMark />
              </span>
              <span className={classes.brandName}>ReplyPilot</span>
            </Link>
            <Group
              component="nav"
              aria-label={t('mainNavigation')}
              gap={2}
              wrap="nowrap"
              visibleFrom="md"
            >
              {navMenus ? (
                <navMenus.default rtl={rtl} />
              ) : (
                HEADER_MENUS.map((menu) => (
                  <MenuTrigger key={menu.id} label={t(menu.labelKey)} menuId={menu.id} />
                ))
              )}
              <Button
                component="a"
                href={pricing.href}
                onClick={pricing.onClick}
                variant="subtle"
                color="gray"
                px={{ base: 6, xl: 12 }}
                className={classes.menuTrigger}
              >
                {t(PRICING_LINK.labelKey)}
              </Button>
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="sm">
              {languageMenu ? (
                <languageMenu.LanguageMenu />
              ) : (
                <LanguageTrigger language={findLanguage(lang)!} />
              )}
            </Box>
            <Box visibleFrom="lg">
              <AuthActions auth={auth} />
            </Box>
            <Burger
              hiddenFrom="lg"
              size="sm"
              opened={drawerOpened}
              onClick={toggleDrawer}
              aria-label={drawerOpened ? t('drawer.close') : t('drawer.open')}
              aria-expanded={drawerOpened}
            />
          </Group>
        </Group>
      </Container>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer
            opened={drawerOpened}
            onClose={() => setDrawerKey(null)}
            auth={auth}
            rtl={rtl}
          />
        </Suspense>
      )}
    </Box>
  );
}
