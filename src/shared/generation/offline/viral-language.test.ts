import { describe, expect, it } from 'vitest';
import { ownProse, proseLanguageProblem } from './viral-language.ts';

describe('proseLanguageProblem', () => {
  it('accepts prose in the page language, whatever the quoted post says', () => {
    expect(proseLanguageProblem('The opening “¿Por qué fracasan?” is a question hook.', 'en')).toBe(
      null,
    );
    expect(
      proseLanguageProblem('冒頭の「Why do creators quit?」は質問タイプのフックです。', 'ja'),
    ).toBe(null);
    expect(proseLanguageProblem('الافتتاحية «Why do creators quit?» من نوع «سؤال».', 'ar')).toBe(
      null,
    );
    expect(proseLanguageProblem('La apertura es un gancho de tipo pregunta.', 'es')).toBe(null);
    expect(proseLanguageProblem('De iepening is in hook fan it type fraach.', 'fri')).toBe(null);
    expect(proseLanguageProblem('Mwanzo ni kivutio cha aina ya swali.', 'swa')).toBe(null);
  });

  it('finds English prose on other pages', () => {
    const english = 'The opening is a question hook and it uses a number.';
    expect(proseLanguageProblem(english, 'ja')).toMatch(/script/u);
    expect(proseLanguageProblem(english, 'ru')).toMatch(/script/u);
    expect(proseLanguageProblem(english, 'es')).toBe('reads as en');
    expect(proseLanguageProblem(english, 'de')).toBe('reads as en');
  });

  it('tells Japanese from Chinese by the kana', () => {
    expect(proseLanguageProblem('开头属于提问型钩子，用到了数字。', 'ja')).toMatch(/kana/u);
    expect(proseLanguageProblem('冒頭は質問タイプのフックです。', 'zh')).not.toBe(null);
  });

  it('says nothing about text too short to tell or made only of names and figures', () => {
    expect(proseLanguageProblem('Curiosity', 'es')).toBe(null);
    expect(proseLanguageProblem('LinkedIn · 8/10 · 😂', 'ar')).toBe(null);
  });

  it('leaves quotations, links, handles and tags out of the writer’s own prose', () => {
    const own = ownProse('See “this post” at https://x.co/a by @jane #growth');
    expect(own.replace(/\s+/gu, ' ').trim()).toBe('See at by');
  });
});
