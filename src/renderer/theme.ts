import { createTheme, type MantineColorsTuple } from '@mantine/core';

// "Pilot" violet-blue: the brand colour, index 6 is the main shade in light mode.
const pilot: MantineColorsTuple = [
  '#f0efff',
  '#dedcff',
  '#bab5fb',
  '#948cf6',
  '#746af2',
  '#6054f0',
  '#5548f0',
  '#4639d6',
  '#3d32c0',
  '#3129a9',
];

const bodyFont =
  '"Segoe UI Variable Text", "SF Pro Text", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';
const headingFont =
  '"Segoe UI Variable Display", "SF Pro Display", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'pilot',
  primaryShade: { light: 6, dark: 5 },
  colors: { pilot },
  fontFamily: bodyFont,
  fontFamilyMonospace: 'ui-monospace, "SF Mono", "Cascadia Code", Menlo, Consolas, monospace',
  headings: { fontFamily: headingFont, fontWeight: '750' },
  defaultRadius: 'md',
  defaultGradient: { from: 'pilot.6', to: 'cyan.5', deg: 120 },
  cursorType: 'pointer',
});
