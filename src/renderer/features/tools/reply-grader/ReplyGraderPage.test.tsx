import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests, useToastStore } from '../../../components/toasts/toast-store.ts';
import type { GenerateResponse, ReplyGradeResult } from '../../../../shared/generation/schemas.ts';
import { defaultUsage } from '../../../../shared/tool-gate.ts';
import { type InvokeFunction } from '../../../platform/index.ts';
import { resetAuthStore } from '../../../stores/auth-store.ts';
import { resetSubscriptionStore } from '../../../stores/subscription-store.ts';
import { fakePlatform, withPlatform } from '../../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor, within } from '../../../test-utils/render.tsx';
import { resetToolGateStore } from '../../tool-gate/tool-gate-store.ts';
import { resetVerificationTimers } from '../../tool-gate/use-tool-gate.ts';
import { ReplyGraderPage } from './ReplyGraderPage.tsx';
import { recordSaves } from '../../../test-utils/record-saves.ts';

const TOOL = 'reply-grader';

/** The `generate` function: answers what each test scripts; its body is { tool, input, options, deviceId }. */
const generate = vi.fn();
/** The `tool-usage` function's status: a fresh record of the tool asked for. */
const usageStatus = vi.fn((body: Record<string, unknown>) =>
  Promise.resolve({ ok: true, status: 200, data: { usage: defaultUsage(String(body.toolId)) } }),
);

// The real gate over a fake platform: `generate` as scripted, `tool-usage` status with a fresh
// record, no social proof.
withPlatform(() =>
  fakePlatform({
    invokeFunction: (async (name: string, body: Record<string, unknown>) => {
      if (name === 'generate') return generate(body);
      if (name === 'tool-usage' && body.action === 'status') return usageStatus(body);
      return new Promise(() => {});
    }) as InvokeFunction,
    toolUsage: { socialProof: async () => null, rate: async () => false },
  }),
);

/** A success answer of the `generate` function under its contract. */
function respond(
  result: ReplyGradeResult,
  engine: GenerateResponse<typeof TOOL>['engine'] = { kind: 'offline' },
) {
  const data: GenerateResponse<typeof TOOL> = {
    tool: TOOL,
    result,
    engine,
    cached: false,
    usage: defaultUsage(TOOL),
  };
  return { ok: true, status: 200, data };
}

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener() {}, removeEventListener() {} },
});

const REWRITE =
  'Three plans slowed our checkout too. We cut to two and a trial, and signups rose 18% in a month. Which plan do most teams pick today?';

const HOUSE_STYLE: ReplyGradeResult['houseStyle'] = [
  { rule: 'length', passed: false, params: { length: 96, min: 200, max: 250 } },
  { rule: 'no-dashes', passed: false, params: { found: '—, -', count: 3 } },
  { rule: 'no-colons', passed: true, params: { found: '', count: 0 } },
  { rule: 'no-semicolons', passed: false, params: { found: ';', count: 1 } },
  { rule: 'no-quotes', passed: true, params: { found: '', count: 0 } },
  { rule: 'not-duplicate', passed: false, params: { similarity: 88, index: 1 } },
  { rule: 'on-topic', passed: true, params: { overlap: 40, keywords: 'pricing, plan' } },
];

/** What the built-in grader answers: no rewrite. */
const GRADE: ReplyGradeResult = {
  score: 52,
  criteria: [
    { criterion: 'relevance', score: 8, note: 'strong', params: { keywords: 'plans' } },
    { criterion: 'specificity', score: 2, note: 'weak', params: { details: '' } },
    { criterion: 'value', score: 4, note: 'ok', params: {} },
    { criterion: 'hook', score: 3, note: 'weak', params: {} },
    { criterion: 'tone', score: 9, note: 'strong', params: {} },
    { criterion: 'length', score: 10, note: 'strong', params: { length: 44, max: 280 } },
  ],
  suggestions: [
    { id: 'add-detail', text: 'Add one concrete detail: a number, a name or a result you saw.' },
    {
      id: 'ask-question',
      text: 'End with a question the author can answer, for example about “pricing”.',
    },
  ],
  houseStyle: HOUSE_STYLE,
};
/** What a configured model answers: the same shape plus its rewrite. */
const MODEL_GRADE: ReplyGradeResult = { ...GRADE, rewrite: REWRITE };
const MODEL = { kind: 'model', provider: 'openai-compatible', model: 'fake-model' } as const;

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

async function gradeReply(
  result: ReplyGradeResult = GRADE,
  recent = 'first reply\n\nsecond reply',
  engine: GenerateResponse<typeof TOOL>['engine'] = { kind: 'offline' },
) {
  generate.mockResolvedValueOnce(respond(result, engine));
  render(<ReplyGraderPage />, { route: '/tools/reply-grader' });
  type(/The post you're replying to/, 'Our pricing page now has three plans.');
  type(/^Your reply/, 'Nice — but three plans - too many; test one.');
  type(/Your recent replies/, recent);
  fireEvent.click(screen.getByRole('button', { name: 'Grade' }));
  await screen.findByRole('heading', { name: 'Your grade' });
}

beforeEach(() => {
  resetToastsForTests();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  generate.mockReset();
  usageStatus.mockClear();
  resetVerificationTimers();
  resetToolGateStore();
  resetToastsForTests();
  resetAuthStore();
  resetSubscriptionStore();
  localStorage.clear();
});

describe('ReplyGraderPage', () => {
  it('has one h1, the fields with labels, and the allowance beside the Grade button', async () => {
    render(<ReplyGraderPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [/The post you're replying to/, /^Your reply/, /Your recent replies/])
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    const badge = within(screen.getByRole('button', { name: 'Grade' }).parentElement!).getByRole(
      'status',
    );
    expect(badge.textContent).toBe('1 free use, then 4 more when you share');
    // …of this tool.
    await waitFor(() =>
      expect(usageStatus).toHaveBeenCalledWith(
        expect.objectContaining({ action: 'status', toolId: TOOL }),
      ),
    );
  });

  it('counts the reply live against X’s 280, with no minimum and no punctuation nagging', () => {
    render(<ReplyGraderPage />);
    const counter = screen.getByTestId('reply-counter');
    expect(counter.textContent).toBe('0 / 280');
    expect(counter.getAttribute('data-status')).toBe('empty');

    // A short reply is fine on X.
    type(/^Your reply/, 'Same here — at 10:30; "really".');
    expect(counter.textContent).toBe('31 / 280 · fits on X');
    expect(counter.getAttribute('data-status')).toBe('ok');
    expect(screen.queryByText(/Remove the/)).toBeNull();

    // X's weighted count: an emoji counts 2.
    type(/^Your reply/, '🚀'.repeat(140));
    expect(counter.textContent).toBe('280 / 280 · fits on X');

    type(/^Your reply/, 'b'.repeat(281));
    expect(counter.textContent).toBe("281 / 280 · over X's limit");
    expect(counter.getAttribute('data-status')).toBe('over');
    expect(generate).not.toHaveBeenCalled();
  });

  it('shows inline errors for an empty post or reply and sends nothing', () => {
    render(<ReplyGraderPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Grade' }));
    expect(screen.getByText('Paste the post you are replying to.')).toBeTruthy();
    expect(screen.getByText('Write the reply you want graded.')).toBeTruthy();
    expect(field(/The post you're replying to/).getAttribute('aria-invalid')).toBe('true');
    expect(generate).not.toHaveBeenCalled();

    type(/The post you're replying to/, 'A post');
    expect(screen.queryByText('Paste the post you are replying to.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Grade' }));
    expect(screen.getByText('Write the reply you want graded.')).toBeTruthy();
    expect(generate).not.toHaveBeenCalled();
  });

  it('refuses more than 50 recent replies without a request', () => {
    render(<ReplyGraderPage />);
    type(/The post you're replying to/, 'A post');
    type(/^Your reply/, 'A reply');
    type(/Your recent replies/, Array.from({ length: 51 }, (_, i) => `reply ${i}`).join('\n'));
    fireEvent.click(screen.getByRole('button', { name: 'Grade' }));
    expect(screen.getByText('Keep at most 50 replies, one per line.')).toBeTruthy();
    expect(generate).not.toHaveBeenCalled();
  });

  it('sends post, reply, recent replies and the page language, then shows score, criteria and suggestions', async () => {
    await gradeReply();
    expect(generate).toHaveBeenCalledWith({
      tool: TOOL,
      input: {
        post: 'Our pricing page now has three plans.',
        reply: 'Nice — but three plans - too many; test one.',
        previousReplies: ['first reply', 'second reply'],
      },
      options: { language: 'en' },
      deviceId: expect.any(String),
    });
    const score = screen.getByRole('region', { name: 'Score' });
    expect(within(score).getByText('52/100')).toBeTruthy();
    expect(within(score).getByRole('img', { name: 'Reply score 52 out of 100' })).toBeTruthy();
    const band = within(score).getByText('Could be stronger').closest('[data-band]')!;
    expect(band.getAttribute('data-band-color')).toBe('yellow');

    const criteria = screen.getByRole('region', { name: 'What makes it work' });
    const rows = criteria.querySelectorAll('li[data-criterion]');
    expect([...rows].map((r) => r.getAttribute('data-criterion'))).toEqual([
      'relevance',
      'specificity',
      'value',
      'hook',
      'tone',
      'length',
    ]);
    const row = (id: string) => criteria.querySelector<HTMLElement>(`li[data-criterion="${id}"]`)!;
    const expected: Array<[string, string, string, string]> = [
      ['relevance', 'Relevance', '8/10', 'Engages directly with the post.'],
      ['specificity', 'Specificity', '2/10', 'Nothing concrete: no number, name or example.'],
      ['value', 'Adds something', '4/10', 'Adds a little beyond the post.'],
      ['hook', 'Invites an answer', '3/10', 'Nothing for the author to answer.'],
      ['tone', 'Tone', '9/10', 'Civil and human.'],
      ['length', 'Length for X', '10/10', '44 of 280 characters as X counts them.'],
    ];
    for (const [id, name, figure, sentence] of expected) {
      const r = row(id);
      expect(within(r).getByText(name)).toBeTruthy();
      expect(within(r).getByText(figure)).toBeTruthy();
      expect(within(r).getByText(sentence)).toBeTruthy();
      expect(within(r).getByRole('progressbar', { name: `${name} ${figure}` })).toBeTruthy();
    }

    const suggestions = screen.getByRole('region', { name: 'How to improve it' });
    const items = within(suggestions).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(GRADE.suggestions.map((s) => s.text));
    // The built-in grader writes no rewrite, so none is offered.
    expect(screen.queryByRole('region', { name: 'Suggested rewrite' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use this rewrite' })).toBeNull();
  });

  it('shows the autopilot house style apart, as an optional check', async () => {
    await gradeReply();
    const house = screen.getByRole('region', { name: 'Autopilot house style (optional)' });
    expect(
      within(house).getByText(
        "The style ReplyPilot's autopilot uses by default for the replies it posts. It is not part of the score.",
      ),
    ).toBeTruthy();
    const rows = house.querySelectorAll('li[data-rule]');
    expect([...rows].map((r) => r.getAttribute('data-rule'))).toEqual([
      'length',
      'no-dashes',
      'no-colons',
      'no-semicolons',
      'no-quotes',
      'not-duplicate',
      'on-topic',
    ]);
    const row = (rule: string) => house.querySelector<HTMLElement>(`li[data-rule="${rule}"]`)!;
    const expected: Array<[string, string, string, string]> = [
      ['length', 'Length', 'Failed', '96 characters. Aim for 200–250.'],
      ['no-dashes', 'No dashes', 'Failed', 'Remove the dashes (3 found: —, -).'],
      ['no-colons', 'No colons', 'Passed', 'No colons.'],
      ['no-semicolons', 'No semicolons', 'Failed', 'Remove the semicolons (1 found: ;).'],
      ['no-quotes', 'No quotation marks', 'Passed', 'No quotation marks.'],
      [
        'not-duplicate',
        'Original',
        'Failed',
        '88% similar to your recent reply number 2. Keep it below 70%.',
      ],
      ['on-topic', 'On topic', 'Passed', 'Talks about the post (shared key words: pricing, plan).'],
    ];
    for (const [rule, name, status, sentence] of expected) {
      const r = row(rule);
      expect(within(r).getByText(name)).toBeTruthy();
      expect(within(r).getByText(status)).toBeTruthy();
      expect(within(r).getByText(sentence)).toBeTruthy();
    }
  });

  it('shows a good grade in green and says when there is nothing to improve', async () => {
    const good: ReplyGradeResult = {
      ...GRADE,
      score: 88,
      suggestions: [],
      houseStyle: HOUSE_STYLE.map((c) =>
        c.rule === 'not-duplicate'
          ? { ...c, passed: true, params: { similarity: 0, index: -1 } }
          : { ...c, passed: true },
      ),
    };
    await gradeReply(good, '');
    expect(generate.mock.calls[0]![0].input.previousReplies).toEqual([]);
    expect(
      screen.getByText('Nothing to improve: this reply already does what works on X.'),
    ).toBeTruthy();
    const band = screen.getByText('Ready to post').closest('[data-band]')!;
    expect(band.getAttribute('data-band-color')).toBe('green');
    expect(screen.getByText('No recent replies to compare with.')).toBeTruthy();
  });

  it('shows a bad grade in red', async () => {
    await gradeReply({ ...GRADE, score: 20 });
    const band = screen.getByText('Rework before posting').closest('[data-band]')!;
    expect(band.getAttribute('data-band-color')).toBe('red');
  });

  it('shows the model’s rewrite, copies it and says Copied for 2 seconds', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await gradeReply(MODEL_GRADE, undefined, MODEL);
    vi.useFakeTimers();
    const rewrite = screen.getByRole('region', { name: 'Suggested rewrite' });
    expect(
      within(rewrite).getByText(
        'Written by the AI model from your reply. Read it before you post it.',
      ),
    ).toBeTruthy();
    expect(within(rewrite).getByText(REWRITE)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(rewrite).getByRole('button', { name: 'Copy rewrite' }));
    });
    expect(writeText).toHaveBeenCalledWith(REWRITE);
    expect(within(rewrite).getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(within(rewrite).getByRole('button', { name: 'Copy rewrite' })).toBeTruthy();
  });

  it('reports a refused copy with the Copy Failed toast', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await gradeReply(MODEL_GRADE, undefined, MODEL);
    const rewrite = screen.getByRole('region', { name: 'Suggested rewrite' });
    await act(async () => {
      fireEvent.click(within(rewrite).getByRole('button', { name: 'Copy rewrite' }));
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Copy Failed',
      description: 'Unable to copy to clipboard. Please select and copy manually.',
      variant: 'destructive',
    });
  });

  it('puts the rewrite into the reply field with Use this rewrite', async () => {
    await gradeReply(MODEL_GRADE, undefined, MODEL);
    fireEvent.click(screen.getByRole('button', { name: 'Use this rewrite' }));
    const reply = field(/^Your reply/);
    expect(reply.value).toBe(REWRITE);
    expect(document.activeElement).toBe(reply);
    expect(screen.getByTestId('reply-counter').getAttribute('data-status')).toBe('ok');
  });
});

describe('saving a grade to the Workspace', () => {
  it('saves the reply as graded with its score, criteria, suggestions and rewrite', async () => {
    const saved = recordSaves();
    await gradeReply(MODEL_GRADE, '', MODEL);
    // The reply field changes after grading (a rewrite used): the save keeps what was graded.
    fireEvent.click(screen.getByRole('button', { name: 'Use this rewrite' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save to Workspace' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [item] = saved;
    expect(item).toMatchObject({
      toolName: TOOL,
      contentType: 'other',
      title: '',
      metadata: {
        language: 'en',
        score: 52,
        band: 'mediocre',
        criteria: { relevance: 8, specificity: 2, value: 4, hook: 3, tone: 9, length: 10 },
        suggestions: ['add-detail', 'ask-question'],
        rewrite: true,
        engine: 'model',
      },
    });
    const content = item!.content;
    expect(content).toContain(
      "## The post you're replying to\n\n> Our pricing page now has three plans.",
    );
    expect(content).toContain('## Your reply\n\n> Nice — but three plans - too many; test one.');
    expect(content).toContain('## Score\n\n52/100 · Could be stronger');
    expect(content).toContain('- **Relevance:** 8/10 · Engages directly with the post.');
    expect(content).toContain(
      '## How to improve it\n\n1. Add one concrete detail: a number, a name or a result you saw.',
    );
    expect(content).toContain(`## Suggested rewrite\n\n> ${REWRITE}`);
  });
});
