import type { SVGProps } from 'react';

/**
 * The inline stroke icons' shared look: a 24-unit grid drawn in the text colour, decorative
 * (the text beside each icon says what it means). No icon library for a handful of glyphs.
 */
export const LINE_ICON: SVGProps<SVGSVGElement> = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};
