/*
 * The site's Mantine theme (src/renderer/theme.ts), repeated here because the extension may
 * import only extension/ and src/shared/ (README.md, Boundaries). theme.test.tsx checks that
 * the two stay the same; change the site's first, then this copy.
 */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

/*
 * "Pilot" violet-blue, the brand colour. Shade 6 is the light-mode primary (5.9:1 with white
 * text), shade 5 the dark-mode one (5.2:1). Shade 4 is lifted above an even ramp because
 * Mantine uses it for links on the dark background, where it must reach 4.5:1: 5.7:1 on the
 * body (dark-7) and 5.0:1 on cards and menus (dark-6).
 */
const pilot: MantineColorsTuple = [
  '#f1f0ff',
  '#e0ddff',
  '#c3bdfd',
  '#a8a0f9',
  '#9890f8',
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

/*
 * Status colours (teal = success, red = error and danger, orange = warning and the 'Popular'
 * badge) with shades 5-9 darkened so every Mantine variant meets WCAG AA (4.5:1) for text:
 * white on the filled shade (6 in light mode: 5.5-5.9:1; 5 in dark mode: 4.7-4.9:1, where
 * Mantine's stock teal was 2.1-2.6:1), shade 9 on shade 1 for the light variant (7.9-9.3:1,
 * stock 3.6-4.5:1), and shade 6 as text, outline or input error on white. Shades 0-4 are
 * Mantine's: 4 is the dark-mode text colour (6.7-8.6:1 on dark-7).
 */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#0c8463',
  '#087858',
  '#07694d',
  '#065a42',
  '#054a36',
];

const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#dc2f2f',
  '#c92a2a',
  '#b32525',
  '#9e2020',
  '#861b1b',
];

const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#c4470c',
  '#b03e0a',
  '#993608',
  '#822e07',
  '#6b2606',
];

const bodyFont =
  '"Segoe UI Variable Text", "SF Pro Text", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans Arabic", Arial, sans-serif';
const headingFont =
  '"Segoe UI Variable Display", "SF Pro Display", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'pilot',
  primaryShade: { light: 6, dark: 5 },
  colors: { pilot, gray, dark, teal, red, orange },
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
