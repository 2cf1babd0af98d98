import { describe, expect, it } from 'vitest';
import type { ReplyCheck } from '../../../../shared/generation/schemas.ts';
import { replyGradeBand } from '../../../../shared/generation/schemas.ts';
import {
  criterionMessage,
  liveReplyState,
  parseRecentReplies,
  replyGradeInput,
  replyGradeOptions,
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

  it('sends the page language when it is an interface language', () => {
    expect(replyGradeOptions('ja')).toEqual({ language: 'ja' });
    expect(replyGradeOptions('swa')).toEqual({ language: 'swa' });
    expect(replyGradeOptions('en-US')).toEqual({});
    expect(replyGradeOptions('')).toEqual({});
  });

  it('colours the score: 70 green (good), 45 yellow (mediocre), below red (bad)', () => {
    expect(replyGradeBand(100)).toEqual({ band: 'good', color: 'green' });
    expect(replyGradeBand(70)).toEqual({ band: 'good', color: 'green' });
    expect(replyGradeBand(69)).toEqual({ band: 'mediocre', color: 'yellow' });
    expect(replyGradeBand(45)).toEqual({ band: 'mediocre', color: 'yellow' });
    expect(replyGradeBand(44)).toEqual({ band: 'bad', color: 'red' });
    expect(replyGradeBand(0)).toEqual({ band: 'bad', color: 'red' });
  });

  it('counts as X does (weighted), trimmed, against X’s limit of 280 with no minimum', () => {
    expect(liveReplyState('')).toEqual({ length: 0, max: 280, status: 'empty' });
    expect(liveReplyState(' 🚀🚀 ')).toEqual({ length: 4, max: 280, status: 'ok' });
    expect(liveReplyState('Nice.').status).toBe('ok');
    expect(liveReplyState('語'.repeat(140)).status).toBe('ok');
    expect(liveReplyState('語'.repeat(141)).status).toBe('over');
    expect(liveReplyState('a'.repeat(280)).status).toBe('ok');
    expect(liveReplyState('a'.repeat(281))).toEqual({ length: 281, max: 280, status: 'over' });
  });

  it('picks the sentence for a criterion from its note', () => {
    expect(
      criterionMessage({
        criterion: 'length',
        score: 0,
        note: 'over',
        params: { length: 300, max: 280 },
      }),
    ).toEqual({ key: 'criterion.length.over', values: { length: 300, max: 280 } });
    expect(criterionMessage({ criterion: 'hook', score: 9, note: 'strong', params: {} }).key).toBe(
      'criterion.hook.strong',
    );
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
