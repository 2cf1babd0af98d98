import { act, cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests, useToastStore } from '../../../components/toasts/toast-store.ts';
import type { ViralResult } from '../../../../shared/generation/schemas.ts';
import { fireEvent, render, screen, within } from '../../../test-utils/render.tsx';
import { ViralPostDeconstructorPage } from './ViralPostDeconstructorPage.tsx';
import { viralResult } from './test-fixture.ts';

const generate = vi.fn();
vi.mock('../../tool-gate/ToolWrapper.tsx', () => ({
  ToolWrapper: ({ children }: { children: ReactNode }) => (
    <div data-testid="wrapper">{children}</div>
  ),
}));
vi.mock('../../tool-gate/use-tool-generation.ts', () => ({
  useToolGeneration: (toolId: string) => ({
    generate: (...args: unknown[]) => generate(toolId, ...args),
    pending: false,
  }),
}));
vi.mock('../../tool-gate/UsageIndicator.tsx', () => ({
  UsageIndicator: ({ toolId }: { toolId: string }) => <span>usage of {toolId}</span>,
}));
vi.mock('../../tool-gate/EngineNote.tsx', () => ({
  EngineNote: ({ cached }: { cached: boolean }) => (cached ? <span>Cached Result</span> : null),
}));

function respond(result: ViralResult, cached = false) {
  generate.mockResolvedValueOnce({
    result,
    engine: { kind: 'offline' },
    cached,
    usage: {},
  });
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
  generate.mockReset();
  resetToastsForTests();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ViralPostDeconstructorPage', () => {
  it('has one h1, the form inside the tool wrapper and the usage badge', () => {
    render(<ViralPostDeconstructorPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const wrapper = screen.getByTestId('wrapper');
    expect(within(wrapper).getByRole('button', { name: 'Analyze' })).toBeTruthy();
    expect(within(wrapper).getByText('usage of viral-post-deconstructor')).toBeTruthy();
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

  it('sends the post and platform, then renders every result card', async () => {
    await analyze();
    expect(generate).toHaveBeenCalledWith(
      'viral-post-deconstructor',
      { content: 'Stop posting every day. Here is why.', platform: 'linkedin' },
      {},
    );
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

    const hook = card('Hook Analysis');
    for (const text of ['Contrarian statement', '9', '8.5/10', 'Curiosity gap'])
      expect(within(hook).getByText(text)).toBeTruthy();
    const emotion = card('Emotional Triggers');
    for (const text of ['Surprise', 'Belonging', '7/10'])
      expect(within(emotion).getByText(text)).toBeTruthy();
    const cta = card('Call-to-Action Analysis');
    for (const text of ['Question', 'Last line', '6/10'])
      expect(within(cta).getByText(text)).toBeTruthy();
    const structure = card('Content Structure');
    for (const text of [
      'A bold claim',
      'Three short proofs',
      'An open question',
      'Hook → Proof → Question',
    ])
      expect(within(structure).getByText(text)).toBeTruthy();
    expect(within(card('Expert Recommendations')).getByText('End with a question.')).toBeTruthy();
    expect(within(card('Key Takeaways')).getByText('Lists are easy to skim.')).toBeTruthy();
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
        pacingAnalysis: { tempo: 'Steady', description: 'One idea per paragraph.' },
      }),
    );
    pacing = card('Pacing & Rhythm');
    expect(within(pacing).getByText('Steady')).toBeTruthy();
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
    expect(writeText).toHaveBeenCalledWith(viralResult().template);
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

  it('lists the three follow-ups; unbuilt targets are Coming soon, not links', async () => {
    await analyze();
    const panel = card('Take it further');
    const items = panel.querySelectorAll('li[data-follow-up]');
    expect(items).toHaveLength(3);
    // None of the three target pages is built yet (src/shared/routes.ts).
    expect(within(panel).queryAllByRole('link')).toHaveLength(0);
    expect(within(panel).getAllByText('Coming soon')).toHaveLength(3);
    expect(within(panel).getByText('Write a post from this template')).toBeTruthy();
    expect(within(panel).getByText('Generate viral content with this trigger')).toBeTruthy();
    expect(within(panel).getByText('Repurpose this structure')).toBeTruthy();
  });
});

describe('ViralPostDeconstructorPage follow-ups to built pages', () => {
  it('links a built target with the result in its query, localized', async () => {
    vi.resetModules();
    vi.doMock('../../../../shared/routes.ts', async (importOriginal) => {
      const actual = await importOriginal<typeof import('../../../../shared/routes.ts')>();
      return {
        ...actual,
        BUILT_ROUTES: [
          ...actual.BUILT_ROUTES,
          { ...actual.ROUTES.find((r) => r.path === '/viral-content-generator')!, status: 'built' },
        ],
      };
    });
    const { ViralPostDeconstructorPage: Page } = await import('./ViralPostDeconstructorPage.tsx');
    const { render: renderFresh, screen: s } = await import('../../../test-utils/render.tsx');
    respond(viralResult());
    renderFresh(<Page />, { route: '/fr/viral-post-deconstructor' });
    fireEvent.change(s.getByRole('textbox', { name: /Post or video transcript/ }), {
      target: { value: 'A post' },
    });
    fireEvent.click(s.getByRole('button', { name: 'Analyze' }));
    const link = await s.findByRole('link', { name: /Generate viral content with this trigger/ });
    expect(link.getAttribute('href')).toBe(
      '/fr/viral-content-generator?score=84&trigger=Surprise&from=deconstructor',
    );
    expect(s.getAllByText('Coming soon')).toHaveLength(2);
    vi.doUnmock('../../../../shared/routes.ts');
  });
});
