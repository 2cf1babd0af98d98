/*
 * The site's Mantine theme (src/renderer/theme.ts), repeated here because the extension may
 * import only extension/ and src/shared/ (README.md, Boundaries). theme.test.tsx checks that
 * the two stay the same; change the site's first, then this copy.
 */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

/*
 * "Pilot" violet-blue, the brand colour. Shade 6 is the light-mode primary (5.9:1 with white
 * text), shade 5 the dark-mode one (5.2:1). Shade 4 is lifted above an even ramp because
 * Mantine uses it for links on the dark background, where it must reach 4.5:1 (it does: ~4.9:1
 * on dark-7).
 */
const pilot: MantineColorsTuple = [
  '#f1f0ff',
  '#e0ddff',
  '#c3bdfd',
  '#a8a0f9',
  '#8d84f6',
  '#6054f0',
  '#5548f0',
  '#4639d6',
  '#3d32c0',
  '#2b2494',
];

/*
 * Mantine's gray with shade 6 darkened: it is the light-mode "dimmed" text colour, and the
 * stock #868e96 is only 3.3:1 on white; #666e76 is 5.2:1 (WCAG AA).
 */
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#666e76',
  '#495057',
  '#343a40',
  '#212529',
];

/* Mantine's dark with shade 2 lifted: it is the dark-mode "dimmed" text (4.0:1 → 5.4:1). */
const dark: MantineColorsTuple = [
  '#c9c9c9',
  '#b8b8b8',
  '#9a9a9a',
  '#696969',
  '#424242',
  '#3b3b3b',
  '#2e2e2e',
  '#242424',
  '#1f1f1f',
  '#141414',
];

const bodyFont =
  '"Segoe UI Variable Text", "SF Pro Text", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans Arabic", Arial, sans-serif';
const headingFont =
  '"Segoe UI Variable Display", "SF Pro Display", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'pilot',
  primaryShade: { light: 6, dark: 5 },
  colors: { pilot, gray, dark },
  fontFamily: bodyFont,
  fontFamilyMonospace: 'ui-monospace, "SF Mono", "Cascadia Code", Menlo, Consolas, monospace',
  // A tighter, display-like heading scale: big hero, compact section titles.
  headings: {
    fontFamily: headingFont,
    fontWeight: '750',
    sizes: {
      h1: { fontSize: 'clamp(2.25rem, 5vw, 3.75rem)', lineHeight: '1.08' },
      h2: { fontSize: 'clamp(1.75rem, 3.2vw, 2.5rem)', lineHeight: '1.15' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
      h4: { fontSize: '1.0625rem', lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: '10px', lg: '16px', xl: '24px' },
  spacing: { xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '40px' },
  // Focus rings for keyboard users only (:focus-visible), drawn in the primary colour.
  focusRing: 'auto',
  defaultGradient: { from: 'pilot.6', to: 'cyan.7', deg: 120 },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Menu: { defaultProps: { radius: 'md', transitionProps: { transition: 'pop', duration: 120 } } },
    Badge: { defaultProps: { radius: 'sm' } },
    Card: { defaultProps: { radius: 'lg' } },
  },
});
