import { describe, expect, it } from 'vitest';
import { templateProblems } from './viral-template.ts';

describe('templateProblems', () => {
  it('accepts well-formed templates in several languages', () => {
    expect(templateProblems('I [did X] for [time] and [result].', 'en')).toEqual([]);
    expect(
      templateProblems('[Number] ways to [get a result]:\n\n1. [Point 1]\n2. [Point 2]', 'en'),
    ).toEqual([]);
    expect(templateProblems('Hace [un tiempo], [tomé una decisión valiente].', 'es')).toEqual([]);
    expect(templateProblems('[少し前]、私は[大胆な決断]をした。', 'ja')).toEqual([]);
    expect(templateProblems('لا أحد يتحدث عن [الجانب الخفي من موضوعك].', 'ar')).toEqual([]);
    expect(templateProblems('¿[Una pregunta para tus lectores]?', 'es')).toEqual([]);
  });

  it('finds the broken template of the user test: a fragment of the post around a slot', () => {
    // Spliced from an English post, on a Spanish page: the post's words are not the page's.
    expect(templateProblems('So I [topic] applying to jobs every single day.', 'es')).toContain(
      'wrong-language',
    );
    // A slot stuck to a word, two slots side by side, a lower-case line start.
    expect(templateProblems('[topic]s are [name] [topic] for the [topic].', 'en')).toEqual([
      'glued-slot',
      'adjacent-slots',
      'sentence-start',
    ]);
  });

  it('finds unbalanced, nested and empty slots, and a template with nothing to fill', () => {
    expect(templateProblems('Start [here and never close.', 'en')).toContain('unbalanced');
    expect(templateProblems('Close] what was never opened.', 'en')).toContain('unbalanced');
    expect(templateProblems('A question about [your [topic]]?', 'en')).toContain('nested');
    expect(templateProblems('Tell me about [] today.', 'en')).toEqual(['empty-slot', 'no-slot']);
    expect(templateProblems('Just a sentence.', 'en')).toEqual(['no-slot']);
  });

  it('finds sentences that end on a word that cannot end one', () => {
    expect(templateProblems('I went to [a place] and.', 'en')).toContain('dangling-word');
    expect(templateProblems('[Tema] es lo mejor de.', 'es')).toContain('dangling-word');
    expect(templateProblems('[テーマ]を。', 'ja')).toContain('dangling-word');
    // A question or a plain last word is fine.
    expect(templateProblems('What about [you]?', 'en')).toEqual([]);
  });

  it('attaches particles to slots in Japanese, Chinese and Korean', () => {
    expect(templateProblems('[期間]で[成果]を出す方法：', 'ja')).toEqual([]);
    expect(templateProblems('[원하는 결과]를 얻는 [숫자]가지 방법:', 'ko')).toEqual([]);
  });

  it('limits the length', () => {
    expect(templateProblems(`[Point] ${'a '.repeat(1100)}`, 'en')).toContain('too-long');
  });
});
