import { Menu } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { HEADER_MENUS, type NavMenu as NavMenuData } from '../../../shared/navigation.ts';
import { EntryContent, ToolCount } from './EntryContent.tsx';
import { ArrowIcon } from './icons.tsx';
import { MenuTrigger } from './MenuTrigger.tsx';
import { useLocalized } from './use-localized.ts';
import classes from './Header.module.css';

const WIDTH: Record<NavMenuData['id'], number> = {
  features: 340,
  channels: 760,
  generators: 800,
  resources: 340,
};

/**
 * A header dropdown: hover or click opens it; arrow keys move between entries. Opening puts
 * focus on the first entry (the WAI-ARIA menu pattern) rather than on Mantine's focusable
 * placeholder, which is not a valid child of role="menu". Opened by the pointer, that entry
 * shows no highlight or ring until a key is pressed (`data-pointer`, Header.module.css).
 * Groups are role="group", named by their label with its tool count.
 */
export function NavMenu({ menu, rtl }: { menu: NavMenuData; rtl: boolean }) {
  const { t } = useTranslation();
  const { to } = useLocalized();
  const id = useId();
  const grouped = menu.groups.length > 1;
  const [byPointer, setByPointer] = useState(false);
  // A new page starts with every menu closed, even if the pointer still rests where the
  // dropdown was (hover menus would otherwise stay open after navigating).
  const { pathname } = useLocation();
  return (
    <Menu
      key={pathname}
      trigger="click-hover"
      openDelay={60}
      closeDelay={160}
      position={rtl ? 'bottom-end' : 'bottom-start'}
      offset={6}
      width={WIDTH[menu.id]}
      shadow="lg"
      loop
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <MenuTrigger
          label={t(menu.labelKey)}
          menuId={menu.id}
          onPointerEnter={() => setByPointer(true)}
          onKeyDown={() => setByPointer(false)}
        />
      </Menu.Target>
      <Menu.Dropdown
        className={classes.dropdown}
        aria-label={t(menu.labelKey)}
        data-pointer={byPointer || undefined}
        onKeyDown={() => setByPointer(false)}
      >
        <div className={grouped ? classes.groupGrid : undefined} data-cols={menu.groups.length}>
          {menu.groups.map((group) => (
            <div
              key={group.id}
              className={classes.group}
              {...(grouped && { role: 'group', 'aria-labelledby': `${id}-${group.id}` })}
            >
              {grouped && (
                <Menu.Label id={`${id}-${group.id}`} className={classes.groupLabel}>
                  {t(group.labelKey)}
                  <ToolCount count={group.count} />
                </Menu.Label>
              )}
              {group.entries.map((entry) => (
                <Menu.Item
                  key={entry.id}
                  component={Link}
                  to={to(entry.href)}
                  className={classes.menuItem}
                >
                  <EntryContent entry={entry} />
                </Menu.Item>
              ))}
            </div>
          ))}
        </div>
        {menu.footer && (
          <>
            <Menu.Divider />
            <Menu.Item
              component={Link}
              to={to(menu.footer.href)}
              className={classes.menuFooter}
              rightSection={<ArrowIcon className={classes.arrow} />}
            >
              <span className={classes.footerLabel}>
                {t(menu.footer.labelKey)}
                <ToolCount count={menu.footer.count} />
              </span>
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The four menus, as one lazily loaded unit for the header. */
export default function NavMenus({ rtl }: { rtl: boolean }) {
  return HEADER_MENUS.map((menu) => <NavMenu key={menu.id} menu={menu} rtl={rtl} />);
}
