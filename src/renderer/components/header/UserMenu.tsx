import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AUTH_LINKS } from '../../../shared/navigation.ts';
import { ChevronDownIcon } from './icons.tsx';
import { useLocalized } from './use-localized.ts';
import classes from './Header.module.css';

/** Signed-in menu: the email, Dashboard, Account and Sign Out. */
export default function UserMenu({
  email,
  onSignOut,
}: {
  email: string | null;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('nav');
  const { to } = useLocalized();
  return (
    // No focus placeholder: it is not a valid child of role="menu" (see NavMenu).
    <Menu position="bottom-end" width={240} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton
          className={classes.userButton}
          aria-label={t('auth.account')}
          data-testid="user-menu"
        >
          <Avatar size={30} color="pilot" radius="xl">
            {(email ?? '?').charAt(0).toUpperCase()}
          </Avatar>
          <ChevronDownIcon width={14} height={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A label, not a paragraph: role="menu" may hold only items, groups and separators. */}
        <Menu.Label>
          {t('auth.signedInAs')}
          <span className={classes.email}>{email}</span>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={to(AUTH_LINKS.dashboard)} className={classes.menuItem}>
          {t('auth.dashboard')}
        </Menu.Item>
        <Menu.Item component={Link} to={to(AUTH_LINKS.account)} className={classes.menuItem}>
          {t('auth.accountLink')}
        </Menu.Item>
        <Menu.Item onClick={onSignOut} className={classes.menuItem}>
          {t('auth.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
