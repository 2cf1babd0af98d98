// The repository explains itself: comments, tests and docs state a product rule in plain words
// or link to a heading of docs/product-rules.md. They never cite documents that are not in the
// repository (a decisions file, a requirements inventory, spec sections, requirement IDs such
// as the gate's or auth's numbered items). This test fails on such a citation, and on a
// `docs/product-rules.md#anchor` link whose heading does not exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULES_DOC = 'docs/product-rules.md';
/** This file names the patterns it forbids. */
const SELF = 'scripts/no-external-citations.test.ts';

const TEXT_FILE = /\.(?:[cm]?[jt]sx?|sql|md|json|toml|ya?ml|css|html|txt)$/;
/** Generated or third-party text: licence names such as BSD-3 are not citations. */
const SKIPPED = new Set([SELF, 'package-lock.json']);
const NOT_OURS = new Set(['node_modules', 'dist', 'out', '.data', '.git', 'coverage']);

/** Area prefixes of the requirement IDs that used to be cited (`GATE-18`, `AUTH-05`, `AX-31`…). */
const ID_AREAS = [
  'PRD',
  'RT',
  'NAV',
  'I18N',
  'AUTH',
  'ML',
  'SUB',
  'PRC',
  'WS',
  'SAVE',
  'GATE',
  'SHR',
  'UPS',
  'TOOL',
  'YT',
  'BIO',
  'HASH',
  'VIR',
  'PB',
  'ALG',
  'IMG',
  'WF',
  'AN',
  'EXT',
  'AUTO',
  'LND',
  'SEO',
  'ERR',
  'BIZ',
  'CF',
  'GP',
  'AX',
];

const CITATIONS: readonly { what: string; pattern: RegExp }[] = [
  { what: 'the decisions file', pattern: /\bDECISIONS\b|\b[Dd]ecisions\.md\b/ },
  { what: 'the architecture notes', pattern: /\bARCHITECTURE\.md\b/ },
  {
    what: 'the requirements inventory',
    pattern: /\bINVENTORY\b|\b[Ii]nventory(?:\.md\b|\s+(?:[A-Z0-9]{2,5}-|Part\b))/,
  },
  {
    what: 'a requirement ID',
    pattern: new RegExp(`\\b(?:${ID_AREAS.join('|')})-(?:\\d{1,3}\\b|\\*)`),
  },
  {
    what: 'a spec section',
    pattern: /\b[A-D]\s?§\s?\d|\bPart \d+ §|§\s?\d+\.\d+|\bpseudo-code \d/,
  },
];

/** Tracked files plus new ones not ignored, as git lists them; else a walk of the tree. */
function repoFiles(): string[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }).split('\0');
  } catch {
    files = walk('');
  }
  return [...new Set(files)]
    .filter((file) => TEXT_FILE.test(file) && !SKIPPED.has(file))
    .filter((file) => existsSync(path.join(ROOT, file)))
    .sort();
}

function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NOT_OURS.has(entry.name) ? [] : walk(relative);
    return entry.isFile() ? [relative] : [];
  });
}

function read(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

function findCitations(text: string): { line: number; what: string; text: string }[] {
  return text.split('\n').flatMap((line, index) =>
    CITATIONS.filter(({ pattern }) => pattern.test(line)).map(({ what }) => ({
      line: index + 1,
      what,
      text: line.trim().slice(0, 160),
    })),
  );
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces → hyphens. */
function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown document offers (duplicates get -1, -2… as on GitHub). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

describe('citations of documents outside the repository', () => {
  it('are recognised, and ordinary identifiers are not', () => {
    for (const cited of [
      'see DECISIONS.md "Free-use gate"',
      "ARCHITECTURE.md's layout table",
      '(inventory AUTH-04…14)',
      'spec/INVENTORY.md',
      '(GATE-18..20)',
      'spec EXT-*',
      'AUTH-05: loading',
      'I18N-10',
      'spec A§4',
      'Part 4 §4.8',
      'pseudo-code 4.1',
    ])
      expect(findCitations(cited), cited).not.toEqual([]);
    for (const plain of [
      'UTF-16 units',
      'SHA-256 digest',
      'ISO-8601',
      'BSD-3-Clause',
      'AI-generated',
      'X-Forwarded-For',
      'HS256 JWT',
      'UPSERT-like',
      'product decisions are made by the team',
    ])
      expect(findCitations(plain), plain).toEqual([]);
  });

  it('appear nowhere in the repository', () => {
    const found = repoFiles().flatMap((file) =>
      findCitations(read(file)).map(
        ({ line, what, text }) => `${file}:${line}: cites ${what}: ${text}`,
      ),
    );
    expect(
      found,
      `State the rule in plain words, or link to a heading of ${RULES_DOC} ` +
        `(e.g. "See ${RULES_DOC}#free-use-gate"):\n${found.join('\n')}`,
    ).toEqual([]);
  });
});

describe(`links to ${RULES_DOC}`, () => {
  it('computes GitHub-style anchors', () => {
    expect(headingSlug('Plans, trial and limits')).toBe('plans-trial-and-limits');
    expect(headingSlug('Share to unlock, on trust')).toBe('share-to-unlock-on-trust');
    expect(headingSlug('The `tool_usage` table')).toBe('the-tool_usage-table');
    expect([...headingAnchors('# A\n## B\n## B\n```\n# C\n```\n')]).toEqual(['a', 'b', 'b-1']);
  });

  it('point to headings that exist', () => {
    const anchors = headingAnchors(read(RULES_DOC));
    const broken = repoFiles().flatMap((file) => {
      const text = read(file);
      const links = [...text.matchAll(/product-rules\.md#([\w%-]+)/g)].map((m) => m[1]!);
      // The document's own links: `[text](#anchor)`.
      if (file === RULES_DOC)
        links.push(...[...text.matchAll(/\]\(#([\w%-]+)\)/g)].map((m) => m[1]!));
      return links
        .filter((anchor) => !anchors.has(decodeURIComponent(anchor).toLowerCase()))
        .map((anchor) => `${file}: #${anchor}`);
    });
    expect(broken, `No such heading in ${RULES_DOC}:\n${broken.join('\n')}`).toEqual([]);
  });
});
