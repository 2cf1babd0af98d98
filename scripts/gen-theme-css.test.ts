import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_CSS_FILE, themeCss } from './gen-theme-css.ts';

describe('src/renderer/theme.css', () => {
  it('is what MantineProvider renders for the theme (else: npx tsx scripts/gen-theme-css.ts)', () => {
    expect(readFileSync(THEME_CSS_FILE, 'utf8')).toBe(themeCss());
  });
});
