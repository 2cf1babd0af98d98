import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_SETTINGS } from '../../../shared/extension/messages.ts';
import { REPLY_STRATEGY_IDS } from '../../../shared/reply-strategies/index.ts';
import { bindPlatform } from '../../platform/index.ts';
import type {
  ReplySettings,
  ReplySettingsErrorCode,
  ReplySettingsInput,
} from '../../platform/types.ts';
import { resetAuthStore, useAuthStore } from '../../stores/auth-store.ts';
import { resetSubscriptionStore } from '../../stores/subscription-store.ts';
import { fakePlatform } from '../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor, within } from '../../test-utils/render.tsx';
import { browserTimeZone } from './reply-settings-form.ts';
import { ReplySettingsPage } from './ReplySettingsPage.tsx';

const NOT_SAVED: ReplySettings = {
  saved: false,
  timeZone: 'UTC',
  timeZoneChangedAt: null,
  persona: {
    niche: '',
    tone: '',
    topics: [],
    sampleReplies: [],
    allowHashtags: false,
    allowLinks: false,
    style: 'default',
    targetAccounts: [],
    avoidAccounts: [],
    languages: [],
  },
  session: DEFAULT_SESSION_SETTINGS,
};

/** A platform whose reply settings live in `state`; `refuse` makes the next saves fail. */
function withReplySettings(initial: ReplySettings | null, refuse?: ReplySettingsErrorCode) {
  const state = { settings: initial, saves: [] as ReplySettingsInput[] };
  bindPlatform(
    fakePlatform({
      replySettings: {
        get: async () => state.settings,
        timeZone: async () => state.settings,
        save: async (input) => {
          state.saves.push(input);
          if (refuse) return { ok: false, code: refuse };
          state.settings = {
            saved: true,
            timeZone: input.timeZone,
            timeZoneChangedAt: new Date().toISOString(),
            persona: input.persona,
            session: input.session,
          };
          return { ok: true };
        },
      },
    }),
  );
  return state;
}

beforeEach(() => {
  useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
});
afterEach(() => {
  bindPlatform(undefined);
  resetAuthStore();
  resetSubscriptionStore();
});

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('ReplySettingsPage', () => {
  it('starts from the defaults and the browser’s time zone, and saves what was entered', async () => {
    const state = withReplySettings(NOT_SAVED);
    render(<ReplySettingsPage />, { route: '/dashboard/settings' });

    const niche = await screen.findByLabelText(/^Niche/);
    expect((screen.getByLabelText(/^Your time zone/) as HTMLSelectElement).value).toBe(
      browserTimeZone(),
    );
    expect(screen.getByText(/Detected from your browser/)).toBeTruthy();
    for (const id of REPLY_STRATEGY_IDS)
      expect(
        (screen.getByRole('checkbox', { name: new RegExp(`^${labelOf(id)}`) }) as HTMLInputElement)
          .checked,
      ).toBe(true);
    expect((screen.getByLabelText(/^Review/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/needs an AI model configured on the server/)).toBeTruthy();

    fireEvent.change(niche, { target: { value: 'Indie SaaS founder' } });
    fireEvent.change(screen.getByLabelText(/^Tone/), { target: { value: 'warm, direct' } });
    const topics = screen.getAllByLabelText(/^Topics/).find((el) => el.tagName === 'INPUT')!;
    topics.focus(); // the field takes typing only while focused
    fireEvent.change(topics, { target: { value: 'pricing' } });
    fireEvent.keyDown(topics, { key: 'Enter' });
    fireEvent.change(topics, { target: { value: 'hiring' } });
    fireEvent.blur(topics); // a typed topic is kept when the field loses focus
    const targets = screen
      .getAllByLabelText(/^Accounts to reply to first/)
      .find((el) => el.tagName === 'INPUT')!;
    targets.focus();
    fireEvent.change(targets, { target: { value: '@naval' } }); // the @ is dropped
    fireEvent.keyDown(targets, { key: 'Enter' });
    const avoid = screen
      .getAllByLabelText(/^Accounts never to reply to/)
      .find((el) => el.tagName === 'INPUT')!;
    avoid.focus();
    fireEvent.change(avoid, { target: { value: 'spam_bot' } });
    fireEvent.blur(avoid);
    fireEvent.click(screen.getByRole('button', { name: 'Add a sample reply' }));
    fireEvent.change(screen.getByLabelText('Sample reply 1'), {
      target: { value: 'Shipping beats polishing, every single time.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a sample reply' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Respectful counterpoint/ }));
    fireEvent.click(screen.getByRole('switch', { name: 'Allow links' }));
    fireEvent.click(screen.getByLabelText(/^Short: up to 140 characters/));
    fireEvent.click(screen.getByLabelText(/^Autopilot/));
    fireEvent.change(screen.getByLabelText(/^Pacing/), { target: { value: 'light' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '09:30' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '01:00' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Like each post you reply to' }));
    fireEvent.change(screen.getByLabelText(/^Your time zone/), {
      target: { value: 'Asia/Tokyo' },
    });
    save();

    expect((await screen.findByTestId('settings-saved')).textContent).toContain('saved');
    expect(state.saves).toEqual([
      {
        timeZone: 'Asia/Tokyo',
        persona: {
          niche: 'Indie SaaS founder',
          tone: 'warm, direct',
          topics: ['pricing', 'hiring'],
          // The blank second sample is dropped.
          sampleReplies: ['Shipping beats polishing, every single time.'],
          strategies: REPLY_STRATEGY_IDS.filter((id) => id !== 'respectful-counterpoint'),
          allowHashtags: false,
          allowLinks: true,
          style: 'short',
          targetAccounts: ['naval'],
          avoidAccounts: ['spam_bot'],
          languages: [],
        },
        session: {
          mode: 'autopilot',
          pacing: 'light',
          activeHours: { start: '09:30', end: '01:00' },
          like: false,
        },
      },
    ]);
    // Read back: the time zone now waits a day before it may change again.
    expect(await screen.findByTestId('time-zone-next-change')).toBeTruthy();
  });

  it('shows saved settings; all six strategies are saved as none chosen (all)', async () => {
    const state = withReplySettings({
      ...NOT_SAVED,
      saved: true,
      timeZone: 'Europe/Berlin',
      timeZoneChangedAt: '2026-01-01T00:00:00.000Z',
      persona: {
        ...NOT_SAVED.persona,
        niche: 'Climber',
        strategies: ['ask-question'],
        sampleReplies: ['One', 'Two'],
      },
    });
    render(<ReplySettingsPage />);
    expect(((await screen.findByLabelText(/^Niche/)) as HTMLInputElement).value).toBe('Climber');
    expect((screen.getByLabelText(/^Your time zone/) as HTMLSelectElement).value).toBe(
      'Europe/Berlin',
    );
    expect(screen.queryByText(/Detected from your browser/)).toBeNull();
    expect(screen.queryByTestId('time-zone-next-change')).toBeNull();
    expect((screen.getByLabelText('Sample reply 2') as HTMLTextAreaElement).value).toBe('Two');
    fireEvent.click(screen.getByRole('button', { name: 'Remove sample reply 1' }));
    for (const id of REPLY_STRATEGY_IDS) {
      const box = screen.getByRole('checkbox', { name: new RegExp(`^${labelOf(id)}`) });
      if (!(box as HTMLInputElement).checked) fireEvent.click(box);
    }
    save();
    await screen.findByTestId('settings-saved');
    expect(state.saves[0]?.persona.strategies).toBeUndefined();
    expect(state.saves[0]?.persona.sampleReplies).toEqual(['Two']);
    expect(state.saves[0]?.timeZone).toBe('Europe/Berlin');
  });

  it('checks the fields before saving: a strategy at least, times as HH:MM', async () => {
    const state = withReplySettings(NOT_SAVED);
    render(<ReplySettingsPage />);
    await screen.findByLabelText(/^Niche/);
    for (const id of REPLY_STRATEGY_IDS)
      fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${labelOf(id)}`) }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    save();
    expect((await screen.findByTestId('settings-error')).textContent).toContain(
      'Check the fields marked in red',
    );
    expect(screen.getByText('Choose at least one strategy.')).toBeTruthy();
    expect(screen.getByText('Enter a time such as 08:00.')).toBeTruthy();
    expect(state.saves).toEqual([]);
  });

  it('explains the once-a-day rule when the server refuses a time zone change', async () => {
    withReplySettings(
      { ...NOT_SAVED, saved: true, timeZone: 'Europe/Paris', timeZoneChangedAt: null },
      'time-zone-once-a-day',
    );
    render(<ReplySettingsPage />);
    fireEvent.change(await screen.findByLabelText(/^Your time zone/), {
      target: { value: 'America/New_York' },
    });
    save();
    const error = await screen.findByTestId('settings-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('can change once a day');
    expect(screen.queryByTestId('settings-saved')).toBeNull();
  });

  it('says so when the settings cannot be read', async () => {
    withReplySettings(null);
    render(<ReplySettingsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it('lists every pacing preset with its daily target', async () => {
    withReplySettings(NOT_SAVED);
    render(<ReplySettingsPage />);
    const pacing = await screen.findByLabelText(/^Pacing/);
    expect(
      within(pacing)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Light: up to 60 replies a day',
      'Optimal: up to 120 replies a day',
      'Intensive: up to 180 replies a day',
      'Maximum: up to 240 replies a day',
    ]);
    await waitFor(() => expect((pacing as HTMLSelectElement).value).toBe('optimal'));
  });
});

function labelOf(id: string): string {
  return {
    'add-insight': 'Add an insight',
    'ask-question': 'Ask a question',
    'share-experience': 'Share an experience',
    'respectful-counterpoint': 'Respectful counterpoint',
    'add-example': 'Add an example',
    'supportive-amplify': 'Support and amplify',
  }[id]!;
}
