import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BURST,
  SESSION_NOTICES,
  STOP_REASONS,
  type Draft,
} from '../../src/shared/extension/messages.ts';
import { MAX_REPLIES_PER_ACCOUNT_PER_DAY } from '../../src/shared/plans.ts';
import { FakeTransport, NOW, ORIGIN, account, renderPopup, sessionState } from './test-support.tsx';
import { readAccount, readSessionState } from './transport.ts';

const english = (await import('./locales/en.json')).default;

function draft(overrides: Partial<Draft> = {}): Draft {
  return {
    id: 'draft-1',
    post: {
      url: 'https://x.com/grace/status/123',
      author: 'grace',
      text: 'Shipping small, honest commits beats one giant merge every time.',
      language: 'en',
      counts: { replies: 40, reposts: 100, likes: 900, views: 20_000 },
      engagement: 1040,
      isAd: false,
      isOwn: false,
      liked: false,
    },
    reply: 'Agreed: small commits make review a conversation instead of an archaeology dig.',
    strategy: 'add-insight',
    builtIn: false,
    createdAt: NOW - 60_000,
    ...overrides,
  };
}

describe('extension popup', () => {
  it('asks to connect on the website when no account is connected', async () => {
    const transport = new FakeTransport(sessionState(), null);
    renderPopup(transport);
    expect(await screen.findByText(english.notConnected.heading)).toBeTruthy();
    const link = screen.getByRole('link', { name: english.notConnected.button });
    expect(link.getAttribute('href')).toBe(`${ORIGIN}/dashboard`);
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('shows the account, plan, replies today and Start when idle', async () => {
    const transport = new FakeTransport(sessionState());
    renderPopup(transport);
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('Creator plan')).toBeTruthy();
    expect(screen.getByText('42 / 150')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '42 of 150 replies used today' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(english.status.idle);
    expect(screen.getByRole('link', { name: english.account.persona }).getAttribute('href')).toBe(
      `${ORIGIN}/dashboard/settings`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(transport.commands()).toEqual([{ type: 'session:start' }]));
  });

  it('offers Pause and Stop while running, and says until when it waits', async () => {
    const transport = new FakeTransport(sessionState({ status: 'running' }));
    const view = renderPopup(transport);
    expect(await screen.findByText(english.status.running)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(transport.commands()).toEqual([{ type: 'session:pause' }, { type: 'session:stop' }]),
    );
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    view.unmount();

    const nextAt = new Date(2026, 10, 26, 14, 5).getTime();
    renderPopup(new FakeTransport(sessionState({ status: 'waiting', nextAt })));
    const status = await screen.findByText(/^Waiting until/);
    expect(status.textContent).toMatch(/^Waiting until 14:05 before the next reply\.$/);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('offers Resume and Stop when paused', async () => {
    const transport = new FakeTransport(sessionState({ status: 'paused' }));
    renderPopup(transport);
    fireEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(transport.commands()).toEqual([{ type: 'session:resume' }]));
  });

  it.each(SESSION_NOTICES)('says the notice %s in words', async (code) => {
    const at = new Date(2026, 10, 26, 14, 5).getTime();
    renderPopup(new FakeTransport(sessionState({ status: 'waiting', notice: { code, at } })));
    const notice = await screen.findByTestId('session-notice');
    const words = english.notices[code]
      .replace('{{time}}', '14:05')
      .replace('{{burst}}', String(BURST.replies))
      .replace('{{minutes}}', String(BURST.minutes));
    expect(notice.textContent).toBe(words);
  });

  it.each(STOP_REASONS)('explains the stop reason %s in a sentence', async (reason) => {
    renderPopup(new FakeTransport(sessionState({ status: 'stopped', stopReason: reason })));
    const alert = await screen.findByTestId('stop-reason');
    const sentence = english.stopReasons[reason].replace(
      '{{max}}',
      String(MAX_REPLIES_PER_ACCOUNT_PER_DAY),
    );
    expect(sentence.length).toBeGreaterThan(20);
    expect(within(alert).getByText(sentence)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    const report = within(alert).queryByRole('link', { name: english.report.send });
    if (reason === 'page-changed') {
      expect(report?.getAttribute('href')).toMatch(/^mailto:support@replypilot\.app\?subject=/);
      expect(decodeURIComponent(report!.getAttribute('href')!)).toContain(
        'Stop reason: page-changed',
      );
      expect(within(alert).getByRole('button', { name: english.report.copy })).toBeTruthy();
    } else {
      expect(report).toBeNull();
    }
  });

  it("says one X account reached the safety cap, not that the plan's replies are used up", async () => {
    renderPopup(new FakeTransport(sessionState({ status: 'stopped', stopReason: 'account-cap' })));
    const alert = await screen.findByTestId('stop-reason');
    // The figure comes from the config, the same on every plan; nothing about upgrading.
    expect(alert.textContent).toContain(`${MAX_REPLIES_PER_ACCOUNT_PER_DAY} replies`);
    expect(alert.textContent).toMatch(/X account/);
    expect(alert.textContent).not.toMatch(/upgrade/i);
    expect(alert.textContent).not.toContain(english.stopReasons['allowance-reached']);
  });

  it('puts what the background saw of X’s page into the report', async () => {
    // The background answers its SessionView: the state plus the account, a notice and the report.
    const answer = {
      ...sessionState({ status: 'stopped', stopReason: 'page-changed' }),
      account: null,
      notice: null,
      report: { at: NOW - 1000, handle: 'ada', problems: ['tweetTextarea_0', 'reply-button'] },
    };
    const state = readSessionState(answer);
    expect(state?.pageReport?.problems).toEqual(['tweetTextarea_0', 'reply-button']);
    expect(readSessionState({ state: sessionState() })?.status).toBe('idle');
    expect(readSessionState({ ok: true })).toBeNull();

    renderPopup(new FakeTransport(state));
    const link = await screen.findByRole('link', { name: english.report.send });
    const body = decodeURIComponent(link.getAttribute('href')!);
    expect(body).toContain('What no longer matched: tweetTextarea_0, reply-button');
    expect(body).toContain('Extension version: 1.2.3');
  });

  it('says what X flagging and a missing model mean', async () => {
    renderPopup(
      new FakeTransport(sessionState({ status: 'stopped', stopReason: 'x-automation-flagged' })),
    );
    expect(
      await screen.findByText(
        'X said your activity looks automated. The session stopped for today; post manually for a while before starting again.',
      ),
    ).toBeTruthy();
  });

  it('says when autopilot went to review for lack of a model, and marks built-in drafts', async () => {
    renderPopup(
      new FakeTransport(
        sessionState({
          notice: { code: 'no-model-review' },
          drafts: [draft({ builtIn: true }), draft({ id: 'draft-2' })],
        }),
      ),
    );
    expect(await screen.findByText(english.notices['no-model-review'])).toBeTruthy();
    expect(screen.getAllByText(english.drafts.builtIn)).toHaveLength(1);
  });

  it('posts an approved draft with the edited text, with X’s count live', async () => {
    const transport = new FakeTransport(sessionState({ drafts: [draft()] }));
    renderPopup(transport);
    const box = await screen.findByRole('textbox', { name: /Your reply to .*@grace/ });
    expect(screen.getByRole('link', { name: /@grace\u2069? on X/ }).getAttribute('href')).toBe(
      'https://x.com/grace/status/123',
    );
    fireEvent.change(box, { target: { value: '  Small commits, big wins. 🚀  ' } });
    // 29 characters (spaces included) and an emoji, which X counts twice.
    expect(screen.getByTestId('draft-count').textContent).toBe('31 / 280');
    fireEvent.click(screen.getByRole('button', { name: english.drafts.approve }));
    await waitFor(() =>
      expect(transport.commands()).toEqual([
        { type: 'draft:approve', id: 'draft-1', text: 'Small commits, big wins. 🚀' },
      ]),
    );
  });

  it('will not approve a draft X would refuse, and discards', async () => {
    const transport = new FakeTransport(sessionState({ drafts: [draft()] }));
    renderPopup(transport);
    const box = await screen.findByRole('textbox', { name: /Your reply to/ });
    fireEvent.change(box, { target: { value: 'a'.repeat(281) } });
    expect(screen.getByText(english.drafts.tooLong.replace('{{max}}', '280'))).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: english.drafts.approve }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: english.drafts.discard }));
    await waitFor(() =>
      expect(transport.commands()).toEqual([{ type: 'draft:discard', id: 'draft-1' }]),
    );
  });

  it('sends each settings change as session:settings', async () => {
    const transport = new FakeTransport(sessionState());
    renderPopup(transport);
    fireEvent.click(await screen.findByRole('tab', { name: english.tabs.settings }));
    fireEvent.click(screen.getByRole('radio', { name: /Autopilot/ }));
    await waitFor(() => expect(transport.commands()).toHaveLength(1));
    fireEvent.change(screen.getByRole('combobox', { name: /Pacing/ }), {
      target: { value: 'intensive' },
    });
    await waitFor(() => expect(transport.commands()).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '09:30' } });
    await waitFor(() => expect(transport.commands()).toHaveLength(3));
    fireEvent.click(screen.getByRole('switch', { name: english.settings.like }));
    await waitFor(() => expect(transport.commands()).toHaveLength(4));
    expect(transport.commands().at(-1)).toEqual({
      type: 'session:settings',
      settings: {
        mode: 'autopilot',
        pacing: 'intensive',
        activeHours: { start: '09:30', end: '22:00' },
        like: false,
      },
    });
    expect(screen.getByRole('option', { name: 'Maximum: 240 a day' })).toBeTruthy();
  });

  it('lists recent activity with links, outcomes, reasons and times', async () => {
    const activity = [
      {
        at: NOW - 5 * 60_000,
        postUrl: 'https://x.com/grace/status/1',
        author: 'grace',
        outcome: 'posted' as const,
        reply: 'Nice one.',
      },
      {
        at: NOW - 2 * 3_600_000,
        postUrl: 'https://x.com/linus/status/2',
        author: 'linus',
        outcome: 'failed' as const,
        reason: 'editor-rejected',
      },
      {
        at: NOW - 3 * 3_600_000,
        postUrl: 'https://x.com/ada/status/3',
        author: 'ada',
        outcome: 'skipped' as const,
        reason: 'something new',
      },
      {
        at: NOW - 4 * 3_600_000,
        postUrl: 'https://x.com/ada/status/4',
        author: 'ada',
        outcome: 'skipped' as const,
        reason: 'quality: no-links',
      },
    ];
    renderPopup(
      new FakeTransport(
        sessionState({ settings: { ...sessionState().settings, mode: 'autopilot' }, activity }),
      ),
    );
    const list = await screen.findByRole('list', { name: english.activity.label });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(
      'https://x.com/grace/status/1',
    );
    expect(items[0]!.textContent).toContain('Posted');
    expect(items[0]!.textContent).toContain('5 minutes ago');
    expect(items[1]!.textContent).toContain(english.activity.reasons['editor-rejected']);
    expect(items[1]!.textContent).toContain('2 hours ago');
    expect(items[2]!.textContent).toContain('something new');
    expect(items[3]!.textContent).toContain(english.activity.reasons.quality);
  });

  it('disconnects, then asks to connect again', async () => {
    const transport = new FakeTransport(sessionState());
    renderPopup(transport);
    fireEvent.click(await screen.findByRole('button', { name: english.account.disconnect }));
    expect(await screen.findByText(english.notConnected.heading)).toBeTruthy();
    expect(transport.commands()).toEqual([{ type: 'account:disconnect' }]);
  });

  it('refreshes when the background stores a change', async () => {
    const transport = new FakeTransport(sessionState());
    renderPopup(transport);
    await screen.findByText(english.status.idle);
    transport.state = sessionState({ status: 'running' });
    act(() => transport.listeners.forEach((listener) => listener()));
    expect(await screen.findByText(english.status.running)).toBeTruthy();
  });

  it('reads the stored account by its user, plan and replies only', () => {
    const { user, plan, replies } = account();
    expect(readAccount({ user, plan, replies, settings: { persona: 'changed shape' } })).toEqual({
      user,
      plan,
      replies,
    });
    expect(readAccount(undefined)).toBeNull();
    expect(readAccount({ user })).toBeNull();
  });

  it('says so when the background does not answer', async () => {
    renderPopup(new FakeTransport(null, account()));
    expect(await screen.findByText(english.unreachable)).toBeTruthy();
  });

  it('renders Arabic right to left, in Arabic', async () => {
    renderPopup(new FakeTransport(sessionState()), 'ar');
    await screen.findByText('ada@example.com');
    const root = screen.getByTestId('popup');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('status').textContent).not.toBe(english.status.idle);
  });
});
