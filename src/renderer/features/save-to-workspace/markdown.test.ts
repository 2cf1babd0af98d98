import { describe, expect, it } from 'vitest';
import {
  markdownDocument,
  markdownFacts,
  markdownList,
  markdownQuote,
  markdownSection,
} from './markdown.ts';

describe('markdown builders', () => {
  it('quotes every line, keeping blank lines inside the quote', () => {
    expect(markdownQuote('one\n\ntwo\r\nthree\n')).toBe('> one\n>\n> two\n> three');
  });

  it('lists facts, leaving out empty values', () => {
    expect(
      markdownFacts([
        { label: 'Type', value: 'Question' },
        { label: 'Empty', value: ' ' },
        { label: 'Words', value: 0 },
      ]),
    ).toBe('- **Type:** Question\n- **Words:** 0');
  });

  it('writes bullet and numbered lists', () => {
    expect(markdownList(['a', 'b'])).toBe('- a\n- b');
    expect(markdownList(['a', 'b'], true)).toBe('1. a\n2. b');
  });

  it('leaves out empty sections and joins the rest with blank lines', () => {
    expect(markdownSection('Empty', '  ')).toBe('');
    expect(
      markdownDocument([markdownSection('One', 'body'), '', markdownSection('Two', 'more')]),
    ).toBe('## One\n\nbody\n\n## Two\n\nmore\n');
  });
});
