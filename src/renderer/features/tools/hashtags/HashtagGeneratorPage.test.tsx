import { act, cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GenerateResponse, HashtagResult } from '../../../../shared/generation/schemas.ts';
import { defaultUsage } from '../../../../shared/tool-gate.ts';
import { resetToastsForTests, useToastStore } from '../../../components/toasts/toast-store.ts';
import { fireEvent, render, screen, within } from '../../../test-utils/render.tsx';
import { HashtagGeneratorPage } from './HashtagGeneratorPage.tsx';

const generate = vi.fn();

vi.mock('../../tool-gate/ToolWrapper.tsx', () => ({
  ToolWrapper: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
vi.mock('../../tool-gate/use-tool-generation.ts', () => ({
  useToolGeneration: () => ({ generate, pending: false }),
}));
vi.mock('../../tool-gate/UsageIndicator.tsx', () => ({
  UsageIndicator: () => <span>usage badge</span>,
}));
vi.mock('../../tool-gate/EngineNote.tsx', () => ({
  EngineNote: ({ cached }: { cached: boolean }) => <p>{cached ? 'Cached Result' : 'engine'}</p>,
}));

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

function respond(result: Partial<HashtagResult> = {}): GenerateResponse<'smart-hashtag-generator'> {
  return {
    tool: 'smart-hashtag-generator',
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
    usage: defaultUsage('smart-hashtag-generator'),
  };
}

const content = () => screen.getByRole('textbox', { name: 'Your content' });
const generateButton = () => screen.getByRole('button', { name: 'Generate hashtags' });
const flush = () => act(async () => {});
const lastToast = () => useToastStore.getState().toasts[0];

async function generateWith(response: GenerateResponse<'smart-hashtag-generator'>) {
  generate.mockResolvedValueOnce(response);
  fireEvent.change(content(), { target: { value: 'Morning coffee at the new roastery' } });
  fireEvent.click(generateButton());
  await flush();
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
  generate.mockReset();
  resetToastsForTests();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
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
    expect(screen.getByText('usage badge')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your hashtags' })).toBeNull();
  });

  it('shows the Content Required toast on empty content and sends nothing', () => {
    render(<HashtagGeneratorPage />);
    fireEvent.change(content(), { target: { value: '  \n ' } });
    fireEvent.click(generateButton());
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
    expect(generate).toHaveBeenCalledWith(
      { content: 'Morning coffee at the new roastery' },
      { platform: 'twitter', strategy: 'broad-reach' },
    );
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
    expect(screen.getByText('engine')).toBeTruthy();
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

    generate.mockResolvedValueOnce(null);
    fireEvent.click(generateButton());
    await flush();
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
