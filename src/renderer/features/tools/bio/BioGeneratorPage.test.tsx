import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BioResult,
  GenerateResponse,
  GenerationToolId,
} from '../../../../shared/generation/schemas.ts';
import { defaultUsage } from '../../../../shared/tool-gate.ts';
import { resetToastsForTests, useToastStore } from '../../../components/toasts/toast-store.ts';
import { type InvokeFunction } from '../../../platform/index.ts';
import { resetAuthStore } from '../../../stores/auth-store.ts';
import { resetSubscriptionStore } from '../../../stores/subscription-store.ts';
import { fakePlatform, withPlatform } from '../../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor, within } from '../../../test-utils/render.tsx';
import { resetToolGateStore } from '../../tool-gate/tool-gate-store.ts';
import { resetVerificationTimers } from '../../tool-gate/use-tool-gate.ts';
import { InstagramBioGeneratorPage, SocialMediaBioGeneratorPage } from './BioGeneratorPage.tsx';
import { recordSaves } from '../../../test-utils/record-saves.ts';

type BioToolId = 'instagram-bio-generator' | 'social-media-bio-generator';

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

/** A success answer of the `generate` function under its contract. */
function respond(bios: BioResult['bios'], tool: BioToolId = 'instagram-bio-generator') {
  const data: GenerateResponse<BioToolId> = {
    tool,
    result: { bios },
    engine: { kind: 'offline' },
    cached: false,
    usage: defaultUsage(tool),
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
const generateButton = () => screen.getByRole('button', { name: 'Generate bios' });
/** The compact usage badge beside the Generate button. */
const usageBadge = () => within(generateButton().parentElement!).getByRole('status');
const flush = () => act(async () => {});
const request = (tool: GenerationToolId, input: unknown, options: unknown) => ({
  tool,
  input,
  options,
  deviceId: expect.any(String),
});

async function generateBios() {
  fireEvent.change(niche(), { target: { value: 'baker' } });
  fireEvent.click(generateButton());
  await screen.findAllByRole('article');
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  generate.mockReset();
  resetVerificationTimers();
  resetToolGateStore();
  resetToastsForTests();
  resetAuthStore();
  resetSubscriptionStore();
  localStorage.clear();
});

describe('InstagramBioGeneratorPage', () => {
  it('renders one h1, no results and the usage badge before Generate', () => {
    render(<InstagramBioGeneratorPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(usageBadge().textContent).toBe('1 free use, then 4 more when you share');
    expect(screen.queryByRole('heading', { name: 'Your bios' })).toBeNull();
    // Instagram only: no platform selector.
    expect(screen.queryByRole('combobox', { name: 'Platform' })).toBeNull();
  });

  it('alerts on an empty or whitespace niche and sends nothing', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render(<InstagramBioGeneratorPage />);
    fireEvent.click(generateButton());
    fireEvent.change(niche(), { target: { value: '   ' } });
    fireEvent.keyDown(niche(), { key: 'Enter' });
    await flush();
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
    expect(await screen.findByText('Coffee, code and calm ☕')).toBeTruthy();
    expect(generate).toHaveBeenCalledTimes(1);
    expect(generate).toHaveBeenCalledWith(
      request(
        'instagram-bio-generator',
        { niche: 'indie developer' },
        { style: 'fun', platform: 'instagram', emojis: false, language: 'en' },
      ),
    );
  });

  it('leaves the style out for "Mix of styles" and shows each variation against Instagram’s 150', async () => {
    generate.mockResolvedValue(respond(FIRST));
    render(<InstagramBioGeneratorPage />);
    await generateBios();
    expect(generate).toHaveBeenCalledWith(
      request(
        'instagram-bio-generator',
        { niche: 'baker' },
        { platform: 'instagram', emojis: true, language: 'en' },
      ),
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
    expect(screen.getByText('Written by the built-in offline writer')).toBeTruthy();
  });

  it('replaces the set on a second Generate and keeps it when a generation is refused', async () => {
    generate.mockResolvedValueOnce(respond(FIRST)).mockResolvedValueOnce(respond(SECOND));
    render(<InstagramBioGeneratorPage />);
    await generateBios();
    fireEvent.click(generateButton());
    expect(await screen.findByText('Second set one')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('Coffee, code and calm ☕')).toBeNull();
    expect(screen.getByText('16/150')).toBeTruthy();

    generate.mockResolvedValueOnce(REFUSED);
    fireEvent.click(generateButton());
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Generation failed',
        variant: 'destructive',
      }),
    );
    expect(generate).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Second set one')).toBeTruthy();
  });

  it("shows 'Copied' for 2 seconds after a copy", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    generate.mockResolvedValue(respond(FIRST));
    render(<InstagramBioGeneratorPage />);
    await generateBios();
    vi.useFakeTimers();

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

  it('says what a description needs and sends nothing, spending no free use, for junk', async () => {
    render(<InstagramBioGeneratorPage />);
    for (const junk of ['a', '!!!', 'asdfghjkl', '😂😂😂', '12345']) {
      fireEvent.change(niche(), { target: { value: junk } });
      fireEvent.keyDown(niche(), { key: 'Enter' });
      await flush();
      expect(
        screen.getByText(
          'Tell us what you do in a few words, for example “yoga teacher in Lisbon”.',
        ),
      ).toBeTruthy();
    }
    expect(generate).not.toHaveBeenCalled();
    expect(usageBadge().textContent).toBe('1 free use, then 4 more when you share');
    // Typing again clears the message.
    fireEvent.change(niche(), { target: { value: 'yoga teacher' } });
    expect(screen.queryByText(/Tell us what you do in a few words/)).toBeNull();
  });

  it('writes in the page language unless another is chosen', async () => {
    generate.mockResolvedValue(respond(FIRST));
    render(<InstagramBioGeneratorPage />);
    const language = screen.getByRole('combobox', { name: 'Bio language' });
    expect((language as HTMLSelectElement).value).toBe('en');
    expect(within(language).getAllByRole('option')).toHaveLength(15);
    fireEvent.change(language, { target: { value: 'ja' } });
    await generateBios();
    expect(generate).toHaveBeenCalledWith(
      request(
        'instagram-bio-generator',
        { niche: 'baker' },
        { platform: 'instagram', emojis: true, language: 'ja' },
      ),
    );
  });

  it('only logs a failed copy', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    generate.mockResolvedValue(respond(FIRST));
    render(<InstagramBioGeneratorPage />);
    await generateBios();
    fireEvent.click(screen.getByRole('button', { name: 'Copy bio 1' }));
    await flush();
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SocialMediaBioGeneratorPage', () => {
  it('sends the chosen platform', async () => {
    generate.mockResolvedValue(respond(FIRST, 'social-media-bio-generator'));
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
    fireEvent.click(generateButton());
    await screen.findAllByRole('article');
    expect(generate).toHaveBeenCalledWith(
      request(
        'social-media-bio-generator',
        { niche: 'recruiter' },
        { platform: 'linkedin', emojis: true, language: 'en' },
      ),
    );
    // Lengths against the platform the bios were written for: a LinkedIn headline takes 220.
    expect(within(screen.getAllByRole('article')[0]!).getByText('24/220')).toBeTruthy();
    fireEvent.change(platform, { target: { value: 'tiktok' } });
    expect(within(screen.getAllByRole('article')[0]!).getByText('24/220')).toBeTruthy();
  });
});

describe('saving a bio to the Workspace', () => {
  it('saves one variation as a bio, with what it was written from', async () => {
    const saved = recordSaves();
    generate.mockResolvedValue(respond(FIRST));
    render(<InstagramBioGeneratorPage />);
    await generateBios();
    fireEvent.click(screen.getByRole('button', { name: 'Save to Workspace: Variation 2' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      toolName: 'instagram-bio-generator',
      contentType: 'bio',
      title: '',
      content: 'Shipping ideas daily 🚀✨',
      metadata: {
        platform: 'instagram',
        niche: 'baker',
        language: 'en',
        emojis: true,
        style: 'trendy',
        characters: 24,
        limit: 150,
      },
    });
  });
});
