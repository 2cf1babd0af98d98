import { describe, expect, it } from 'vitest';
import { bioInputProblem } from './bio-input.ts';

describe('bioInputProblem', () => {
  it.each([
    'a',
    'b.',
    'x',
    '!!!',
    '?',
    '...',
    '12345',
    '😂😂😂',
    '🔥 100 🔥',
    '🐶🐱🐰',
    'asdfghjkl',
    'qwertz',
    'zxcvbnm',
    'jjjjjjj',
    'sdkjfhskdjfh',
    'haha',
    'jajaja',
    'lol',
    'ㅋㅋㅋ',
    '哈哈哈',
    'ははは',
    'x y z',
    'yo',
    'https://example.com',
    '@handle',
    'hello@studio.design',
  ])('refuses %j', (text) => {
    expect(bioInputProblem(text)).toBe('junk');
  });

  it.each([
    'yoga',
    'DJ',
    'UX',
    'ai',
    'Go dev',
    '猫',
    '健身教练',
    'ヨガインストラクターです',
    '요가 강사',
    'مدربة لياقة',
    'योग शिक्षक',
    'фотограф',
    'mama',
    'hija',
    'destreza',
    'hahaha yoga',
    'Ceramics studio number 0',
    'rate 12',
    'Barista at @bluebottle',
    '--- fitness ### coach !!!',
  ])('accepts %j', (text) => {
    expect(bioInputProblem(text)).toBeNull();
  });
});
