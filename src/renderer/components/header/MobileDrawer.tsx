import { Accordion, Anchor, Divider, Drawer, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HEADER_MENUS, PRICING_LINK } from '../../../shared/navigation.ts';
import type { Auth } from '../../stores/auth-store.ts';
import { LanguageSelect } from '../language-picker/LanguageSelect.tsx';
import { AuthActions } from './AuthActions.tsx';
import { EntryContent, ToolCount } from './EntryContent.tsx';
import { ArrowIcon } from './icons.tsx';
import { useLocalized } from './use-localized.ts';
import { usePricingLink } from './use-pricing-link.ts';
import classes from './Header.module.css';
import { endSideDrawer } from '../end-side-drawer.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  auth: Auth;
  rtl: boolean;
}

/**
 * The mobile menu: the header's menus as accordion sections, then Pricing, the language
 * picker and the auth buttons. Loaded on first open so phones do not pay for it up front;
 * the header closes it on every navigation.
 */
export default function MobileDrawer({ opened, onClose, auth, rtl }: Props) {
  const { t } = useTranslation('nav');
  const { to } = useLocalized();
  const pricing = usePricingLink(onClose);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      {...endSideDrawer(rtl)}
      size="min(100%, 24rem)"
      title={t('drawer.title')}
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
      classNames={{ body: classes.drawerBody }}
      // Inline style: Mantine's own title rule would override a module class.
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <nav aria-label={t('mainNavigation')}>
        <Accordion variant="default" chevronPosition="right" multiple={false}>
          {HEADER_MENUS.map((menu) => (
            <Accordion.Item key={menu.id} value={menu.id}>
              <Accordion.Control data-menu={menu.id}>
                <Text fw={600}>{t(menu.labelKey)}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="md">
                  {menu.groups.map((group) => (
                    <Stack key={group.id} gap={4}>
                      {menu.groups.length > 1 && (
                        <Text
                          size="xs"
                          fw={700}
                          c="dimmed"
                          tt="uppercase"
                          className={classes.groupLabel}
                        >
                          {t(group.labelKey)}
                          <ToolCount count={group.count} />
                        </Text>
                      )}
                      {group.entries.map((entry) => (
                        <Link
                          key={entry.id}
                          to={to(entry.href)}
                          onClick={onClose}
                          className={`mantine-focus-auto ${classes.drawerLink}`}
                        >
                          <EntryContent entry={entry} />
                        </Link>
                      ))}
                    </Stack>
                  ))}
                  {menu.footer && (
                    <Anchor
                      component={Link}
                      to={to(menu.footer.href)}
                      onClick={onClose}
                      fw={600}
                      className={classes.drawerFooterLink}
                    >
                      {t(menu.footer.labelKey)} <ArrowIcon className={classes.arrow} />
                    </Anchor>
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <a
          href={pricing.href}
          onClick={pricing.onClick}
          className={`mantine-focus-auto ${classes.drawerPricing}`}
        >
          {t(PRICING_LINK.labelKey)}
        </a>
      </nav>
      <Divider my="md" />
      <Stack gap="md">
        <LanguageSelect />
        <AuthActions auth={auth} stacked onOpenWorkspace={onClose} />
      </Stack>
    </Drawer>
  );
}
