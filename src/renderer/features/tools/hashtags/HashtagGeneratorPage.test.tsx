import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GenerateResponse, HashtagResult } from '../../../../shared/generation/schemas.ts';
import { defaultUsage } from '../../../../shared/tool-gate.ts';
import { resetToastsForTests, useToastStore } from '../../../components/toasts/toast-store.ts';
import { type InvokeFunction } from '../../../platform/index.ts';
import { resetAuthStore } from '../../../stores/auth-store.ts';
import { resetSubscriptionStore } from '../../../stores/subscription-store.ts';
import { fakePlatform, withPlatform } from '../../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor, within } from '../../../test-utils/render.tsx';
import { resetToolGateStore } from '../../tool-gate/tool-gate-store.ts';
import { resetVerificationTimers } from '../../tool-gate/use-tool-gate.ts';
import { HashtagGeneratorPage } from './HashtagGeneratorPage.tsx';
import { recordSaves } from '../../../test-utils/record-saves.ts';

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
  { category: 'broad', hashtags: ['#coffee', '#coffeetime', '#coffeelover'] },
  { category: 'targeted', hashtags: ['#coffeeshop', '#baristalife', '#specialtycoffee', '#latte'] },
  { category: 'niche', hashtags: ['#pourover', '#v60', '#coffeeroaster'] },
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
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Your hashtags' })).toBeTruthy());
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
    expect(strategies.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'balanced',
      'broad-reach',
      'niche',
    ]);
    expect(strategies.getByRole('radio', { name: 'Balanced' })).toHaveProperty('checked', true);
    expect(strategies.getByText('A mix of broad, targeted and niche tags.')).toBeTruthy();
    expect(strategies.getByText('More of the widely used tags for your topic.')).toBeTruthy();
    expect(
      strategies.getByText('More of the narrow tags where your post can stand out.'),
    ).toBeTruthy();
    // No strategy promises what the product cannot know.
    expect(screen.queryByText(/trending|popular right now|engagement/i)).toBeNull();
    expect(usageBadge().textContent).toBe('1 free use, then 4 more when you share');
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

  it('renders a card per group with what the group is and its tags, and no figures', async () => {
    render(<HashtagGeneratorPage />);
    await generateWith(respond());
    expect(screen.getAllByRole('article')).toHaveLength(3);

    const broad = within(screen.getByRole('article', { name: 'Broad' }));
    expect(broad.getByText("The topic's widely used tags.")).toBeTruthy();
    expect(broad.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '#coffee',
      '#coffeetime',
      '#coffeelover',
    ]);
    const targeted = within(screen.getByRole('article', { name: 'Targeted' }));
    expect(targeted.getByText('Narrower tags for your angle or community.')).toBeTruthy();
    expect(targeted.getAllByRole('listitem')).toHaveLength(4);
    const niche = within(screen.getByRole('article', { name: 'Niche' }));
    expect(niche.getByText('Specific tags for what your post mentions.')).toBeTruthy();

    // Where the tags come from, and no popularity, reach, competition or score anywhere.
    expect(screen.getByText(/hand-curated list of hashtags in common use/)).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Your hashtags' });
    expect(results.textContent).not.toMatch(
      /trending|reach potential|competition|engagement|score/i,
    );
    expect(within(results).queryByText(/^\d+$/)).toBeNull();

    expect(screen.getByText('10 of 10 hashtags allowed on X (Twitter)')).toBeTruthy();
    expect(screen.getByText('Written by the built-in offline writer')).toBeTruthy();
  });

  it('shows only the groups the result has, including tags from the post', async () => {
    render(<HashtagGeneratorPage />);
    await generateWith(
      respond({
        groups: [
          { category: 'broad', hashtags: ['#紅葉', '#秋'] },
          { category: 'post', hashtags: ['#α7IV'] },
        ],
      }),
    );
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-category'))).toEqual([
      'broad',
      'post',
    ]);
    const post = within(screen.getByRole('article', { name: 'From your post' }));
    expect(post.getByText('Your own tags and names from your post.')).toBeTruthy();
    expect(post.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#α7IV']);
    expect(screen.queryByRole('article', { name: 'Niche' })).toBeNull();
  });

  it('explains an empty result instead of showing empty cards', async () => {
    render(<HashtagGeneratorPage />);
    await generateWith(respond({ groups: [] }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText(/we didn't recognise a topic in your post/)).toBeTruthy();
    expect(screen.queryByText(/hand-curated list/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy all' })).toHaveProperty('disabled', true);
  });

  it('adds the suggested card only when the model suggested tags', async () => {
    render(<HashtagGeneratorPage />);
    await generateWith(respond());
    expect(screen.queryByRole('article', { name: 'Suggested by AI' })).toBeNull();

    await generateWith(respond({ suggested: ['#roastery', '#coffeelover2', '#brew'] }));
    const suggested = within(screen.getByRole('article', { name: 'Suggested by AI' }));
    expect(suggested.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '#roastery',
      '#coffeelover2',
      '#brew',
    ]);
    expect(
      suggested.getByText('Extra tags the AI model suggested beyond the groups above.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText(/13 of 10 hashtags allowed on X \(Twitter\)/)).toBeTruthy();
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
    expect(screen.getByText('#newbroad')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    generate.mockResolvedValueOnce(REFUSED);
    fireEvent.click(generateButton());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Generation failed', variant: 'destructive' }),
    );
    expect(generate).toHaveBeenCalledTimes(3);
    expect(screen.getByText('#newbroad')).toBeTruthy();
  });

  it("copies all tags or one group's tags with the success toast", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    render(<HashtagGeneratorPage />);
    await generateWith(respond({ suggested: ['#roastery'] }));

    fireEvent.click(screen.getByRole('button', { name: 'Copy all' }));
    await flush();
    expect(writeText).toHaveBeenLastCalledWith(
      '#coffee #coffeetime #coffeelover #coffeeshop #baristalife #specialtycoffee #latte #pourover #v60 #coffeeroaster #roastery',
    );
    expect(lastToast()).toMatchObject({ title: 'Copied to Clipboard!', variant: 'success' });

    resetToastsForTests();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Niche hashtags' }));
    await flush();
    expect(writeText).toHaveBeenLastCalledWith('#pourover #v60 #coffeeroaster');
    expect(lastToast()).toMatchObject({ title: 'Copied to Clipboard!', variant: 'success' });
  });

  it('shows the Copy Failed toast when the clipboard refuses', async () => {
    mockClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    render(<HashtagGeneratorPage />);
    await generateWith(respond());
    fireEvent.click(screen.getByRole('button', { name: 'Copy Broad hashtags' }));
    await flush();
    expect(lastToast()).toMatchObject({
      title: 'Copy Failed',
      description: 'Failed to copy to clipboard',
      variant: 'destructive',
    });
  });
});

describe('saving hashtags to the Workspace', () => {
  it('saves the whole set as it is pasted, with its platform, strategy and post', async () => {
    const saved = recordSaves();
    render(<HashtagGeneratorPage />);
    await generateWith(respond());
    fireEvent.click(screen.getByRole('button', { name: 'Save to Workspace' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const tags = GROUPS.flatMap((g) => g.hashtags);
    expect(saved[0]).toMatchObject({
      toolName: TOOL,
      contentType: 'hashtag',
      title: '',
      content: tags.join(' '),
      metadata: {
        platform: 'twitter',
        strategy: 'balanced',
        post: 'Morning coffee at the new roastery',
        count: tags.length,
        limit: 10,
      },
    });
  });
});
