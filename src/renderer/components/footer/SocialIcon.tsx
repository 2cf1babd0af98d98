// Simplified network glyphs, drawn inline (24×24, currentColor) to keep the footer light.
const PATHS: Record<string, string> = {
  x: 'M4 4l16 16M20 4 4 20',
  linkedin:
    'M4 9h4v11H4zM6 4.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v1.6c.7-1.1 2-1.8 3.5-1.8 2.5 0 3.5 1.6 3.5 4.4V20h-4v-6c0-1.4-.5-2.2-1.7-2.2S14 12.7 14 14v6h-4z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
};

export function SocialIcon({ id }: { id: string }) {
  const stroked = id === 'x';
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={stroked ? 'none' : 'currentColor'}
      stroke={stroked ? 'currentColor' : 'none'}
      strokeWidth={2.4}
      strokeLinecap="round"
      fillRule="evenodd"
    >
      <path d={PATHS[id] ?? 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z'} />
    </svg>
  );
}
