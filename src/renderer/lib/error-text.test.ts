// Every error a user can meet has words: each code any function, the client or sign-in can
// produce has a sentence in English (locales.test.ts then holds every language to English).
import { describe, expect, it } from 'vitest';
import { USER_FACING_ERROR_CODES } from '../../shared/contracts/errors.ts';
import { FUNCTION_CONTRACTS } from '../../shared/contracts/index.ts';
import { loadLanguage } from '../i18n/resources.ts';

describe('error codes', () => {
  it('every function answers only codes the renderer can word', () => {
    for (const contract of Object.values(FUNCTION_CONTRACTS))
      for (const code of contract.codes) expect(USER_FACING_ERROR_CODES).toContain(code);
  });

  it('has an English sentence for every code, and nothing else under errors:code', async () => {
    const english = await loadLanguage('en');
    const words = (english.errors as { code?: Record<string, unknown> }).code ?? {};
    expect(Object.keys(words).sort()).toEqual([...USER_FACING_ERROR_CODES].sort());
    for (const code of USER_FACING_ERROR_CODES) expect(String(words[code]).trim()).not.toBe('');
  });
});
