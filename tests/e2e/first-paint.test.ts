// What a visitor sees before and right after JavaScript, in real Chromium on the built site:
// every prerendered page links the CSS its first render needs (per the Vite manifest, and
// every class in its markup is defined by a linked file), pages look the same with
// JavaScript off as after hydration, and client-side navigations across languages and
// routes never paint a frame with unstyled markup, nor end unstyled.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { identifyPage } from '../../src/renderer/components/seo/head-data.ts';
import { PAGE_MODULES } from '../../src/renderer/page-modules.ts';
import { localizePath } from '../../src/shared/languages.ts';
import { findRoute } from '../../src/shared/routes.ts';
import { hydrated, recordErrors, repoRoot, useWebServer } from '../support/web-e2e.ts';

const web = useWebServer('first-paint');
const webRoot = join(repoRoot, 'dist/web');
const shellsDir = join(repoRoot, 'dist/web-shells');
const MANIFEST = join(repoRoot, 'dist/web-manifest.json');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The CSS files (`/assets/…`) of a chunk and everything it imports statically. */
function cssClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const css = new Set<string>();
  if (seen.has(key)) return css;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  for (const file of chunk.css ?? []) css.add(`/${file}`);
  for (const imported of chunk.imports ?? [])
    for (const file of cssClosure(manifest, imported, seen)) css.add(file);
  return css;
}

/** Every prerendered page: its URL path and HTML. */
function prerenderedPages(): { path: string; html: string }[] {
  const pages: { path: string; html: string }[] = [];
  for (const entry of readdirSync(webRoot, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = join(entry.parentPath, entry.name);
    const dir = relative(webRoot, entry.parentPath).split(sep).join('/');
    pages.push({ path: `/${dir}`, html: readFileSync(file, 'utf8') });
  }
  // Private pages the server serves prerendered (the sign-in page), beside dist/web.
  for (const lang of readdirSync(shellsDir)) {
    for (const name of readdirSync(join(shellsDir, lang))) {
      const id = /^(.+)\.prerendered\.html$/.exec(name)?.[1]?.replaceAll('~', '/');
      const route = id && findRoute(id);
      if (!route) continue;
      const html = readFileSync(join(shellsDir, lang, name), 'utf8');
      pages.push({ path: localizePath(route.path, lang), html });
    }
  }
  return pages;
}

const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The stylesheets a page's `<head>` links. */
function linkedStylesheets(html: string): Set<string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return new Set([...head.matchAll(STYLESHEET)].map((m) => m[1]!));
}

/** CSS module classes (`_hero_1lgeb_2`) and Mantine's (`m_8a5d1357`): styled only by a file. */
const SCOPED_CLASS = /^(?:_[A-Za-z][\w-]*_[0-9a-z]{5}_\d+|m_[0-9a-f]{8})$/;

function classesIn(html: string): Set<string> {
  const found = new Set<string>();
  for (const m of html.matchAll(/\bclass="([^"]*)"/g))
    for (const c of m[1]!.split(/\s+/)) if (SCOPED_CLASS.test(c)) found.add(c);
  return found;
}

function classesDefinedBy(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

/**
 * In the page: the scoped classes on elements that no loaded stylesheet defines. A stylesheet
 * still loading is not in `document.styleSheets`, so its classes count as unstyled.
 */
function installUnstyledProbe() {
  const bySheet = new WeakMap<CSSStyleSheet, Set<string>>();
  const scoped = /^(?:_[A-Za-z][\w-]*_[0-9a-z]{5}_\d+|m_[0-9a-f]{8})$/;
  const collect = (rules: CSSRuleList, into: Set<string>) => {
    for (const rule of Array.from(rules)) {
      const selector = (rule as CSSStyleRule).selectorText;
      if (selector) for (const m of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) into.add(m[1]!);
      const nested = (rule as CSSGroupingRule).cssRules;
      if (nested) collect(nested, into);
    }
  };
  const unstyled = (): string[] => {
    const defined = new Set<string>();
    for (const sheet of Array.from(document.styleSheets)) {
      let classes = bySheet.get(sheet);
      if (!classes) {
        classes = new Set();
        try {
          collect(sheet.cssRules, classes);
        } catch {
          continue;
        }
        bySheet.set(sheet, classes);
      }
      for (const c of classes) defined.add(c);
    }
    const missing = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('[class]')))
      for (const c of Array.from(el.classList))
        if (scoped.test(c) && !defined.has(c)) missing.add(c);
    return [...missing];
  };
  const frames: string[] = [];
  const probe = window as unknown as { __unstyled: () => string[]; __unstyledFrames: string[] };
  probe.__unstyled = unstyled;
  probe.__unstyledFrames = frames;
  // Every frame, just before it is painted: what would show without its CSS.
  const onFrame = () => {
    if (document.body) {
      const missing = unstyled();
      const line = `${location.pathname}: ${missing.slice(0, 8).join(' ')}`;
      if (missing.length && !frames.includes(line)) frames.push(line);
    }
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
}

type KeyStyles = Record<string, Record<string, string> | null>;

/** Computed styles of the elements whose look says "styled": header, brand, h1, footer. */
function keyStyles(): KeyStyles {
  const pick = (selector: string, props: string[]) => {
    const el = document.querySelector(selector);
    if (!el) return null;
    const style = getComputedStyle(el);
    return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
  };
  return {
    html: pick('html', ['direction', 'font-family']),
    header: pick('header', ['display', 'position', 'height', 'border-bottom-width', 'z-index']),
    brand: pick('[data-testid="brand"]', ['display', 'align-items', 'font-weight']),
    h1: pick('main h1', [
      'display',
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'color',
      'direction',
    ]),
    main: pick('main', ['display', 'flex-grow']),
    footer: pick('footer', ['display', 'padding-top', 'border-top-width']),
  };
}

// Passed as source text: the page's CSP allows no eval, and these also run in pages
// without JavaScript. The probe script also installs `__keyStyles` for per-frame checks.
const keyStylesScript = `(${keyStyles.toString()})()`;
const probeScript = `(${installUnstyledProbe.toString()})(); window.__keyStyles = ${keyStyles.toString()};`;

async function openWith(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(`${web.server.url}${path}`, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  return page;
}

/** Key styles of a page loaded on its own, hydrated and settled: what each page should show. */
const references = new Map<string, KeyStyles>();
async function referenceStyles(path: string, viewport = DESKTOP): Promise<KeyStyles> {
  const key = `${viewport.width}:${path}`;
  const known = references.get(key);
  if (known) return known;
  const context = await web.browser.newContext({ viewport });
  const page = await openWith(context, path);
  await hydrated(page.locator('main h1'));
  await page.waitForLoadState('networkidle');
  const styles = (await page.evaluate(keyStylesScript)) as KeyStyles;
  await context.close();
  references.set(key, styles);
  return styles;
}

/** A stylesheet the about, support and careers pages share and the home page does not. */
function companyStylesheet(): string {
  if (!existsSync(MANIFEST)) return 'PageHero'; // the build before the manifest: its name
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const css = (id: string) => cssClosure(manifest, PAGE_MODULES[id]!.file);
  const home = css('home');
  const shared = [...css('about')].filter(
    (href) => css('support').has(href) && css('careers').has(href) && !home.has(href),
  );
  expect(shared.length, 'the company pages share a stylesheet').toBeGreaterThan(0);
  return shared[0]!;
}

describe('first paint', () => {
  it('every prerendered page links the CSS the manifest gives its entry and its route', () => {
    expect(existsSync(MANIFEST), 'dist/web-manifest.json (npm run build:web writes it)').toBe(true);
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
    expect(entry, 'the manifest names the entry').toBeTruthy();
    const entryCss = cssClosure(manifest, entry!);
    expect(entryCss.size, "the entry's CSS (Mantine's styles)").toBeGreaterThan(0);
    const pages = prerenderedPages();
    expect(pages.length).toBeGreaterThan(200);
    const problems: string[] = [];
    for (const { path, html } of pages) {
      const linked = linkedStylesheets(html);
      const route = identifyPage(path).route;
      if (!route) {
        problems.push(`${path}: no built route`);
        continue;
      }
      const needed = new Set([...entryCss, ...cssClosure(manifest, PAGE_MODULES[route.id]!.file)]);
      for (const href of needed)
        if (!linked.has(href)) problems.push(`${path}: ${href} not linked`);
      for (const href of linked)
        if (!existsSync(join(webRoot, href))) problems.push(`${path}: ${href} does not exist`);
    }
    expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
  });

  it('every class in a prerendered page is defined by a stylesheet its head links', () => {
    const definedBy = new Map<string, Set<string>>();
    const defined = (href: string) => {
      let classes = definedBy.get(href);
      if (!classes) {
        classes = classesDefinedBy(readFileSync(join(webRoot, href), 'utf8'));
        definedBy.set(href, classes);
      }
      return classes;
    };
    const problems: string[] = [];
    for (const { path, html } of prerenderedPages()) {
      const covered = new Set([...linkedStylesheets(html)].flatMap((href) => [...defined(href)]));
      const body = html.slice(html.indexOf('<body'));
      const missing = [...classesIn(body)].filter((c) => !covered.has(c));
      if (missing.length) problems.push(`${path}: no linked CSS defines ${missing.join(' ')}`);
    }
    expect(problems.slice(0, 20), `${problems.length} pages with unstyled markup`).toEqual([]);
  });

  it('looks the same without JavaScript as after hydration', async () => {
    const context = await web.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const phone = await web.browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    try {
      for (const [ctx, viewport] of [
        [context, DESKTOP],
        [phone, PHONE],
      ] as const) {
        for (const path of [
          '/',
          '/about',
          '/ar/about',
          '/ja/',
          '/tools/reply-grader',
          '/es/help',
          '/ja/auth',
        ]) {
          const page = await openWith(ctx, path);
          const h1 = page.locator('main h1');
          expect(await h1.isVisible(), `${path}: the heading is visible without JavaScript`).toBe(
            true,
          );
          expect(
            await page.evaluate(`${probeScript}; __unstyled()`),
            `${path}: classes no linked CSS defines`,
          ).toEqual([]);
          const styles = (await page.evaluate(keyStylesScript)) as KeyStyles;
          expect(styles.h1?.['font-family'], `${path}: the theme's heading font`).toMatch(
            /Segoe UI|system-ui/,
          );
          expect(styles, `${path} at ${viewport.width} px`).toEqual(
            await referenceStyles(path, viewport),
          );
          await page.close();
        }
      }
    } finally {
      await context.close();
      await phone.close();
    }
  }, 240_000);

  type Step =
    | { go: string } // client-side: the router follows a history entry it did not make
    | { click: string; to: string } // a link on the page
    | { language: string; to: string } // the header's language picker
    | { back: string }
    | { forward: string };

  /** Runs the steps; after each, checks the first frame of the new page and the settled one. */
  async function navigate(page: Page, steps: Step[], viewport: { width: number; height: number }) {
    for (const step of steps) {
      const to =
        'go' in step
          ? step.go
          : 'back' in step
            ? step.back
            : 'forward' in step
              ? step.forward
              : step.to;
      const before = await page.locator('main h1').first().textContent();
      if ('go' in step) {
        await page.evaluate((path) => {
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate', { state: null }));
        }, step.go);
      } else if ('click' in step) {
        await page.locator(step.click).first().click();
      } else if ('language' in step) {
        await (
          await hydrated(page.locator('header [data-testid="language-picker"][aria-haspopup]'))
        ).click();
        const item = page.getByRole('menuitem').filter({ hasText: step.language.toUpperCase() });
        if (!(await item.count())) await page.getByRole('menuitem', { name: /\(\d+\)/ }).click();
        await item.first().click();
      } else if ('back' in step) {
        await page.goBack({ waitUntil: 'commit' });
      } else {
        await page.goForward({ waitUntil: 'commit' });
      }
      // The first frame that shows the new page: its styles, taken before it is painted.
      const first = await page.waitForFunction(
        ({ path, before }) => {
          const trimmed = location.pathname.replace(/(.)\/$/, '$1');
          const h1 = document.querySelector('main h1');
          if (trimmed !== path || !h1 || h1.textContent === before) return false;
          return (window as unknown as { __keyStyles: () => unknown }).__keyStyles();
        },
        { path: to.replace(/(.)\/$/, '$1'), before },
        { polling: 'raf', timeout: 20_000 },
      );
      const reference = await referenceStyles(to, viewport);
      const firstStyles = (await first.jsonValue()) as KeyStyles;
      // The heading's text may still be in the previous language for a moment; its look not.
      expect(firstStyles, `first frame of ${to}`).toEqual(reference);
      await page.waitForTimeout(400);
      expect(await page.evaluate(keyStylesScript), `${to} settled`).toEqual(reference);
      expect(await page.evaluate('__unstyledFrames'), `unstyled frames up to ${to}`).toEqual([]);
      expect(await page.evaluate('__unstyled()'), `${to} ends styled`).toEqual([]);
    }
  }

  it('client-side navigations across languages and routes never paint unstyled markup', async () => {
    const context = await web.browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(probeScript);
    const page = await openWith(context, '/ar/about');
    const errors = recordErrors(page);
    await hydrated(page.locator('main h1'));
    await navigate(
      page,
      [
        { go: '/ja/' },
        { go: '/ja/tools/reply-grader' },
        { go: '/auth' },
        { back: '/ja/tools/reply-grader' },
        { back: '/ja/' },
        { back: '/ar/about' },
        { forward: '/ja/' },
        { click: 'footer a[href="/ja/about"]', to: '/ja/about' },
        { language: 'es', to: '/es/about' },
        { click: '[data-testid="brand"]', to: '/es' },
        { go: '/generators/instagram/bio-generator' },
        { go: '/ar/' },
        { go: '/feature-request' },
        { go: '/ko/help' },
      ],
      DESKTOP,
    );
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('on a phone, the drawer and quick navigations keep every page styled', async () => {
    const context = await web.browser.newContext({ viewport: PHONE });
    await context.addInitScript(probeScript);
    const page = await openWith(context, '/ja/tools/smart-hashtag-generator');
    await hydrated(page.locator('main h1'));
    await navigate(
      page,
      [
        { go: '/ar/about' },
        { go: '/ja/' },
        { go: '/support' },
        { back: '/ja/' },
        { go: '/viral-post-deconstructor' },
      ],
      PHONE,
    );
    await context.close();
  }, 120_000);

  it('a stylesheet that fails to load once is loaded again, not lost for good', async () => {
    const context = await web.browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(probeScript);
    // The company pages share a stylesheet (their hero): its first request fails.
    const shared = companyStylesheet();
    let failed = 0;
    await context.route(/\/assets\/[^/]*\.css$/, async (route) => {
      const url = route.request().url();
      if (!failed && (url.endsWith(shared) || (shared === 'PageHero' && url.includes(shared)))) {
        failed++;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    const page = await openWith(context, '/');
    await hydrated(page.locator('main h1'));
    // Each page itself (not the error screen) at once, styled, never painted unstyled.
    const errorScreen = page.getByText('Something went wrong');
    await navigate(page, [{ go: '/support' }], DESKTOP);
    expect(await errorScreen.count(), '/support').toBe(0);
    await navigate(page, [{ go: '/about' }, { go: '/careers' }], DESKTOP);
    expect(await errorScreen.count(), '/careers').toBe(0);
    expect(failed, 'a stylesheet request was made to fail').toBe(1);
    await context.close();
  }, 120_000);
});
