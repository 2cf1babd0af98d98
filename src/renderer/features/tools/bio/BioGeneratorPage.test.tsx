import { act, cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BioResult, GenerateResponse } from '../../../../shared/generation/schemas.ts';
import { defaultUsage } from '../../../../shared/tool-gate.ts';
import { fireEvent, render, screen, within } from '../../../test-utils/render.tsx';
import { InstagramBioGeneratorPage, SocialMediaBioGeneratorPage } from './BioGeneratorPage.tsx';

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

function respond(bios: BioResult['bios']): GenerateResponse<'instagram-bio-generator'> {
  return {
    tool: 'instagram-bio-generator',
    result: { bios },
    engine: { kind: 'offline' },
    cached: false,
    usage: defaultUsage('instagram-bio-generator'),
  };
}

const FIRST: BioResult['bios'] = [
  {
    bio: 'Coffee, code and calm ☕',
    style: 'minimalist',
    emojis_used: ['☕'],
    character_count: 24,
  },
  {
    bio: 'Shipping ideas daily 🚀✨',
    style: 'trendy',
    emojis_used: ['🚀', '✨'],
    character_count: 24,
  },
  { bio: 'Helping founders build', style: 'professional', emojis_used: [], character_count: 22 },
];
const SECOND: BioResult['bios'] = [
  { bio: 'Second set one', style: 'fun', emojis_used: [], character_count: 14 },
  { bio: 'Second set two', style: 'creative', emojis_used: [], character_count: 14 },
  { bio: 'Second set three', style: 'inspirational', emojis_used: [], character_count: 16 },
];

const niche = () => screen.getByRole('textbox', { name: /Your niche or what you do/ });
const flush = () => act(async () => {});

beforeEach(() => {
  generate.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('InstagramBioGeneratorPage', () => {
  it('renders one h1, no results and the usage badge before Generate', () => {
    render(<InstagramBioGeneratorPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('usage badge')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your bios' })).toBeNull();
    // Instagram only: no platform selector.
    expect(screen.queryByRole('combobox', { name: 'Platform' })).toBeNull();
  });

  it('alerts on an empty or whitespace niche and sends nothing', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render(<InstagramBioGeneratorPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate bios' }));
    fireEvent.change(niche(), { target: { value: '   ' } });
    fireEvent.keyDown(niche(), { key: 'Enter' });
    expect(alert).toHaveBeenCalledTimes(2);
    expect(alert).toHaveBeenCalledWith('Please enter your niche or what you do');
    expect(generate).not.toHaveBeenCalled();
  });

  it('generates on Enter in the niche field with the chosen options', async () => {
    generate.mockResolvedValue(respond(FIRST));
    render(<InstagramBioGeneratorPage />);
    fireEvent.change(niche(), { target: { value: '  indie developer  ' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Style' }), {
      target: { value: 'fun' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Include emojis' }));
    fireEvent.keyDown(niche(), { key: 'Enter' });
    await flush();
    expect(generate).toHaveBeenCalledTimes(1);
    expect(generate).toHaveBeenCalledWith(
      { niche: 'indie developer' },
      { style: 'fun', platform: 'instagram', emojis: false },
    );
    expect(screen.getByText('Coffee, code and calm ☕')).toBeTruthy();
  });

  it('leaves the style out for "Mix of styles" and shows each variation against 150', async () => {
    generate.mockResolvedValue(respond(FIRST));
    render(<InstagramBioGeneratorPage />);
    fireEvent.change(niche(), { target: { value: 'baker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate bios' }));
    await flush();
    expect(generate).toHaveBeenCalledWith(
      { niche: 'baker' },
      { platform: 'instagram', emojis: true },
    );
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByText('Minimalist')).toBeTruthy();
    expect(first.getByText('24/150')).toBeTruthy();
    expect(first.getByText('Emojis used: ☕')).toBeTruthy();
    expect(first.getByRole('progressbar', { name: '24 of 150 characters used' })).toBeTruthy();
    expect(within(cards[1]!).getByText('Emojis used: 🚀 ✨')).toBeTruthy();
    expect(within(cards[2]!).getByText('Emojis used: none')).toBeTruthy();
    expect(screen.getByText('engine')).toBeTruthy();
  });

  it('replaces the set on a second Generate and keeps it when a generation is refused', async () => {
    generate.mockResolvedValueOnce(respond(FIRST)).mockResolvedValueOnce(respond(SECOND));
    render(<InstagramBioGeneratorPage />);
    fireEvent.change(niche(), { target: { value: 'baker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate bios' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Generate bios' }));
    await flush();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('Coffee, code and calm ☕')).toBeNull();
    expect(screen.getByText('Second set one')).toBeTruthy();
    expect(screen.getByText('16/150')).toBeTruthy();

    generate.mockResolvedValueOnce(null);
    fireEvent.click(screen.getByRole('button', { name: 'Generate bios' }));
    await flush();
    expect(screen.getByText('Second set one')).toBeTruthy();
  });

  it("shows 'Copied' for 2 seconds after a copy", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    generate.mockResolvedValue(respond(FIRST));
    render(<InstagramBioGeneratorPage />);
    fireEvent.change(niche(), { target: { value: 'baker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate bios' }));
    await flush();

    fireEvent.click(screen.getByRole('button', { name: 'Copy bio 2' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith('Shipping ideas daily 🚀✨');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy bio 1' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy bio 2' })).toBeTruthy();
  });

  it('only logs a failed copy', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    generate.mockResolvedValue(respond(FIRST));
    render(<InstagramBioGeneratorPage />);
    fireEvent.change(niche(), { target: { value: 'baker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate bios' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Copy bio 1' }));
    await flush();
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SocialMediaBioGeneratorPage', () => {
  it('sends the chosen platform', async () => {
    generate.mockResolvedValue(respond(FIRST));
    render(<SocialMediaBioGeneratorPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Social Media Bio Generator' }),
    ).toBeTruthy();
    const platform = screen.getByRole('combobox', { name: 'Platform' });
    expect(
      within(platform)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Instagram', 'X (Twitter)', 'TikTok', 'LinkedIn', 'YouTube']);
    fireEvent.change(platform, { target: { value: 'linkedin' } });
    fireEvent.change(niche(), { target: { value: 'recruiter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate bios' }));
    await flush();
    expect(generate).toHaveBeenCalledWith(
      { niche: 'recruiter' },
      { platform: 'linkedin', emojis: true },
    );
  });
});
