import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests, useToastStore } from '../../../components/toasts/toast-store.ts';
import type { GenerateResponse, ReplyGradeResult } from '../../../../shared/generation/schemas.ts';
import { defaultUsage } from '../../../../shared/tool-gate.ts';
import type { InvokeFunction } from '../../../platform/index.ts';
import { resetAuthStore } from '../../../stores/auth-store.ts';
import { resetSubscriptionStore } from '../../../stores/subscription-store.ts';
import { fakePlatform, withPlatform } from '../../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor, within } from '../../../test-utils/render.tsx';
import { resetToolGateStore } from '../../tool-gate/tool-gate-store.ts';
import { resetVerificationTimers } from '../../tool-gate/use-tool-gate.ts';
import { ReplyGraderPage } from './ReplyGraderPage.tsx';

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
function respond(result: ReplyGradeResult) {
  const data: GenerateResponse<typeof TOOL> = {
    tool: TOOL,
    result,
    engine: { kind: 'offline' },
    cached: false,
    usage: defaultUsage(TOOL),
  };
  return { ok: true, status: 200, data };
}

/** The gate's usage banner (the ToolWrapper's), whose parent holds the tool. */
const usageBanner = () =>
  screen.getByText('0 of 5 free uses used').closest<HTMLElement>('[role="status"]')!;

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener() {}, removeEventListener() {} },
});

const REWRITE =
  'Pricing pages convert better when the cheapest plan is the obvious default, and your numbers show it. I would test one plan with a trial before adding a third tier, because every extra choice slows people down at checkout.';

const GRADE: ReplyGradeResult = {
  score: 43,
  checks: [
    { rule: 'length', passed: false, params: { length: 96, min: 200, max: 250 } },
    { rule: 'no-dashes', passed: false, params: { found: '—, -', count: 3 } },
    { rule: 'no-colons', passed: true, params: { found: '', count: 0 } },
    { rule: 'no-semicolons', passed: false, params: { found: ';', count: 1 } },
    { rule: 'no-quotes', passed: true, params: { found: '', count: 0 } },
    { rule: 'not-duplicate', passed: false, params: { similarity: 88, index: 1 } },
    { rule: 'on-topic', passed: true, params: { overlap: 40, keywords: 'pricing, plan' } },
  ],
  fixes: ['Add about 110 characters.', 'Replace the dashes with commas.'],
  rewrite: REWRITE,
};

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

async function gradeReply(
  result: ReplyGradeResult = GRADE,
  recent = 'first reply\n\nsecond reply',
) {
  generate.mockResolvedValueOnce(respond(result));
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
  it('has one h1, the fields with labels, and the usage badge inside the tool wrapper', async () => {
    render(<ReplyGraderPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The wrapper: its usage banner, then the tool beside it.
    const banner = usageBanner();
    expect(within(banner).getByText('Try your first free generation!')).toBeTruthy();
    const wrapper = banner.parentElement!;
    for (const name of [/The post you're replying to/, /^Your reply/, /Your recent replies/])
      expect(within(wrapper).getByRole('textbox', { name })).toBeTruthy();
    const badge = within(screen.getByRole('button', { name: 'Grade' }).parentElement!).getByRole(
      'status',
    );
    expect(wrapper.contains(badge)).toBe(true);
    expect(badge.textContent).toBe('Try your first free generation!');
    // …of this tool.
    await waitFor(() =>
      expect(usageStatus).toHaveBeenCalledWith(
        expect.objectContaining({ action: 'status', toolId: TOOL }),
      ),
    );
  });

  it('counts the reply live against 200–250 and colours it outside the range', () => {
    render(<ReplyGraderPage />);
    const counter = screen.getByTestId('reply-counter');
    expect(counter.textContent).toBe('0 / 200–250');
    expect(counter.getAttribute('data-status')).toBe('empty');

    type(/^Your reply/, 'a'.repeat(120));
    expect(counter.textContent).toBe('120 / 200–250 · too short');
    expect(counter.getAttribute('data-status')).toBe('short');

    // X's weighted count: an emoji counts 2.
    type(/^Your reply/, '🚀'.repeat(110));
    expect(counter.textContent).toBe('220 / 200–250 · good length');
    expect(counter.getAttribute('data-status')).toBe('ok');

    type(/^Your reply/, 'b'.repeat(251));
    expect(counter.textContent).toBe('251 / 200–250 · too long');
    expect(counter.getAttribute('data-status')).toBe('long');
    expect(generate).not.toHaveBeenCalled();
  });

  it('hints at banned punctuation while typing, without a request', () => {
    render(<ReplyGraderPage />);
    const hints = screen.getByRole('status', { name: 'Punctuation to remove' });
    expect(hints.textContent).toBe('');
    type(/^Your reply/, 'Fair point — though: "pricing" matters; a lot');
    expect(within(hints).getByText('Remove the dashes (1 found: —).')).toBeTruthy();
    expect(within(hints).getByText('Remove the colons (1 found: :).')).toBeTruthy();
    expect(within(hints).getByText('Remove the semicolons (1 found: ;).')).toBeTruthy();
    expect(within(hints).getByText('Remove the quotation marks (2 found: ").')).toBeTruthy();
    type(/^Your reply/, "Fair point, pricing matters and I don't disagree");
    expect(hints.textContent).toBe('');
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

  it('sends post, reply and recent replies, then shows the score and one row per rule', async () => {
    await gradeReply();
    expect(generate).toHaveBeenCalledWith({
      tool: TOOL,
      input: {
        post: 'Our pricing page now has three plans.',
        reply: 'Nice — but three plans - too many; test one.',
        previousReplies: ['first reply', 'second reply'],
      },
      options: {},
      deviceId: expect.any(String),
    });
    const score = screen.getByRole('region', { name: 'Score' });
    expect(within(score).getByText('43/100')).toBeTruthy();
    expect(within(score).getByRole('img', { name: 'Reply score 43 out of 100' })).toBeTruthy();
    const band = within(score).getByText('Needs work').closest('[data-band]')!;
    expect(band.getAttribute('data-band-color')).toBe('red');

    const rules = screen.getByRole('region', { name: 'Rules' });
    const rows = rules.querySelectorAll('li[data-rule]');
    expect([...rows].map((r) => r.getAttribute('data-rule'))).toEqual([
      'length',
      'no-dashes',
      'no-colons',
      'no-semicolons',
      'no-quotes',
      'not-duplicate',
      'on-topic',
    ]);
    const row = (rule: string) => rules.querySelector<HTMLElement>(`li[data-rule="${rule}"]`)!;
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

    const fixes = screen.getByRole('region', { name: 'What to fix' });
    expect(within(fixes).getByText('Add about 110 characters.')).toBeTruthy();
    expect(within(fixes).getByText('Replace the dashes with commas.')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Suggested rewrite' })).getByText(REWRITE),
    ).toBeTruthy();
  });

  const ALL_PASS: ReplyGradeResult = {
    score: 100,
    checks: GRADE.checks.map((c) =>
      c.rule === 'not-duplicate'
        ? { ...c, passed: true, params: { similarity: 0, index: -1 } }
        : { ...c, passed: true },
    ),
    fixes: [],
    rewrite: REWRITE,
  };

  it('shows a passing grade in green with nothing to fix', async () => {
    await gradeReply(ALL_PASS);
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(within(rules).getAllByText('Passed')).toHaveLength(7);
    expect(
      within(rules).getByText('Different from your recent replies (closest match 0% similar).'),
    ).toBeTruthy();
    expect(screen.getByText('Nothing to fix. This reply passes every rule.')).toBeTruthy();
    const band = screen.getByText('Ready to post').closest('[data-band]')!;
    expect(band.getAttribute('data-band-color')).toBe('green');
  });

  it('says there was nothing to compare when no recent replies were given', async () => {
    await gradeReply(ALL_PASS, '');
    expect(generate.mock.calls[0]![0].input.previousReplies).toEqual([]);
    expect(screen.getByText('No recent replies to compare with.')).toBeTruthy();
  });

  it('copies the rewrite and says Copied for 2 seconds', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await gradeReply();
    vi.useFakeTimers();
    const rewrite = screen.getByRole('region', { name: 'Suggested rewrite' });
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
    await gradeReply();
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
    await gradeReply();
    fireEvent.click(screen.getByRole('button', { name: 'Use this rewrite' }));
    const reply = field(/^Your reply/);
    expect(reply.value).toBe(REWRITE);
    expect(document.activeElement).toBe(reply);
    expect(screen.getByTestId('reply-counter').getAttribute('data-status')).toBe('ok');
    expect(screen.getByRole('status', { name: 'Punctuation to remove' }).textContent).toBe('');
  });
});
