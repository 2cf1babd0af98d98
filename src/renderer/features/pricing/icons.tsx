import type { SVGProps } from 'react';
import { LINE_ICON } from '../../components/line-icon.ts';

// Inline glyphs: no icon library for two shapes. Decorative; the text beside them says it.
const base: SVGProps<SVGSVGElement> = { ...LINE_ICON, width: 18, height: 18, strokeWidth: 2.25 };

export function CheckIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

export function DashIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M7 12h10" />
    </svg>
  );
}
