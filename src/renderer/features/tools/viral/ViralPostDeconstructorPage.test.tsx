import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests, useToastStore } from '../../../components/toasts/toast-store.ts';
import type { GenerateResponse, ViralResult } from '../../../../shared/generation/schemas.ts';
import { BUILT_ROUTES, ROUTES, type RouteEntry } from '../../../../shared/routes.ts';
import { defaultUsage } from '../../../../shared/tool-gate.ts';
import { type InvokeFunction } from '../../../platform/index.ts';
import { resetAuthStore } from '../../../stores/auth-store.ts';
import { resetSubscriptionStore } from '../../../stores/subscription-store.ts';
import { fakePlatform, withPlatform } from '../../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor, within } from '../../../test-utils/render.tsx';
import { resetToolGateStore } from '../../tool-gate/tool-gate-store.ts';
import { resetVerificationTimers } from '../../tool-gate/use-tool-gate.ts';
import { ViralPostDeconstructorPage } from './ViralPostDeconstructorPage.tsx';
import { FIXTURE_TEMPLATE_EN, viralResult } from './test-fixture.ts';
import { recordSaves } from '../../../test-utils/record-saves.ts';

const TOOL = 'viral-post-deconstructor';

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

/** Scripts the next success answer of the `generate` function under its contract. */
function respond(result: ViralResult, cached = false) {
  const data: GenerateResponse<typeof TOOL> = {
    tool: TOOL,
    result,
    engine: { kind: 'offline' },
    cached,
    usage: defaultUsage(TOOL),
  };
  generate.mockResolvedValueOnce({ ok: true, status: 200, data });
}

async function analyze(result: ViralResult = viralResult(), options: { cached?: boolean } = {}) {
  respond(result, options.cached);
  render(<ViralPostDeconstructorPage />, { route: '/viral-post-deconstructor' });
  fireEvent.change(screen.getByRole('textbox', { name: /Post or video transcript/ }), {
    target: { value: 'Stop posting every day. Here is why.' },
  });
  fireEvent.change(screen.getByRole('combobox', { name: 'Platform' }), {
    target: { value: 'linkedin' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Analyze' }));
  await screen.findByRole('heading', { name: 'Viral DNA Score' });
}

const card = (title: string) => screen.getByRole('region', { name: title }) as HTMLElement;

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener() {}, removeEventListener() {} },
});

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

describe('ViralPostDeconstructorPage', () => {
  it('has one h1, the form, and the allowance beside the Analyze button', async () => {
    render(<ViralPostDeconstructorPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Post or video transcript/ })).toBeTruthy();
    const badge = within(screen.getByRole('button', { name: 'Analyze' }).parentElement!).getByRole(
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

  it('shows an inline error and sends nothing when the post is empty', () => {
    render(<ViralPostDeconstructorPage />);
    fireEvent.change(screen.getByRole('textbox', { name: /Post or video transcript/ }), {
      target: { value: '   ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(screen.getByText('Paste the post or transcript you want to analyze.')).toBeTruthy();
    expect(generate).not.toHaveBeenCalled();
  });

  it('sends the post, platform and page language, then renders every result card', async () => {
    await analyze();
    expect(generate).toHaveBeenCalledWith({
      tool: TOOL,
      input: { content: 'Stop posting every day. Here is why.', platform: 'linkedin' },
      options: { language: 'en' },
      deviceId: expect.any(String),
    });
    for (const title of [
      'Viral DNA Score',
      'Hook Analysis',
      'Pacing & Rhythm',
      'Emotional Triggers',
      'Call-to-Action Analysis',
      'Content Structure',
      'Reusable Template',
      'Expert Recommendations',
      'Key Takeaways',
    ])
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();

    // The offline writer's notes, rendered in the page's language.
    const hook = card('Hook Analysis');
    for (const text of [
      'Contrarian',
      '9',
      '8.5/10',
      'Pattern interrupt: it challenges something readers believe.',
      'The opening “Stop posting every day.” is a contrarian hook. Its length reads at a glance.',
    ])
      expect(within(hook).getByText(text)).toBeTruthy();
    const emotion = card('Emotional Triggers');
    for (const text of [
      'Surprise',
      'Curiosity',
      '7/10',
      'The main emotion is surprise, carried by “🤯”.',
    ])
      expect(within(emotion).getByText(text)).toBeTruthy();
    const cta = card('Call-to-Action Analysis');
    for (const text of ['Question', 'End', '6/10'])
      expect(within(cta).getByText(text)).toBeTruthy();
    const structure = card('Content Structure');
    for (const text of [
      'List',
      'A contrarian hook: “Stop posting every day.”',
      'A list of 3 points, one per line.',
      'Ends with a question: “Would you try it?”',
      'contrarian hook → list → closing question',
    ])
      expect(within(structure).getByText(text)).toBeTruthy();
    expect(
      within(card('Reusable Template')).getByText(/^Unpopular opinion: \[a common belief/u),
    ).toBeTruthy();
    // A model's sentences are shown as it wrote them.
    expect(within(card('Expert Recommendations')).getByText('End with a question.')).toBeTruthy();
    expect(within(card('Key Takeaways')).getByText('Lists are easy to skim.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\(\s*\)|\[\s*\]|“\s*”|\{\{/u);
    expect(within(card('Viral DNA Score')).getByText('84/100')).toBeTruthy();
    expect(screen.queryByText('Cached Result')).toBeNull();
  });

  it.each([
    [59, 'moderate', 'orange'],
    [60, 'strong', 'yellow'],
    [79, 'strong', 'yellow'],
    [80, 'exceptional', 'green'],
  ])('score %i shows the band %s in %s', async (score, band, color) => {
    await analyze(viralResult({ viralDnaScore: score }));
    const scoreCard = card('Viral DNA Score');
    const badge = within(scoreCard).getByText(band).closest('[data-band]')!;
    expect(badge.getAttribute('data-band-color')).toBe(color);
    expect(badge.getAttribute('style')).toContain(`--mantine-color-${color}`);
    expect(
      within(scoreCard).getByRole('img', { name: `Viral DNA Score ${score} out of 100` }),
    ).toBeTruthy();
  });

  it('shows cuts per second and speed vs average only when present', async () => {
    await analyze();
    let pacing = card('Pacing & Rhythm');
    expect(within(pacing).getByText('Cuts per second')).toBeTruthy();
    expect(within(pacing).getByText('1.4')).toBeTruthy();
    expect(within(pacing).getByText('35% faster than average')).toBeTruthy();
    cleanup();

    await analyze(
      viralResult({
        pacingAnalysis: { tempo: 'medium', description: [{ text: 'One idea per paragraph.' }] },
      }),
    );
    pacing = card('Pacing & Rhythm');
    expect(within(pacing).getByText('Medium')).toBeTruthy();
    expect(within(pacing).getByText('One idea per paragraph.')).toBeTruthy();
    expect(within(pacing).queryByText('Cuts per second')).toBeNull();
    expect(within(pacing).queryByText('Speed vs average')).toBeNull();
  });

  it('shows the Cached Result badge when the server served a cached result', async () => {
    await analyze(viralResult(), { cached: true });
    expect(screen.getByText('Cached Result')).toBeTruthy();
  });

  it('copies the template with a toast and says Copied for 2 seconds', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await analyze();
    vi.useFakeTimers();
    const template = card('Reusable Template');
    await act(async () => {
      fireEvent.click(within(template).getByRole('button', { name: 'Copy template' }));
    });
    expect(writeText).toHaveBeenCalledWith(FIXTURE_TEMPLATE_EN);
    expect(within(template).getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Template Copied',
      description: 'Viral template copied to clipboard',
      variant: 'success',
    });
    act(() => vi.advanceTimersByTime(1_999));
    expect(within(template).getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(template).getByRole('button', { name: 'Copy template' })).toBeTruthy();
  });

  it('says Copy Failed when the clipboard refuses', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await analyze();
    const template = card('Reusable Template');
    await act(async () => {
      fireEvent.click(within(template).getByRole('button', { name: 'Copy template' }));
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Copy Failed',
      description: 'Unable to copy to clipboard. Please select and copy manually.',
      variant: 'destructive',
    });
    expect(within(template).getByRole('button', { name: 'Copy template' })).toBeTruthy();
  });

  it('shows no follow-up panel while none of its target pages is built', async () => {
    await analyze();
    // None of the three target pages is built yet (src/shared/routes.ts).
    expect(screen.queryByRole('heading', { name: 'Take it further' })).toBeNull();
    expect(screen.queryByText('Write a post from this template')).toBeNull();
    expect(screen.queryByText('Repurpose this structure')).toBeNull();
    // Nor any card in its place: the panel's heading and entries are all absent (above), and
    // the locales have no placeholder text for an unbuilt follow-up to show.
  });
});

describe('ViralPostDeconstructorPage follow-ups to built pages', () => {
  // The route table's built list, with the viral content generator built for this test only
  // (restored afterwards: the module is shared by the test files of this worker).
  const built = BUILT_ROUTES as RouteEntry[];
  beforeEach(() => {
    built.push({ ...ROUTES.find((r) => r.path === '/viral-content-generator')!, status: 'built' });
  });
  afterEach(() => {
    built.splice(
      built.findIndex((r) => r.path === '/viral-content-generator'),
      1,
    );
  });

  it('links a built target with the result in its query, localized', async () => {
    respond(viralResult());
    render(<ViralPostDeconstructorPage />, { route: '/fr/viral-post-deconstructor' });
    fireEvent.change(screen.getByRole('textbox', { name: /Post or video transcript/ }), {
      target: { value: 'A post' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    const link = await screen.findByRole('link', {
      name: /Generate viral content with this trigger/,
    });
    expect(link.getAttribute('href')).toBe(
      '/fr/viral-content-generator?score=84&trigger=surprise&from=deconstructor',
    );
    // The two unbuilt targets are neither linked nor mentioned.
    expect(document.querySelectorAll('li[data-follow-up]')).toHaveLength(1);
    expect(screen.queryByText('Write a post from this template')).toBeNull();
  });
});

describe('saving an analysis to the Workspace', () => {
  it('saves the post and every card as Markdown, with the figures as metadata', async () => {
    const saved = recordSaves();
    await analyze();
    fireEvent.click(screen.getByRole('button', { name: 'Save to Workspace' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [item] = saved;
    expect(item).toMatchObject({
      toolName: TOOL,
      contentType: 'other',
      title: '',
      metadata: {
        platform: 'linkedin',
        language: 'en',
        score: 84,
        hookType: 'contrarian',
        primaryEmotion: 'surprise',
        engine: 'offline',
      },
    });
    expect(item!.content).toContain(
      '## Post or video transcript\n\n> Stop posting every day. Here is why.',
    );
    expect(item!.content).toContain('## Viral DNA Score\n\n84/100 · Viral potential: ');
    for (const heading of [
      'Hook Analysis',
      'Pacing & Rhythm',
      'Emotional Triggers',
      'Call-to-Action Analysis',
      'Content Structure',
      'Reusable Template',
      'Expert Recommendations',
      'Key Takeaways',
    ])
      expect(item!.content).toContain(`\n## ${heading}\n`);
    expect(item!.content).toContain('- **Word count:** 9');
  });
});
