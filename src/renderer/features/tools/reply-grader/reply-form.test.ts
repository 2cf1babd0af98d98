import { describe, expect, it } from 'vitest';
import type { ReplyCheck } from '../../../../shared/generation/schemas.ts';
import {
  liveReplyState,
  parseRecentReplies,
  replyGradeInput,
  replyScoreBand,
  ruleMessage,
  validateReplyForm,
} from './reply-form.ts';

describe('reply grader form', () => {
  it('requires the post and the reply', () => {
    expect(validateReplyForm({ post: ' ', reply: '', recent: '' })).toEqual({
      post: { field: 'post', code: 'empty' },
      reply: { field: 'reply', code: 'empty' },
    });
    expect(validateReplyForm({ post: 'a post', reply: 'a reply', recent: '' })).toEqual({});
  });

  it('reads recent replies one per line, at most 50, each at most 1000 characters', () => {
    expect(parseRecentReplies(' first \n\n second\r\nthird ')).toEqual([
      'first',
      'second',
      'third',
    ]);
    const fifty = Array.from({ length: 50 }, (_, i) => `reply ${i}`).join('\n');
    expect(validateReplyForm({ post: 'p', reply: 'r', recent: fifty })).toEqual({});
    expect(
      validateReplyForm({ post: 'p', reply: 'r', recent: `${fifty}\none more` }).recent,
    ).toEqual({ field: 'recent', code: 'too-many' });
    expect(
      validateReplyForm({ post: 'p', reply: 'r', recent: `ok\n${'x'.repeat(1001)}` }).recent,
    ).toEqual({ field: 'recent', code: 'too-long', line: 2 });
  });

  it('builds the request input trimmed', () => {
    expect(replyGradeInput({ post: ' p ', reply: ' r ', recent: 'a\n\nb' })).toEqual({
      post: 'p',
      reply: 'r',
      previousReplies: ['a', 'b'],
    });
  });

  it('colours the score: 80 green, 60 yellow, below red', () => {
    expect(replyScoreBand(100)).toEqual({ band: 'good', color: 'green' });
    expect(replyScoreBand(80)).toEqual({ band: 'good', color: 'green' });
    expect(replyScoreBand(79)).toEqual({ band: 'fair', color: 'yellow' });
    expect(replyScoreBand(60)).toEqual({ band: 'fair', color: 'yellow' });
    expect(replyScoreBand(59)).toEqual({ band: 'poor', color: 'red' });
  });

  it('counts as X does (weighted), trimmed, against 200–250', () => {
    expect(liveReplyState('')).toMatchObject({ length: 0, min: 200, max: 250, status: 'empty' });
    expect(liveReplyState(' 🚀🚀 ')).toMatchObject({ length: 4, status: 'short' });
    expect(liveReplyState('語'.repeat(125)).status).toBe('ok');
    expect(liveReplyState('語'.repeat(126)).status).toBe('long');
    expect(liveReplyState('a'.repeat(200)).status).toBe('ok');
    expect(liveReplyState('a'.repeat(250)).status).toBe('ok');
    expect(liveReplyState('a'.repeat(251)).status).toBe('long');
  });

  it('finds banned punctuation while typing', () => {
    const { punctuation } = liveReplyState('Well — here is the thing: "quotes"; and don\'t');
    expect(punctuation.map((c) => c.rule)).toEqual([
      'no-dashes',
      'no-colons',
      'no-semicolons',
      'no-quotes',
    ]);
    expect(punctuation[0]!.params).toEqual({ found: '—', count: 1 });
    expect(liveReplyState("I don't mind").punctuation).toEqual([]);
  });

  it('picks the sentence for each outcome', () => {
    const check = (rule: ReplyCheck['rule'], passed: boolean, params: ReplyCheck['params']) => ({
      rule,
      passed,
      params,
    });
    expect(ruleMessage(check('length', false, { length: 120, min: 200, max: 250 }), 0)).toEqual({
      key: 'rule.length.fail',
      values: { length: 120, min: 200, max: 250 },
    });
    expect(ruleMessage(check('not-duplicate', false, { similarity: 91, index: 2 }), 5)).toEqual({
      key: 'rule.not-duplicate.fail',
      values: { similarity: 91, index: 2, number: 3, limit: 70 },
    });
    expect(ruleMessage(check('not-duplicate', true, { similarity: 0, index: -1 }), 0).key).toBe(
      'rule.not-duplicate.none',
    );
    expect(ruleMessage(check('not-duplicate', true, { similarity: 12, index: 0 }), 3).key).toBe(
      'rule.not-duplicate.pass',
    );
    expect(ruleMessage(check('on-topic', true, { overlap: 0, keywords: '' }), 0).key).toBe(
      'rule.on-topic.none',
    );
    expect(ruleMessage(check('on-topic', true, { overlap: 50, keywords: 'pricing' }), 0).key).toBe(
      'rule.on-topic.pass',
    );
  });
});
