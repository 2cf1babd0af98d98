// No English left on a non-English page. A text a visitor sees (text nodes, the title and
// description, placeholder, alt, aria-label and title attributes) on a page in language L
// is untranslated when it equals, ignoring case and spacing,
//   - a value of the English bundles (src/renderer/locales/en/*.json and the route table;
//     "{{x}}" matches any text), or
//   - a text of the English version of the same page (which catches English hard-coded in a
//     component, not only keys missing from a bundle),
// unless it is made only of universal tokens (product and platform names, numbers, URLs…)
// or is the same word in L (untranslated.allowlist.ts).
//  1. Every prerendered public page in all 14 other languages: plain HTTP, parsed by
//     Chromium's DOMParser (no scripts run).
//  2. The same pages as users see them (Chromium, after hydration) in a few languages.
//  3. /auth (sign in, sign up, the form's errors) and /auth/magic in all 15 languages.
//  4. The magic-link mail asked for from a Japanese page: Japanese, linking to /ja/… (and
//     the link lands on the Japanese dashboard).
//  5. The signed-in pages (dashboard, settings, account) in a few languages.
// English found in someone else's area is listed in KNOWN_LEFTOVERS until fixed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_LANGUAGES, localizePath } from '../../src/shared/languages.ts';
import { ROUTES, indexablePages } from '../../src/shared/routes.ts';
import { MAGIC_LINK_MAIL_TEXT } from '../../supabase/functions/magic-link-auth/mail-text.ts';
import { signUpUser } from '../support/clients.ts';
import { hydrated, repoRoot, storeSession, useWebServer } from '../support/web-e2e.ts';
import {
  KNOWN_LEFTOVERS,
  SAME_IN_LANGUAGE,
  UNIVERSAL_TOKENS,
  type KnownLeftover,
} from './untranslated.allowlist.ts';

const web = useWebServer('untranslated');

const OTHER_LANGUAGES = ACTIVE_LANGUAGES.map((l) => l.code).filter((c) => c !== 'en');
/** Hydrated public pages: a right-to-left and a CJK language (every one is checked prerendered). */
const HYDRATED_LANGUAGES = ['ar', 'ja'];
/** Signed-in pages (not prerendered): a left-to-right one too. */
const SIGNED_IN_LANGUAGES = ['de', 'ar', 'ja'];

// ---------------------------------------------------------------------------------------
// English strings

const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}/;

function flatten(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object')
    for (const child of Object.values(value)) flatten(child, out);
  return out;
}

/**
 * Every English interface string: exact texts, and patterns for those with placeholders (a
 * placeholder matches anything, so a pattern counts only when its own words are at least
 * half the letters of the text: "{{count}} hashtags" does not make "Gerar hashtags" English).
 */
function englishStrings(): { exact: Set<string>; patterns: RegExp[] } {
  const dir = join(repoRoot, 'src/renderer/locales/en');
  const values = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => flatten(JSON.parse(readFileSync(join(dir, file), 'utf8'))));
  values.push(...ROUTES.flatMap((r) => [r.title, r.description]));
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const value of values) {
    const parts = norm(value).split(PLACEHOLDER);
    if (parts.length === 1) {
      exact.add(norm(value));
      continue;
    }
    // Only a pattern with words of its own: "{{title}} | {{site}}" would match anything.
    if (letters(parts.join(' ')) < 4) continue;
    patterns.push(new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 'u'));
  }
  return { exact, patterns };
}

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;
const words = (text: string) => text.split(/[^\p{L}]+/u).filter(Boolean).length;

/**
 * Whether `text` is an English string with placeholders filled in. A placeholder matches
 * anything, so the string's own words must carry the match: at least as many letters as what
 * fills the placeholders, and two words or more unless the placeholders hold no letters
 * ("Last updated: 26 Nov" and "Connected 2026-11-26" are English; "Gerar hashtags" is not
 * "{{group}} hashtags").
 */
function matchesPattern(text: string, pattern: RegExp): boolean {
  const match = pattern.exec(text);
  if (!match) return false;
  const filled = match.slice(1).join(' ');
  const literal = letters(text) - letters(filled);
  if (literal < letters(filled)) return false;
  return letters(filled) === 0 || words(pattern.source.replace(/\(\.\+\?\)/g, ' ')) >= 2;
}

const ENGLISH = englishStrings();

// ---------------------------------------------------------------------------------------
// What is allowed to stay as it is

const wordsPattern = (list: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...list]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );

const UNIVERSAL = wordsPattern(UNIVERSAL_TOKENS);
const SAME_WORDS = new Map(
  Object.entries(SAME_IN_LANGUAGE).map(([lang, list]) => [lang, wordsPattern(list)]),
);

/**
 * Text with no word of its own once names, tokens, the words spelled the same in `language`,
 * numbers, URLs, addresses, colours (#5548f0) and time-zone identifiers (Europe/Berlin,
 * America/North Dakota/Center) are gone; or a single letter (an avatar's initial).
 */
function isUniversal(text: string, language: string): boolean {
  if (letters(text) <= 1) return true;
  let rest = text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/(^|\s)\/[\w/-]*/g, ' ')
    .replace(/#[0-9a-f]{3,8}\b/gi, ' ')
    .replace(/^(?:[A-Z][A-Za-z_ -]+\/)+[A-Z][A-Za-z_ -]+$|^UTC$/, ' ')
    .replace(UNIVERSAL, ' ');
  const same = SAME_WORDS.get(language);
  if (same) rest = rest.replace(same, ' ');
  return !/\p{L}/u.test(rest);
}

// ---------------------------------------------------------------------------------------
// Findings

interface Finding {
  language: string;
  page: string;
  text: string;
}

const findings: Finding[] = [];
/** `${language} ${page}` of every page checked (a known leftover is stale only where checked). */
const checked = new Set<string>();

/** Known leftovers match whatever the numbers (the footer's year changes). */
const sameText = (a: string, b: string) =>
  norm(a).replace(/\d+/g, '#') === norm(b).replace(/\d+/g, '#');

function isKnown(finding: Finding, entry: KnownLeftover): boolean {
  return (
    (entry.page === '*' || entry.page === finding.page) &&
    sameText(entry.text, finding.text) &&
    (entry.languages === '*' || entry.languages.includes(finding.language))
  );
}

/**
 * Records the English among `texts` of `page` (bare path, maybe with a state: "/auth
 * (sign up)") in `language`; `englishPage` holds the texts of the same page in English.
 * Returns what is new, not known.
 */
function check(
  language: string,
  page: string,
  texts: readonly string[],
  englishPage: ReadonlySet<string>,
  extraAllowed: readonly string[] = [],
): Finding[] {
  checked.add(`${language} ${page}`);
  const allowed = new Set(extraAllowed.map(norm));
  const found = new Map<string, Finding>();
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, ' ').trim();
    const key = norm(text);
    if (!key || found.has(key) || allowed.has(key) || isUniversal(text, language)) continue;
    const english =
      englishPage.has(key) ||
      ENGLISH.exact.has(key) ||
      ENGLISH.patterns.some((p) => matchesPattern(key, p));
    if (english) found.set(key, { language, page, text });
  }
  const all = [...found.values()];
  findings.push(...all);
  return all.filter((f) => !KNOWN_LEFTOVERS.some((entry) => isKnown(f, entry)));
}

const describeFindings = (list: readonly Finding[]) =>
  list.map((f) => `${f.language} ${f.page}: ${JSON.stringify(f.text)}`);

// ---------------------------------------------------------------------------------------
// Reading a page's texts in Chromium

/**
 * The texts a visitor sees or hears in a document: the title and description, every text
 * node of the body outside script/style/template, and the placeholder, alt, aria-label and
 * title attributes. Parses `html` when given (nothing runs), else reads the live page.
 */
const readTexts = (page: Page, html?: string): Promise<string[]> =>
  page.evaluate((source) => {
    const doc = source ? new DOMParser().parseFromString(source, 'text/html') : document;
    const out: string[] = [doc.title];
    const description = doc.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) out.push(description);
    const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
    const stack: Node[] = doc.body ? [doc.body] : [];
    while (stack.length) {
      const node = stack.pop()!;
      for (const child of Array.from(node.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) out.push(child.nodeValue ?? '');
        else if (child.nodeType === Node.ELEMENT_NODE) {
          const element = child as Element;
          if (skip.has(element.tagName)) continue;
          // Nothing hidden from assistive technology is announced (Mantine's measuring copy of
          // a text area); its text nodes are still read, as they may be seen.
          const announced = element.getAttribute('aria-hidden') !== 'true';
          for (const name of announced ? ['placeholder', 'alt', 'aria-label', 'title'] : []) {
            const value = element.getAttribute(name);
            if (value) out.push(value);
          }
          stack.push(element);
        }
      }
    }
    // The title's own parts too ("Sign in | ReplyPilot" → "Sign in").
    return [...out, ...doc.title.split(/\s[|·—–-]\s/)];
  }, html ?? null);

/** Waits until a page is hydrated and its text has stopped changing. */
async function settle(page: Page, ready = 'main h1') {
  await hydrated(page.locator(ready));
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
        const same = now === last;
        last = now;
        return same;
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(true);
}

async function openSettled(page: Page, path: string, ready?: string): Promise<string[]> {
  await page.goto(`${web.server.url}${path}`, { waitUntil: 'load' });
  await settle(page, ready);
  return readTexts(page);
}

const asSet = (texts: readonly string[]) => new Set(texts.map(norm));

// ---------------------------------------------------------------------------------------

describe('no English left on non-English pages', () => {
  let page: Page;

  beforeAll(async () => {
    const context = await web.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('prerendered public pages, in every language', async () => {
    const fetchHtml = async (path: string) => {
      const res = await fetch(`${web.server.url}${path}`);
      expect(res.status, path).toBe(200);
      return res.text();
    };
    const fresh: Finding[] = [];
    for (const route of indexablePages()) {
      const english = asSet(await readTexts(page, await fetchHtml(route.path)));
      for (const language of OTHER_LANGUAGES) {
        const html = await fetchHtml(localizePath(route.path, language));
        fresh.push(...check(language, route.path, await readTexts(page, html), english));
      }
    }
    expect(describeFindings(fresh)).toEqual([]);
  }, 120_000);

  it('public pages after hydration, in a few languages', async () => {
    const fresh: Finding[] = [];
    for (const route of indexablePages()) {
      const english = asSet(await openSettled(page, route.path));
      for (const language of HYDRATED_LANGUAGES) {
        const texts = await openSettled(page, localizePath(route.path, language));
        fresh.push(...check(language, route.path, texts, english));
      }
    }
    expect(describeFindings(fresh)).toEqual([]);
  }, 120_000);

  /** /auth signed out: sign in, then sign up with the form's errors shown, then /auth/magic. */
  async function authTexts(language: string) {
    const texts: Record<string, string[]> = {};
    texts['/auth'] = await openSettled(page, localizePath('/auth', language));
    await page.locator('[role="tab"]').nth(1).click();
    await page.locator('form button[type="submit"]').click();
    await page.locator('form [aria-invalid="true"]').first().waitFor();
    texts['/auth (sign up, errors)'] = await readTexts(page);
    texts['/auth/magic'] = await openSettled(
      page,
      `${localizePath('/auth/magic', language)}?token=nope`,
    );
    await page.locator('[role="alert"]').waitFor({ timeout: 20_000 });
    texts['/auth/magic'].push(...(await readTexts(page)));
    return texts;
  }

  it('/auth and /auth/magic, in every language', async () => {
    const english = Object.fromEntries(
      Object.entries(await authTexts('en')).map(([k, v]) => [k, asSet(v)]),
    );
    const fresh: Finding[] = [];
    for (const language of OTHER_LANGUAGES)
      for (const [state, texts] of Object.entries(await authTexts(language)))
        fresh.push(...check(language, state, texts, english[state]!));
    expect(describeFindings(fresh)).toEqual([]);
  }, 120_000);

  it('the magic-link mail asked for on a Japanese page is Japanese and links to /ja/…', async () => {
    const words = JSON.parse(
      readFileSync(join(repoRoot, 'src/renderer/locales/ja/auth.json'), 'utf8'),
    ) as { magic: { request: string; sentTitle: string } };
    const email = `untranslated-${Date.now()}@example.test`;
    await openSettled(page, '/ja/auth');
    await page.locator('input[type="email"]').fill(email);
    await page.getByRole('button', { name: words.magic.request }).click();
    await page.getByText(words.magic.sentTitle).first().waitFor({ timeout: 20_000 });

    interface StoredMail {
      to: string;
      subject: string;
      text?: string;
      html?: string;
      links: string[];
    }
    let mail: StoredMail | undefined;
    await expect
      .poll(
        async () => {
          const res = await fetch(`${web.server.url}/dev/mailbox.json`);
          mail = ((await res.json()) as { mails: StoredMail[] }).mails.find((m) => m.to === email);
          return mail !== undefined;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const link = mail!.links[0]!;
    expect(link.startsWith(`${web.server.url}/ja/auth/magic?token=`), link).toBe(true);
    const texts = [mail!.subject, ...(mail!.text ?? '').split('\n')];
    texts.push(...(await readTexts(page, mail!.html ?? '')));
    const english = asSet(Object.values(MAGIC_LINK_MAIL_TEXT.en!));
    expect(describeFindings(check('ja', 'magic-link mail', texts, english))).toEqual([]);

    // The link signs in and lands on the Japanese dashboard.
    await page.goto(link, { waitUntil: 'load' });
    await page.waitForURL((url) => url.pathname === '/ja/dashboard', { timeout: 20_000 });
  });

  it('signed-in pages, in a few languages', async () => {
    const name = 'Untranslated Tester';
    const user = await signUpUser(web.server, { data: { full_name: name } });
    await storeSession(page, web.server.url, user.session);
    const open = async (path: string) => {
      await page.goto(`${web.server.url}${path}`, { waitUntil: 'load' });
      await page.locator('main h1').first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await settle(page);
      return readTexts(page);
    };
    const fresh: Finding[] = [];
    for (const path of ['/dashboard', '/dashboard/settings', '/account']) {
      const english = asSet(await open(path));
      for (const language of SIGNED_IN_LANGUAGES)
        fresh.push(
          ...check(language, path, await open(localizePath(path, language)), english, [
            name,
            user.email,
          ]),
        );
    }
    expect(describeFindings(fresh)).toEqual([]);
  }, 120_000);

  it('lists no leftover that is gone (KNOWN_LEFTOVERS only shrinks)', () => {
    const stale = KNOWN_LEFTOVERS.filter((entry) => {
      const languages = entry.languages === '*' ? OTHER_LANGUAGES : entry.languages;
      const wasChecked = languages.some((l) =>
        entry.page === '*'
          ? [...checked].some((c) => c.startsWith(`${l} `))
          : checked.has(`${l} ${entry.page}`),
      );
      return wasChecked && !findings.some((f) => isKnown(f, entry));
    });
    expect(stale.map((e) => `${e.page}: ${JSON.stringify(e.text)}`)).toEqual([]);
  });
});
