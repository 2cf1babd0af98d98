/**
 * Renders the default social card (resources/og/default.png, 1200×630, the size Open Graph
 * and X's large-image card expect) from an HTML card in Chromium. Run it after changing the
 * card: `tsx scripts/og-image.ts`; the PNG is committed and copied into the build.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SITE } from '../src/shared/site-config.ts';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium.ts';

const WIDTH = 1200;
const HEIGHT = 630;
const out = path.resolve(import.meta.dirname, '../resources/og/default.png');

// No counts on the card: the PNG is committed, numbers would go stale.
// Brand colours of the favicon (index.html) and theme: indigo to cyan.
const card = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; font-family: system-ui, 'DejaVu Sans', sans-serif;
    color: #fff; background: radial-gradient(circle at 85% 15%, #22b8cf55, transparent 45%),
    linear-gradient(135deg, #1b1650 0%, #3b2fc9 55%, #5548f0 100%);
    display: flex; flex-direction: column; justify-content: space-between; padding: 72px 80px; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 40px; font-weight: 700; }
  .logo { width: 72px; height: 72px; border-radius: 20px; display: grid; place-items: center;
    background: linear-gradient(135deg, #5548f0, #22b8cf); font-size: 44px;
    box-shadow: 0 8px 24px #0004; }
  h1 { font-size: 76px; line-height: 1.05; letter-spacing: -1.5px; max-width: 980px; }
  .accent { background: linear-gradient(90deg, #a5f3fc, #c4b5fd); -webkit-background-clip: text;
    color: transparent; }
  p { font-size: 32px; opacity: .88; max-width: 960px; line-height: 1.35; }
  .foot { display: flex; justify-content: space-between; font-size: 26px; opacity: .8; }
</style></head><body>
  <div class="brand"><div class="logo">R</div>${SITE.name}</div>
  <div>
    <h1>AI replies on X, <span class="accent">in your voice.</span></h1>
    <p style="margin-top:24px">Join the conversations worth joining, within limits that keep your account safe.</p>
  </div>
  <div class="foot"><span>${new URL(SITE.defaultOrigin).host}</span><span>Free AI tools for creators</span></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: findChromium(),
  headless: true,
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent(card, { waitUntil: 'load' });
  await mkdir(path.dirname(out), { recursive: true });
  await page.screenshot({ path: out, type: 'png' });
  console.log(`wrote ${path.relative(process.cwd(), out)} (${WIDTH}×${HEIGHT})`);
} finally {
  await browser.close();
}
