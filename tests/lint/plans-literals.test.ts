// Prices and plan figures live in one place, src/shared/plans.ts (with the free-use gate's in
// tool-gate.ts): copy and code quote them through the config, never typed in. This test scans
// the code (src, extension, supabase/functions) for the plan prices, and every locale string
// for a plan figure written next to what it counts (replies, items, uses, days, months, seats,
// the discount), in any of the site's languages. The figures come from the config itself, so a
// changed price or limit is looked for without editing this file. Exempt: plans.ts, the SQL
// migration that mirrors the limits (outside the scanned folders), tests and their fixtures.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIVE_LANGUAGE_CODES } from '../../src/shared/languages.ts';
import {
  ANNUAL_MONTHS_FREE,
  FALLBACK_DAILY_REPLY_LIMIT,
  FOUNDING_CAMPAIGN,
  FOUNDING_DISCOUNT_PERCENT,
  LOCALIZED_MONTHLY_PRICES,
  LOCALIZED_TIERS,
  MAX_REPLIES_PER_ACCOUNT_PER_DAY,
  PLAN_LIMITS,
  PLAN_PRICES,
  PLAN_TIERS,
  TRIAL_DAYS,
} from '../../src/shared/plans.ts';
import { FREE_USES_PER_TOOL, SHARE_REWARD_USES } from '../../src/shared/tool-gate.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/* ------------------------------------------------------------------------------------------
 * The figures, from the config.
 * ---------------------------------------------------------------------------------------- */

const unique = (values: (number | null)[]) => [
  ...new Set(values.filter((v): v is number => typeof v === 'number' && v > 0)),
];

const FIGURES = {
  replies: unique([
    ...PLAN_TIERS.map((tier) => PLAN_LIMITS[tier].dailyReplyLimit),
    MAX_REPLIES_PER_ACCOUNT_PER_DAY,
    FALLBACK_DAILY_REPLY_LIMIT,
  ]),
  items: unique(PLAN_TIERS.map((tier) => PLAN_LIMITS[tier].workspaceItemLimit)),
  // The single trial use is left out: "1" next to a word for times is everyday language.
  uses: unique([FREE_USES_PER_TOOL, SHARE_REWARD_USES]),
  days: unique([TRIAL_DAYS, FOUNDING_CAMPAIGN.days]),
  months: unique([ANNUAL_MONTHS_FREE]),
  seats: unique([FOUNDING_CAMPAIGN.seats]),
} as const;
type Unit = keyof typeof FIGURES;
const EVERY_FIGURE = unique(Object.values(FIGURES).flat());

const USD_AMOUNTS = unique(
  Object.values(PLAN_PRICES).flatMap((price) => Object.values(price) as number[]),
);
const LOCAL_AMOUNTS = Object.values(LOCALIZED_MONTHLY_PRICES).map((entry) => ({
  currency: entry.currency,
  amounts: LOCALIZED_TIERS.map((tier) => entry[tier] as number),
}));

/* ------------------------------------------------------------------------------------------
 * The words a figure counts, in the site's languages. Words that attach to the number in
 * Chinese, Japanese and Korean (日, 일, 天, 回…) count only right after it.
 * ---------------------------------------------------------------------------------------- */

/** Whole words (any ending), starting at a word boundary. */
const words = (...stems: string[]) => new RegExp(`(?<![\\p{L}\\p{M}])(?:${stems.join('|')})`, 'iu');
/** Arabic words take their article and conjunctions as prefixes. */
const arabic = (...stems: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{M}])(?:و|ف|ب|ل|ال|وال|بال|لل)?(?:${stems.join('|')})`, 'u');
/** Counters written right after the number (an optional space between). */
const counters = (...marks: string[]) => new RegExp(`^[\\s\\u00a0]?(?:${marks.join('|')})`, 'u');

const UNIT_WORDS: Record<Unit, { near: RegExp[]; after?: RegExp }> = {
  replies: {
    near: [
      words(
        'repl(?:y|ies)\\b',
        'respuestas?',
        'r[ée]ponses?',
        'antworten?',
        'respostas?',
        'rispost[ae]',
        'reacties?',
        'reaksjes?',
        'ответ',
        'majibu',
        'jibu',
        'जवाब',
        'रिप्लाई',
      ),
      arabic('ردود', 'ردًا', 'ردا', 'رد(?![\\p{L}\\p{M}])'),
      /返信|답글|回复|回覆/u,
    ],
  },
  items: {
    near: [
      words(
        'items?\\b',
        'elementos?',
        '[ée]l[ée]ments?',
        'elemente?n?\\b',
        'eintr[äa]ge?',
        'elementi',
        'vipengee',
        'kipengee',
        'vitu',
        'элемент',
        'आइटम',
      ),
      arabic('عناصر', 'عنصر'),
      /アイテム|項目|항목|条目|项目/u,
    ],
  },
  uses: {
    near: [
      words(
        'uses?\\b',
        'usage',
        'usos?\\b',
        'utilisations?',
        'nutzungen?',
        'verwendungen?',
        'utilizz[oi]',
        'usi\\b',
        'gebruik',
        'gebrûk',
        'использован',
        'matumizi',
        'उपयोग',
        'इस्तेमाल',
      ),
      arabic('استخدامات', 'استخدام'),
    ],
    after: counters('回', '회', '次'),
  },
  days: {
    near: [
      words(
        'days?\\b',
        'd[ií]as?\\b',
        'jours?\\b',
        'tage?n?s?\\b',
        't[äa]gig',
        'giorn[oi]',
        'dag(?:en)?\\b',
        'dei(?:s|en)?\\b',
        'siku',
        'дн[еяи]',
        'день',
        'दिन',
      ),
      arabic('أيام', 'ايام', 'يومًا', 'يوما', 'يوم'),
    ],
    after: counters('日', '일', '天'),
  },
  months: {
    near: [
      words(
        'months?\\b',
        'mes(?:es)?\\b',
        'mois\\b',
        'monat',
        'm[êe]s(?:es)?\\b',
        'mesi\\b',
        'maand',
        'moanne',
        'месяц',
        'mwezi',
        'miezi',
        'महीन',
      ),
      arabic('أشهر', 'شهرين', 'شهور', 'شهر'),
    ],
    after: counters('か月', 'ヶ月', 'カ月', '개월', '个月', '個月'),
  },
  seats: {
    near: [
      words(
        'spots?\\b',
        'seats?\\b',
        'plazas?\\b',
        'places?\\b',
        'pl[äa]tze?\\b',
        'vagas?\\b',
        'post[oi]\\b',
        'plek(?:ken)?\\b',
        'plak(?:ken)?\\b',
        'мест',
        'nafasi',
        'स्थान',
        'सीट',
      ),
      arabic('مقاعد', 'مقعد', 'أماكن', 'مكان'),
      /名额|席位|자리/u,
    ],
    after: counters('枠', '席', '名'),
  },
};

/** The plan names as written in copy (the English ones stay untranslated). */
const PLAN_NAME = new RegExp(
  `(?:${PLAN_TIERS.map((tier) => tier[0]!.toUpperCase() + tier.slice(1)).join('|')})\\s*:?\\s*$`,
  'u',
);

/* ------------------------------------------------------------------------------------------
 * The scanners.
 * ---------------------------------------------------------------------------------------- */

/** Decimal digits of every script the site writes (Arabic-Indic, Devanagari, full width…). */
const DIGIT_VALUES = new Map<string, number>();
for (const system of ['latn', 'arab', 'arabext', 'deva', 'beng', 'fullwide'])
  for (let d = 0; d <= 9; d++)
    DIGIT_VALUES.set(new Intl.NumberFormat(`en-u-nu-${system}`).format(d), d);
const toNumber = (digits: string) =>
  [...digits].reduce((n, ch) => (DIGIT_VALUES.has(ch) ? n * 10 + DIGIT_VALUES.get(ch)! : n), 0);

/** Whole numbers, with group separators; never part of a decimal such as 9.99. */
const WHOLE_NUMBER =
  /(?<![\p{Nd}.,])\p{Nd}+(?:[,.\u00a0\u202f]\p{Nd}{3})*(?![\p{Nd}]|[.,]\p{Nd})/gu;
const SENTENCES = /(?<=[.!?])\s+|[。！？।؟\n]/u;
const WINDOW = 24;

/** A plan figure written next to what it counts ("500 AI replies", "7-day", "Pro 500"). */
function findPlanFigures(text: string): string[] {
  const found: string[] = [];
  for (const sentence of text.split(SENTENCES)) {
    for (const match of sentence.matchAll(WHOLE_NUMBER)) {
      const value = toNumber(match[0]);
      if (!EVERY_FIGURE.includes(value)) continue;
      const start = match.index;
      const end = start + match[0].length;
      const before = sentence.slice(Math.max(0, start - WINDOW), start);
      const after = sentence.slice(end, end + WINDOW);
      const units = (Object.keys(FIGURES) as Unit[]).filter((unit) => {
        if (!(FIGURES[unit] as readonly number[]).includes(value)) return false;
        const { near, after: counter } = UNIT_WORDS[unit];
        return (
          near.some((pattern) => pattern.test(before) || pattern.test(after)) ||
          (counter?.test(after) ?? false)
        );
      });
      const planName = PLAN_NAME.test(before);
      if (units.length || planName)
        found.push(`${match[0]} (${units.join(', ') || 'plan'}): …${before}${match[0]}${after}…`);
    }
    if (new RegExp(`(?<!\\p{Nd})${FOUNDING_DISCOUNT_PERCENT}\\s?[%٪]`, 'u').test(sentence))
      found.push(`${FOUNDING_DISCOUNT_PERCENT}% (discount): ${sentence.slice(0, 80)}`);
  }
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const spaces = (text: string) => escape(text).replace(/[\s\u00a0\u202f]/g, '[\\s\\u00a0\\u202f]?');

/** How a currency is marked in the site's languages: symbols, codes and names. */
function currencyMarks(currency: string): string[] {
  const marks = new Set<string>([currency]);
  for (const locale of ACTIVE_LANGUAGE_CODES)
    for (const display of ['symbol', 'narrowSymbol', 'name'] as const)
      for (const part of new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: display,
      }).formatToParts(2))
        if (part.type === 'currency') {
          marks.add(part.value);
          // "대한민국 원", "US dollars": the last word alone is also how people write it.
          marks.add(part.value.split(/\s+/).at(-1)!);
        }
  // Everyday marks Intl does not list.
  if (currency === 'CNY') ['元', '块'].forEach((m) => marks.add(m));
  return [...marks].sort((a, b) => b.length - a.length);
}

/** Ways an amount is written: plain, grouped in the languages' styles, with cents. */
function amountForms(amount: number): string[] {
  const forms = new Set<string>();
  const wholes = Number.isInteger(amount) ? [amount] : [Math.floor(amount), Math.round(amount)];
  for (const whole of wholes) {
    forms.add(String(whole));
    for (const locale of ['en', 'de', 'fr']) forms.add(new Intl.NumberFormat(locale).format(whole));
  }
  return [...forms].map(spaces);
}

function priceLiteral(amount: number, currency: string): RegExp {
  const marks = currencyMarks(currency).map(escape).join('|');
  const forms = amountForms(amount).join('|');
  const cents = '(?:[.,]\\p{Nd}{2})?';
  return new RegExp(
    `(?<![A-Za-z\\p{Nd}_$])(?:${marks})[\\s\\u00a0\\u202f]?(?:${forms})${cents}(?![A-Za-z\\p{Nd}_$])` +
      `|(?<![A-Za-z\\p{Nd}_$.,])(?:${forms})${cents}[\\s\\u00a0\\u202f]?(?:${marks})(?![\\p{Nd}_$\\{])`,
    'u',
  );
}

const PRICE_PATTERNS: { label: string; pattern: RegExp }[] = [
  // A plan price with its cents is unmistakable on its own: 9.99, 9,99.
  ...USD_AMOUNTS.filter((amount) => !Number.isInteger(amount)).map((amount) => ({
    label: amount.toFixed(2),
    pattern: new RegExp(
      `(?<![\\p{Nd}.,])${amount.toFixed(2).replace('.', '[.,]')}(?!\\p{Nd})`,
      'u',
    ),
  })),
  // Rounded or whole, only with a currency: $29, 29 $US, €35, 4,200円, R$ 29.
  ...USD_AMOUNTS.map((amount) => ({
    label: `USD ${amount}`,
    pattern: priceLiteral(amount, 'USD'),
  })),
  ...LOCAL_AMOUNTS.flatMap(({ currency, amounts }) =>
    amounts.map((amount) => ({
      label: `${currency} ${amount}`,
      pattern: priceLiteral(amount, currency),
    })),
  ),
];

function findPrices(text: string): string[] {
  const found: string[] = [];
  for (const { label, pattern } of PRICE_PATTERNS) {
    const match = pattern.exec(text);
    if (match)
      found.push(`${label}: …${text.slice(Math.max(0, match.index - 30), match.index + 30)}…`);
  }
  return found;
}

/* ------------------------------------------------------------------------------------------
 * The files.
 * ---------------------------------------------------------------------------------------- */

const SCANNED_FOLDERS = ['src', 'extension', 'supabase/functions'];
const SCANNED_FILES = /\.(?:ts|tsx|js|mjs|json|html|css)$/;
const EXEMPT = [
  /^src\/shared\/plans\.ts$/,
  /\.test\.tsx?$/,
  /(?:^|\/)(?:test-utils|test-support|fixtures?|__fixtures__)(?:\/|\.|$)/,
  /(?:^|\/)test-fixture\.ts$/,
  /\.d\.ts$/,
];

function filesUnder(folder: string): string[] {
  const entries = readdirSync(join(root, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && SCANNED_FILES.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.includes('node_modules') && !EXEMPT.some((rule) => rule.test(path)));
}

const LOCALE_FILE = /^(?:src\/renderer\/locales\/[^/]+|extension\/popup\/locales)\/[^/]+\.json$/;

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      leaves(inner, path ? `${path}.${key}` : key),
    );
  return [];
}

/* ------------------------------------------------------------------------------------------ */

describe('the scanners (self-test on made-up copy)', () => {
  const [free, starter, , pro] = PLAN_TIERS.map((tier) => PLAN_LIMITS[tier].dailyReplyLimit);
  const cap = MAX_REPLIES_PER_ACCOUNT_PER_DAY;
  const items = PLAN_LIMITS.free.workspaceItemLimit!;
  const price = PLAN_PRICES.creator.monthly;

  it.each([
    `Pro: ${pro} AI replies a day.`,
    `Never more than ${cap} replies on one X account.`,
    `Free ${free}, Starter ${starter} and more.`,
    `Start your ${TRIAL_DAYS}-day free trial.`,
    `Prueba gratuita de ${TRIAL_DAYS} días.`,
    `${TRIAL_DAYS}-tägige Testphase`,
    `${TRIAL_DAYS}日間の無料トライアル`,
    `${TRIAL_DAYS}일 무료 체험`,
    `免费试用 ${TRIAL_DAYS} 天`,
    `تجربة مجانية لمدة ${new Intl.NumberFormat('ar-u-nu-arab').format(TRIAL_DAYS)} أيام`,
    `Jaribio la bure la siku ${TRIAL_DAYS}`,
    `${TRIAL_DAYS} дней бесплатно`,
    `The free plan holds ${items} items.`,
    `${FREE_USES_PER_TOOL} free uses of every tool`,
    `Only ${FOUNDING_CAMPAIGN.seats} founding spots`,
    `${ANNUAL_MONTHS_FREE} months free`,
    `${FOUNDING_DISCOUNT_PERCENT}% off for founders`,
    `1日最大${cap}件の返信`,
  ])('finds a plan figure in %j', (text) => {
    expect(findPlanFigures(text)).not.toEqual([]);
  });

  it.each([
    'Title must be 5 to 120 characters.',
    'Error 404',
    'Within 2 business days',
    'Error reports are kept for 90 days.',
    'Use fewer hashtags (3 now).',
    '{{count}}-day free trial',
    `Pro: {{pro}} AI replies a day; at most {{max}} on one account.`,
    'Rate 5 out of 5',
    'Line 10 is longer than 280 characters.',
    'The time zone can change once a day, and it changed less than 24 hours ago.',
    '要在1日1回だけ',
  ])('leaves %j alone', (text) => {
    expect(findPlanFigures(text)).toEqual([]);
  });

  it.each([
    `from ${price}/month`,
    `from $${Math.round(price)}/month`,
    `à partir de ${price.toFixed(2).replace('.', ',')} $US`,
    `dès ${String(Math.floor(price))} $`,
    `ab ${LOCALIZED_MONTHLY_PRICES.de.creator} € im Monat`,
    `€${LOCALIZED_MONTHLY_PRICES.es.pro}/mes`,
    `R$ ${LOCALIZED_MONTHLY_PRICES.pt.creator}`,
    `月額${new Intl.NumberFormat('ja').format(LOCALIZED_MONTHLY_PRICES.ja.creator)}円`,
    `₩${new Intl.NumberFormat('ko').format(LOCALIZED_MONTHLY_PRICES.ko.pro)}`,
    `${LOCALIZED_MONTHLY_PRICES.zh.creator}元/月`,
    `const price = ${PLAN_PRICES.pro.annualOriginal};`,
  ])('finds a price in %j', (text) => {
    expect(findPrices(text)).not.toEqual([]);
  });

  it.each([
    'from {{price}}/month',
    "text.replace(PATTERN, '$1 ')",
    "const DUMMY_HASH = '$2b$10$o6.lyEVCXcl62HmAPh73OuQ';",
    '`${amount} ${currency}`',
    'version 1.9.99',
    'width: 29px',
    'timeout 30 000 ms',
  ])('leaves %j alone', (text) => {
    expect(findPrices(text)).toEqual([]);
  });
});

describe('no plan price or figure outside the config', () => {
  const files = SCANNED_FOLDERS.flatMap(filesUnder);

  it('scans the code and every locale', () => {
    expect(files.filter((path) => LOCALE_FILE.test(path)).length).toBeGreaterThan(15 * 10);
    expect(files).toContain('src/shared/tool-gate.ts');
    expect(files).not.toContain('src/shared/plans.ts');
  });

  it('no price is typed into code or copy (use PLAN_PRICES, chargedUsd, formatUsd)', () => {
    const problems = files.flatMap((path) =>
      findPrices(readFileSync(join(root, path), 'utf8')).map((found) => `${path}: ${found}`),
    );
    expect(problems).toEqual([]);
  });

  it('no locale string types a plan figure (pass it in as a {{placeholder}} from plans.ts)', () => {
    const problems = files
      .filter((path) => LOCALE_FILE.test(path))
      .flatMap((path) =>
        leaves(JSON.parse(readFileSync(join(root, path), 'utf8'))).flatMap(([key, text]) =>
          findPlanFigures(text).map((found) => `${path} ${key}: ${found}`),
        ),
      );
    expect(problems).toEqual([]);
  });
});
