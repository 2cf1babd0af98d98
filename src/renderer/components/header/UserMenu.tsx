import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AUTH_LINKS } from '../../../shared/navigation.ts';
import { ChevronDownIcon } from './icons.tsx';
import { useLocalized } from './use-localized.ts';
import classes from './Header.module.css';

/** Signed-in menu: the email, Dashboard and Sign Out. */
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
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t('auth.account')}>
          <Avatar size={30} color="pilot" radius="xl">
            {(email ?? '?').charAt(0).toUpperCase()}
          </Avatar>
          <ChevronDownIcon width={14} height={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('auth.signedInAs')}</Menu.Label>
        <Text size="sm" fw={600} px="sm" pb="xs" className={classes.email}>
          {email}
        </Text>
        <Menu.Divider />
        <Menu.Item component={Link} to={to(AUTH_LINKS.dashboard)}>
          {t('auth.dashboard')}
        </Menu.Item>
        <Menu.Item onClick={onSignOut}>{t('auth.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
