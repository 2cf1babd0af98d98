import { describe, expect, it } from 'vitest';
import {
  COMMON_WORDS_BY_LANGUAGE,
  STOP_WORDS_BY_LANGUAGE,
  atSentenceOrClauseStart,
  atSentenceStart,
  contentWords,
  extractKeywords,
  graphemes,
  guessStopWordLanguage,
  isNonTopicWord,
  isStopword,
  splitSentences,
  urlRanges,
  words,
} from './index.ts';

describe('stop words per language', () => {
  it('has topic stop words for every language the keyword rules know', () => {
    expect(Object.keys(STOP_WORDS_BY_LANGUAGE)).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'pt',
      'ru',
      'hi',
      'ko',
      'ar',
    ]);
    expect(STOP_WORDS_BY_LANGUAGE.en).toContain("don't");
    expect(STOP_WORDS_BY_LANGUAGE.de).toContain('über');
  });

  it('matches topic stop words and filler with or without diacritics', () => {
    expect(isNonTopicWord('über')).toBe(true);
    expect(isNonTopicWord('uber')).toBe(true);
    expect(isNonTopicWord('great')).toBe(true);
    expect(isNonTopicWord('pricing')).toBe(false);
  });

  it('keeps the writers’ common-word list separate and shorter', () => {
    expect(Object.keys(COMMON_WORDS_BY_LANGUAGE)).toEqual(['en', 'es', 'pt', 'fr', 'de', 'it']);
    expect(isStopword('With')).toBe(true);
    expect(isStopword('della')).toBe(true);
    expect(isStopword('dont')).toBe(true);
    // Topic stop words that the writers still use as words.
    expect(isStopword('new')).toBe(false);
    expect(isNonTopicWord('new')).toBe(true);
  });

  it('guesses the language from its stop words', () => {
    expect(guessStopWordLanguage('The price is what we want to talk about')).toBe('en');
    expect(guessStopWordLanguage('Der Preis ist und bleibt das Thema')).toBe('de');
    expect(guessStopWordLanguage('Nous avons lancé une offre pour les équipes')).toBe('fr');
    expect(guessStopWordLanguage('🙂 1234')).toBeNull();
  });
});

describe('keywords', () => {
  it('ranks keywords with a stemmed key and a display spelling', () => {
    const keywords = extractKeywords(
      'Pricing is hard. We changed our pricing twice and the new prices confused teams.',
    );
    expect(keywords[0]).toEqual({ key: 'pric', word: 'pricing', count: 3 });
    expect(keywords.map((k) => k.key)).toContain('team');
    expect(keywords.map((k) => k.key)).not.toContain('new');
  });

  it('splits CJK text into keyword runs and skips links and mentions', () => {
    expect(extractKeywords('価格について https://example.com @someone').map((k) => k.word)).toEqual(
      ['価格'],
    );
  });

  it('lists content words in order for the writers, without stemming', () => {
    expect(contentWords('The Pricing of pricing pages, see www.example.com')).toEqual([
      'pricing',
      'pages',
      'see',
    ]);
    expect(contentWords('yoga teacher and yoga coach', { minLength: 4, limit: 2 })).toEqual([
      'teacher',
      'coach',
    ]);
  });
});

describe('sentences', () => {
  it('splits at sentence ends followed by a space, keeping numbers and links whole', () => {
    expect(splitSentences('It costs 3.5 dollars. See x.com/a! Really?\nNew line。次')).toEqual([
      'It costs 3.5 dollars.',
      'See x.com/a!',
      'Really?',
      'New line。',
      '次',
    ]);
    expect(splitSentences('  \n ')).toEqual([]);
  });

  it('knows two kinds of sentence start', () => {
    const text = 'Hi: 🙂 Anna. #Tag';
    expect(atSentenceStart(text, 0)).toBe(true);
    expect(atSentenceStart(text, text.indexOf('#Tag') + 1)).toBe(true);
    expect(atSentenceStart(text, text.indexOf('Anna'))).toBe(false);
    expect(atSentenceOrClauseStart(text, text.indexOf('Anna'))).toBe(true);
  });
});

describe('segments and links', () => {
  it('keeps emoji sequences and accented letters whole', () => {
    expect(graphemes('e\u0301👩‍💻!')).toEqual(['e\u0301', '👩‍💻', '!']);
    expect(words('Hello, wörld 42')).toEqual(['Hello', 'wörld', '42']);
  });

  it('finds link ranges without trailing punctuation', () => {
    const text = 'Read https://example.com/a-b. Then stop';
    expect(urlRanges(text)).toEqual([[5, 28]]);
  });
});
