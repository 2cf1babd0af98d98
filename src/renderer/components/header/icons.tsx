// Small inline icons: no icon library in the first-paint bundle for a handful of glyphs.
import type { SVGProps } from 'react';
import { LINE_ICON } from '../line-icon.ts';

export function ChevronDownIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...LINE_ICON} {...props}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function GlobeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...LINE_ICON} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  );
}

export function ArrowIcon(props: SVGProps<SVGSVGElement>) {
  // Points to the inline end; mirrored in right-to-left layouts by the caller's CSS.
  return (
    <svg {...LINE_ICON} {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

/** The ReplyPilot mark: a reply bubble with a paper-plane tip. */
export function LogoMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...LINE_ICON} width={18} height={18} strokeWidth={2.2} {...props}>
      <path d="M4 5h16v10H9l-5 4z" />
      <path d="m10 10 3-2.5L16 10" />
    </svg>
  );
}
