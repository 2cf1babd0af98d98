import { describe, expect, it } from 'vitest';
import { classifyToastText } from './toast.ts';

describe('classifyToastText', () => {
  it('knows X’s refusals in English, Japanese and Arabic', () => {
    const cases: [string, string][] = [
      ['You are over the daily limit for sending posts.', 'daily-limit'],
      ['ポストの送信数が1日の上限を超えています。', 'daily-limit'],
      ['لقد تجاوزت الحد اليومي لإرسال المنشورات.', 'daily-limit'],
      [
        'This request looks like it might be automated. Please try again later.',
        'automation-flagged',
      ],
      ['このリクエストは自動化されたもののようです。', 'automation-flagged'],
      ['يبدو أن هذا الطلب آلي. يرجى المحاولة مرة أخرى لاحقًا.', 'automation-flagged'],
      ['Rate limit exceeded. Please wait a few minutes and try again.', 'rate-limited'],
      ['制限を超えました。数分待ってからもう一度お試しください。', 'rate-limited'],
      ['تم تجاوز حد المعدل. يرجى الانتظار بضع دقائق والمحاولة مرة أخرى.', 'rate-limited'],
    ];
    for (const [text, error] of cases)
      expect(classifyToastText(text), text).toEqual({ kind: 'error', error });
  });

  it('knows the confirmation, by its link or its words, and leaves the rest unknown', () => {
    expect(classifyToastText('Your post was sent. View')).toEqual({ kind: 'sent' });
    expect(classifyToastText('ポストを送信しました。 表示')).toEqual({ kind: 'sent' });
    expect(classifyToastText('تم إرسال منشورك. عرض')).toEqual({ kind: 'sent' });
    expect(classifyToastText('Anything', true)).toEqual({ kind: 'sent' });
    expect(classifyToastText('Something went wrong, but don’t fret')).toEqual({ kind: 'unknown' });
  });
});
