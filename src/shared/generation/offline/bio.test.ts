import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import fixtures from '../../../../tests/fixtures/generation/bio-inputs.json';
import { ACTIVE_LANGUAGE_CODES } from '../../languages.ts';
import {
  BIO_LIMITS,
  BIO_PLATFORMS,
  BIO_STYLES,
  BioInputSchema,
  BioOptionsSchema,
  BioResultSchema,
  type BioOptions,
  type BioResult,
} from '../schemas.ts';
import { BIO_BANKS } from './bio-banks/index.ts';
import {
  bioLength,
  bioProblems,
  bioSimilarity,
  cutProblem,
  foreignWords,
  pastedBack,
  TOO_SIMILAR,
} from './bio-check.ts';
import { BIO_CONCEPTS, BIO_NICHES, CONCEPT_BY_ID } from './bio-concepts.ts';
import { readDescription } from './bio-read.ts';
import { writeBios } from './bio.ts';
import { extractEmojis } from './text.ts';

// Anything that shows as an emoji: pictographs, flag letters, skin tones, keycap marks.
const EMOJI_CHAR = /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u20E3]/u;

const options = (o: Partial<BioOptions> = {}): BioOptions => BioOptionsSchema.parse(o);
const texts = (r: BioResult) => r.bios.map((b) => b.bio);
const write = (niche: string, o: Partial<BioOptions> = {}) =>
  texts(writeBios({ niche }, options(o)));

/** Every rule a set of bios must obey. */
function checkBios(niche: string, opts: BioOptions, result: BioResult) {
  expect(BioResultSchema.safeParse(result).success).toBe(true);
  expect(result.bios).toHaveLength(3);
  expect(new Set(texts(result)).size).toBe(3);
  const styles = result.bios.map((b) => b.style);
  if (opts.style) expect(styles).toEqual([opts.style, opts.style, opts.style]);
  else expect(new Set(styles).size).toBe(3);
  const language = opts.language ?? 'en';
  const limit = BIO_LIMITS[opts.platform];
  for (const { bio, emojis_used, character_count } of result.bios) {
    // Counted as the platforms count: code points, emoji included.
    expect(character_count).toBe([...bio].length);
    expect(character_count).toBeGreaterThan(0);
    expect(character_count).toBeLessThanOrEqual(limit);
    expect(bio).toBe(bio.trim());
    expect(bio).not.toMatch(/ {2}|[^\S ]/u);
    expect(bio).not.toMatch(/\p{Cs}/u);
    // The requested language only, whole phrases, not the description pasted back.
    expect(bioProblems(bio, { language, limit, input: niche, strict: true })).toEqual([]);

    // emojis_used: unique, each present, and nothing else emoji-like left over.
    expect(new Set(emojis_used).size).toBe(emojis_used.length);
    expect(emojis_used.every((e) => bio.includes(e))).toBe(true);
    let rest = bio;
    for (const e of [...emojis_used].sort((a, b) => b.length - a.length))
      rest = rest.split(e).join('');
    expect(rest).not.toMatch(EMOJI_CHAR);
    if (!opts.emojis) expect(emojis_used).toEqual([]);
  }
}

describe('writeBios', () => {
  it('writes three bios of the chosen style, each different', () => {
    for (const style of BIO_STYLES) {
      const r = writeBios({ niche: 'Yoga teacher' }, options({ style }));
      expect(r.bios.map((b) => b.style)).toEqual([style, style, style]);
      expect(new Set(texts(r)).size).toBe(3);
    }
  });

  it('without a style picks three styles, led by what the niche and platform suggest', () => {
    const yoga = writeBios({ niche: 'Yoga teacher' }, options());
    expect(new Set(yoga.bios.map((b) => b.style)).size).toBe(3);
    expect(yoga.bios[0]!.style).toBe('inspirational');
    const lawyer = writeBios({ niche: 'corporate lawyer' }, options());
    expect(lawyer.bios[0]!.style).toBe('professional');
    const knitting = writeBios({ niche: 'knitting' }, options({ platform: 'linkedin' }));
    expect(knitting.bios[0]!.style).toBe('professional');
  });

  it('never pastes the description back, and never cuts a phrase', () => {
    const niche = "i'm a yoga teacher in lisbon who loves surfing";
    for (const platform of BIO_PLATFORMS)
      for (const bio of write(niche, { platform })) {
        expect(pastedBack(bio, niche)).toBe(false);
        expect(cutProblem(bio, 'en')).toBeNull();
        expect(bio.toLowerCase()).toContain('yoga');
      }
    // …but it says what the person does: role, place and what else they love.
    const all = write(niche).join(' ').toLowerCase();
    for (const word of ['yoga teacher', 'lisbon', 'surf']) expect(all).toContain(word);
  });

  it('keeps TikTok bios within 80 characters without cutting a phrase', () => {
    const niche = "Employment lawyer in Chicago. I explain workers' rights in plain English";
    for (const bio of write(niche, { platform: 'tiktok', style: 'trendy' })) {
      expect(bioLength(bio)).toBeLessThanOrEqual(80);
      expect(bioProblems(bio, { language: 'en', limit: 80, input: niche, strict: true })).toEqual(
        [],
      );
      expect(bio).toMatch(/lawyer/i);
    }
  });

  it('uses taglines that fit the niche, not stock lines', () => {
    const yoga = write('yoga', { style: 'trendy' });
    const lines = Object.values(BIO_BANKS.en!.lines).flat();
    const yogaLines = new Set([...BIO_BANKS.en!.lines.yoga, ...BIO_BANKS.en!.lines.wellness]);
    for (const bio of yoga) {
      expect(bio).not.toMatch(/era unlocked|main character/i);
      const used = lines.filter((l) => bio.includes(l));
      expect(used.every((l) => yogaLines.has(l))).toBe(true);
    }
    const lawyer = write('corporate lawyer, M&A and startup law').join(' ');
    expect(lawyer).not.toMatch(/snacks|magic|vibes/i);
  });

  it('writes in the requested language only, whatever the description’s language', () => {
    const descriptions = [
      "i'm a yoga teacher in lisbon who loves surfing",
      '京都でカフェを営んでいます。手作りのケーキが自慢です',
      'مدربة لياقة بدنية للأمهات الجدد',
      'Fotógrafa de bodas en Madrid',
    ];
    for (const language of ACTIVE_LANGUAGE_CODES)
      for (const niche of descriptions)
        for (const bio of write(niche, { language })) {
          expect(foreignWords(bio, language, niche)).toEqual([]);
        }
  });

  it('says the description again in the requested language', () => {
    const yoga = "i'm a yoga teacher in lisbon who loves surfing";
    expect(write(yoga, { language: 'es' }).join(' ')).toMatch(/Lisboa/);
    expect(write(yoga, { language: 'ja' }).join(' ')).toMatch(/リスボン/);
    expect(write('Fitness coach for busy moms', { language: 'de' }).join(' ')).toMatch(/für Mamas/);
    const cafe = write('京都でカフェを営んでいます。手作りのケーキが自慢です', {
      language: 'en',
    }).join(' ');
    expect(cafe).toMatch(/Kyoto/);
    expect(cafe).toMatch(/café/i);
    expect(cafe).toMatch(/cake/i);
    expect(write('pâtissier à Paris', { language: 'ar' }).join(' ')).toMatch(/باريس/);
  });

  it('keeps the person’s gender where the language marks it', () => {
    expect(write('Fotógrafa de bodas en Madrid', { language: 'es' }).join(' ')).toMatch(
      /Fotógrafa/,
    );
    expect(write('Immobilienmaklerin in München', { language: 'de' }).join(' ')).toMatch(
      /Immobilienmaklerin/,
    );
    expect(write('مدربة لياقة بدنية', { language: 'ar' }).join(' ')).toMatch(/مدربة/);
    // An English 'dog mom' is a woman: a Spanish bio says so.
    expect(write('dog mom and nurse', { language: 'es' }).join(' ')).toMatch(/enfermera/);
  });

  it('writes three clearly different bios', () => {
    for (const niche of [
      'yoga',
      'DJ',
      'Fitness coach for busy moms 💪 | Meal plans & home workouts',
      'ヨガインストラクターです',
      'Softwareentwickler und Open-Source-Enthusiast aus Berlin',
    ]) {
      const bios = write(niche, { platform: 'tiktok' });
      for (let i = 0; i < 3; i++)
        for (let j = i + 1; j < 3; j++)
          expect(bioSimilarity(bios[i]!, bios[j]!)).toBeLessThanOrEqual(TOO_SIMILAR);
    }
  });

  it('never uses an emoji when emojis are off, even the niche’s own', () => {
    const r = writeBios({ niche: '🔥🔥 GYM 🔥 GAINS 💪' }, options({ emojis: false }));
    for (const b of r.bios) {
      expect(b.emojis_used).toEqual([]);
      expect(b.bio).not.toMatch(EMOJI_CHAR);
    }
  });

  it('reports exactly the emoji a bio contains, and uses the person’s own first', () => {
    const r = writeBios({ niche: 'Chef 🇲🇽 tacos 🌮' }, options({ style: 'minimalist' }));
    expect(r.bios[0]!.bio).toContain('🇲🇽');
    for (const b of r.bios) expect(b.emojis_used).toEqual(extractEmojis(b.bio));
  });

  it('leaves links, handles and repeats out', () => {
    for (const bio of write('yoga yoga YOGA teacher https://yoga.example.com @studio')) {
      expect(bio).not.toMatch(/http|example|@studio/);
      expect(bio.match(/yoga/gi)!.length).toBeLessThanOrEqual(2);
    }
  });

  it('is deterministic', () => {
    for (const f of fixtures.slice(0, 10)) {
      const opts = options(f.options as Partial<BioOptions>);
      expect(writeBios(f.input, opts)).toEqual(writeBios(f.input, opts));
    }
  });
});

describe('reading a description', () => {
  it('finds roles, topics, audience and place in any language', () => {
    const yoga = readDescription("i'm a yoga teacher in lisbon who loves surfing");
    expect(yoga.roles.map((m) => m.concept.id)).toEqual(['yoga-teacher']);
    expect(yoga.topics.map((m) => m.concept.id)).toEqual(['surf']);
    expect(yoga.places[0]!.place?.id).toBe('Lisbon');
    expect(readDescription('Fitness coach for busy moms').audiences[0]!.concept.id).toBe(
      'aud-moms',
    );
    expect(readDescription('mum of three').roles[0]!.concept.id).toBe('mom');
    expect(readDescription('写真とカフェが好きな東京のフォトグラファー').places[0]!.place?.id).toBe(
      'Tokyo',
    );
    expect(readDescription('Immobilienmaklerin in München').gender).toBe('f');
    expect(readDescription('Fotógrafa de bodas en Madrid').language).toBe('es');
    expect(readDescription('confeiteira, bolos de aniversário').language).toBe('pt');
  });

  it('does not take a pronoun, an article or a plain sentence for a topic', () => {
    expect(readDescription("i'm a yoga teacher").topics).toEqual([]);
    expect(readDescription('te explico tus derechos').topics.map((m) => m.concept.id)).toEqual([
      'workers-rights',
    ]);
    expect(readDescription('I teach personal finance').topics.map((m) => m.concept.id)).toEqual([
      'personal-finance',
    ]);
  });
});

describe('phrase banks', () => {
  const strictOk = (text: string, language: string) => foreignWords(text, language).length === 0;

  it('has a bank for every site language', () => {
    expect(Object.keys(BIO_BANKS).sort()).toEqual([...ACTIVE_LANGUAGE_CODES].sort());
  });

  it.each(Object.entries(BIO_BANKS))(
    '%s: every line fits its niche slot and its language',
    (code, bank) => {
      for (const niche of BIO_NICHES) {
        const lines = bank.lines[niche];
        expect([3, 6], `${code} ${niche}`).toContain(lines?.length);
        for (const line of lines!) {
          expect(strictOk(line, code), `${code}: ${line}`).toBe(true);
          expect(cutProblem(line, code), `${code}: ${line}`).toBeNull();
          expect(bioLength(line), `${code}: ${line}`).toBeLessThanOrEqual(46);
        }
      }
      for (const [style, offers] of Object.entries(bank.offers)) {
        expect(BIO_STYLES).toContain(style);
        for (const offer of offers) expect(offer).toContain('{t}');
      }
      for (const platform of BIO_PLATFORMS)
        for (const cta of bank.cta[platform]) {
          expect(strictOk(cta, code), `${code}: ${cta}`).toBe(true);
          expect(cutProblem(cta, code)).toBeNull();
        }
      for (const [id, surface] of Object.entries(bank.terms)) {
        expect(CONCEPT_BY_ID.has(id), `${code}: unknown concept ${id}`).toBe(true);
        for (const form of surface.split('|'))
          expect(strictOk(form, code), `${code}: ${id}=${form}`).toBe(true);
      }
    },
  );

  it('names every role and audience in the eight main languages', () => {
    const needed = BIO_CONCEPTS.filter((c) => c.kind !== 'topic').map((c) => c.id);
    for (const code of ['en', 'es', 'pt', 'fr', 'de', 'it', 'ja', 'ar'])
      expect(
        needed.filter((id) => !(id in BIO_BANKS[code]!.terms)),
        code,
      ).toEqual([]);
  });
});

describe('bio corpus', () => {
  it('has at least 50 valid fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(50);
    for (const f of fixtures) {
      expect(BioInputSchema.safeParse(f.input).success).toBe(true);
      expect(BioOptionsSchema.safeParse(f.options).success).toBe(true);
    }
  });

  it.each(fixtures.map((f, i) => [i, f.input.niche.slice(0, 40), f] as const))(
    'fixture %i (%s) obeys every rule for every style, platform and emoji setting',
    (_i, _name, f) => {
      const input = BioInputSchema.parse(f.input);
      const own = BioOptionsSchema.parse(f.options);
      checkBios(input.niche, own, writeBios(input, own));
      for (const style of [undefined, ...BIO_STYLES]) {
        for (const platform of BIO_PLATFORMS) {
          for (const emojis of [true, false]) {
            const opts = options({ style, platform, emojis, language: own.language });
            checkBios(input.niche, opts, writeBios(input, opts));
          }
        }
      }
    },
  );

  it('property: any accepted text in any language never throws and obeys every rule', () => {
    const unit = fc.oneof(
      { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
      { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
      fc.constantFrom(' ', '  ', '\n', '🙂', '👩‍💻', '🇯🇵', '|', '!!!', 'yoga', '摄影', 'for', 'de'),
    );
    const niche = fc
      .string({ unit, minLength: 1, maxLength: 120 })
      .filter((n) => BioInputSchema.safeParse({ niche: n }).success);
    const opts = fc.record({
      style: fc.option(fc.constantFrom(...BIO_STYLES), { nil: undefined }),
      platform: fc.constantFrom(...BIO_PLATFORMS),
      emojis: fc.boolean(),
      language: fc.constantFrom(...ACTIVE_LANGUAGE_CODES),
    });
    fc.assert(
      fc.property(niche, opts, (n, o) => {
        const input = BioInputSchema.parse({ niche: n });
        const parsed = options(o);
        checkBios(input.niche, parsed, writeBios(input, parsed));
      }),
      { numRuns: 200 },
    );
  });
});
