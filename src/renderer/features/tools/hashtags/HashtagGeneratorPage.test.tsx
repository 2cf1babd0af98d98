import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GenerateResponse, HashtagResult } from '../../../../shared/generation/schemas.ts';
import { defaultUsage } from '../../../../shared/tool-gate.ts';
import { resetToastsForTests, useToastStore } from '../../../components/toasts/toast-store.ts';
import type { InvokeFunction } from '../../../platform/index.ts';
import { resetAuthStore } from '../../../stores/auth-store.ts';
import { resetSubscriptionStore } from '../../../stores/subscription-store.ts';
import { fakePlatform, withPlatform } from '../../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor, within } from '../../../test-utils/render.tsx';
import { resetToolGateStore } from '../../tool-gate/tool-gate-store.ts';
import { resetVerificationTimers } from '../../tool-gate/use-tool-gate.ts';
import { HashtagGeneratorPage } from './HashtagGeneratorPage.tsx';

const TOOL = 'smart-hashtag-generator';

/** The `generate` function: answers what each test scripts; its body is { tool, input, options, deviceId }. */
const generate = vi.fn();

// The real gate over a fake platform: `generate` as scripted, `tool-usage` status with a fresh
// record, no social proof.
withPlatform(() =>
  fakePlatform({
    invokeFunction: (async (name: string, body: Record<string, unknown>) => {
      if (name === 'generate') return generate(body);
      if (name === 'tool-usage' && body.action === 'status')
        return { ok: true, status: 200, data: { usage: defaultUsage(String(body.toolId)) } };
      return new Promise(() => {});
    }) as InvokeFunction,
    toolUsage: { socialProof: async () => null, rate: async () => false },
  }),
);

const GROUPS: HashtagResult['groups'] = [
  {
    category: 'trending',
    hashtags: ['#coffee', '#morning', '#latte'],
    reach_potential: 'High',
    competition_level: 'High',
    engagement_score: 8,
    trending_status: true,
  },
  {
    category: 'targeted',
    hashtags: ['#coffeeshop', '#baristalife', '#espresso', '#brew'],
    reach_potential: 'Medium',
    competition_level: 'Medium',
    engagement_score: 7,
    trending_status: false,
  },
  {
    category: 'niche',
    hashtags: ['#pourover', '#v60', '#singleorigin'],
    reach_potential: 'Low',
    competition_level: 'Low',
    engagement_score: 9,
    trending_status: false,
  },
];

/** A success answer of the `generate` function under its contract. */
function respond(result: Partial<HashtagResult> = {}) {
  const data: GenerateResponse<typeof TOOL> = {
    tool: TOOL,
    result: {
      platform: 'twitter',
      strategy: 'balanced',
      limit: 10,
      groups: GROUPS,
      suggested: [],
      ...result,
    },
    engine: { kind: 'offline' },
    cached: false,
    usage: defaultUsage(TOOL),
  };
  return { ok: true, status: 200, data };
}

/** A refusal of the `generate` function (server error): the page keeps what it shows. */
const REFUSED = {
  ok: false,
  status: 500,
  code: 'server-error',
  message: null,
  body: { error: 'server-error', code: 'server-error' },
};

const content = () => screen.getByRole('textbox', { name: 'Your content' });
const generateButton = () => screen.getByRole('button', { name: 'Generate hashtags' });
/** The compact usage badge beside the Generate button. */
const usageBadge = () => within(generateButton().parentElement!).getByRole('status');
const flush = () => act(async () => {});
const lastToast = () => useToastStore.getState().toasts[0];

/** Generates with the scripted answer and waits until the page has taken it. */
async function generateWith(response: ReturnType<typeof respond>) {
  generate.mockResolvedValueOnce(response);
  const calls = generate.mock.calls.length;
  fireEvent.change(content(), { target: { value: 'Morning coffee at the new roastery' } });
  fireEvent.click(generateButton());
  await waitFor(() => expect(generate).toHaveBeenCalledTimes(calls + 1));
  await waitFor(() => expect(lastToast()?.title).toBe('Tool Used Successfully'));
  await flush();
  resetToastsForTests();
}

function mockClipboard(writeText: ReturnType<typeof vi.fn>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

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
  vi.restoreAllMocks();
  generate.mockReset();
  resetVerificationTimers();
  resetToolGateStore();
  resetToastsForTests();
  resetAuthStore();
  resetSubscriptionStore();
  localStorage.clear();
});

describe('HashtagGeneratorPage', () => {
  it('renders one h1, every platform with its limit and every strategy with its explanation', () => {
    render(<HashtagGeneratorPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const platform = screen.getByRole('combobox', { name: 'Platform' });
    expect(
      within(platform)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Instagram (up to 30)',
      'X (Twitter) (up to 10)',
      'LinkedIn (up to 10)',
      'TikTok (up to 20)',
      'YouTube (up to 15)',
    ]);
    expect(screen.getByText('Instagram allows up to 30 hashtags per post.')).toBeTruthy();
    fireEvent.change(platform, { target: { value: 'tiktok' } });
    expect(screen.getByText('TikTok allows up to 20 hashtags per post.')).toBeTruthy();
    const strategies = within(screen.getByRole('radiogroup', { name: 'Strategy' }));
    expect(strategies.getAllByRole('radio')).toHaveLength(5);
    expect(strategies.getByRole('radio', { name: 'Balanced' })).toHaveProperty('checked', true);
    expect(
      strategies.getByText('Smaller, specific tags where your post can stand out.'),
    ).toBeTruthy();
    expect(usageBadge().textContent).toBe('Try your first free generation!');
    expect(screen.queryByRole('heading', { name: 'Your hashtags' })).toBeNull();
  });

  it('shows the Content Required toast on empty content and sends nothing', async () => {
    render(<HashtagGeneratorPage />);
    fireEvent.change(content(), { target: { value: '  \n ' } });
    fireEvent.click(generateButton());
    await flush();
    expect(generate).not.toHaveBeenCalled();
    expect(lastToast()).toMatchObject({
      title: 'Content Required',
      description: 'Please enter your content to generate hashtags',
      variant: 'destructive',
    });
  });

  it('sends the content, platform and strategy', async () => {
    render(<HashtagGeneratorPage />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Platform' }), {
      target: { value: 'twitter' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Broad reach' }));
    await generateWith(respond());
    expect(generate).toHaveBeenCalledWith({
      tool: TOOL,
      input: { content: 'Morning coffee at the new roastery' },
      options: { platform: 'twitter', strategy: 'broad-reach' },
      deviceId: expect.any(String),
    });
  });

  it('renders a card per group with its figures and tags, and the total against the limit', async () => {
    render(<HashtagGeneratorPage />);
    await generateWith(respond());
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);

    const trending = within(screen.getByRole('article', { name: 'Trending' }));
    expect(trending.getByText('Trending now')).toBeTruthy();
    expect(trending.getAllByText('High')).toHaveLength(2);
    expect(trending.getByText('8')).toBeTruthy();
    expect(trending.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '#coffee',
      '#morning',
      '#latte',
    ]);

    const targeted = within(screen.getByRole('article', { name: 'Targeted' }));
    expect(targeted.queryByText('Trending now')).toBeNull();
    expect(targeted.getAllByText('Medium')).toHaveLength(2);
    expect(targeted.getByText('7')).toBeTruthy();

    const niche = within(screen.getByRole('article', { name: 'Niche' }));
    expect(niche.getAllByText('Low')).toHaveLength(2);
    expect(niche.getByText('9')).toBeTruthy();

    expect(screen.getByText('10 of 10 hashtags allowed on X (Twitter)')).toBeTruthy();
    expect(screen.getByText('Written by the built-in offline writer')).toBeTruthy();
  });

  it('adds the suggested card only when the model suggested tags', async () => {
    render(<HashtagGeneratorPage />);
    await generateWith(respond());
    expect(screen.queryByRole('article', { name: 'Suggested by AI' })).toBeNull();

    await generateWith(respond({ suggested: ['#roastery', '#coffeelover'] }));
    const suggested = within(screen.getByRole('article', { name: 'Suggested by AI' }));
    expect(suggested.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '#roastery',
      '#coffeelover',
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText(/12 of 10 hashtags allowed on X \(Twitter\)/)).toBeTruthy();
    expect(screen.getByText(/more than X \(Twitter\) allows/)).toBeTruthy();
  });

  it('replaces the results on regenerate and keeps them when a generation is refused', async () => {
    render(<HashtagGeneratorPage />);
    await generateWith(respond());
    const other: HashtagResult['groups'] = GROUPS.map((g) => ({
      ...g,
      hashtags: [`#new${g.category}`],
    }));
    await generateWith(respond({ groups: other }));
    expect(screen.queryByText('#coffee')).toBeNull();
    expect(screen.getByText('#newtrending')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    generate.mockResolvedValueOnce(REFUSED);
    fireEvent.click(generateButton());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Generation failed', variant: 'destructive' }),
    );
    expect(generate).toHaveBeenCalledTimes(3);
    expect(screen.getByText('#newtrending')).toBeTruthy();
  });

  it("copies all tags or one group's tags with the success toast", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    render(<HashtagGeneratorPage />);
    await generateWith(respond({ suggested: ['#roastery'] }));

    fireEvent.click(screen.getByRole('button', { name: 'Copy all' }));
    await flush();
    expect(writeText).toHaveBeenLastCalledWith(
      '#coffee #morning #latte #coffeeshop #baristalife #espresso #brew #pourover #v60 #singleorigin #roastery',
    );
    expect(lastToast()).toMatchObject({ title: 'Copied to Clipboard!', variant: 'success' });

    resetToastsForTests();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Niche hashtags' }));
    await flush();
    expect(writeText).toHaveBeenLastCalledWith('#pourover #v60 #singleorigin');
    expect(lastToast()).toMatchObject({ title: 'Copied to Clipboard!', variant: 'success' });
  });

  it('shows the Copy Failed toast when the clipboard refuses', async () => {
    mockClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    render(<HashtagGeneratorPage />);
    await generateWith(respond());
    fireEvent.click(screen.getByRole('button', { name: 'Copy Trending hashtags' }));
    await flush();
    expect(lastToast()).toMatchObject({
      title: 'Copy Failed',
      description: 'Failed to copy to clipboard',
      variant: 'destructive',
    });
  });
});
