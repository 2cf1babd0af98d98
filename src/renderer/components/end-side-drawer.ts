import type { DrawerProps } from '@mantine/core';

/**
 * Props that open a Drawer at the end side of the page (right, or left in a right-to-left
 * language, where the header's buttons are). Mantine places 'right' at the end side of the
 * document's direction, but without a DirectionProvider its slide would still come from the
 * right: the slide is set here.
 */
export function endSideDrawer(rtl: boolean): Pick<DrawerProps, 'position' | 'transitionProps'> {
  return { position: 'right', transitionProps: { transition: rtl ? 'slide-right' : 'slide-left' } };
}
