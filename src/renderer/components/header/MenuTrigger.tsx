import { Button } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import classes from './Header.module.css';

type Props = { label: string; menuId: string } & Omit<ComponentPropsWithoutRef<'button'>, 'color'>;

/**
 * A header menu's button. Rendered alone while the menu code (Mantine Menu and its
 * positioning engine, kept out of the first-paint bundle) loads, then as the menu's target.
 */
export const MenuTrigger = forwardRef<HTMLButtonElement, Props>(function MenuTrigger(
  { label, menuId, ...props },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      className={classes.menuTrigger}
      // A prop, not CSS: Mantine's own padding rule would win over the module class.
      px={{ base: 6, xl: 12 }}
      rightSection={<ChevronDownIcon className={classes.chevron} width={14} height={14} />}
      data-menu={menuId}
      {...props}
    >
      {label}
    </Button>
  );
});
