import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvokeFunction } from '../../platform/index.ts';
import { fakePlatform, withPlatform } from '../../test-utils/fake-platform.ts';
import { defaultUsage } from '../../../shared/tool-gate.ts';
import { resetToastsForTests, useToastStore } from '../../components/toasts/toast-store.ts';
import { resetAuthStore } from '../../stores/auth-store.ts';
import { fireEvent, render, screen, waitFor, within } from '../../test-utils/render.tsx';
import { SharePrompt } from './SharePrompt.tsx';
import { verificationProgress } from './ShareWait.tsx';
import { resetToolGateStore, useToolGateStore } from './tool-gate-store.ts';
import { resetVerificationTimers } from './use-tool-gate.ts';

const TOOL = 'reply-grader';
const PAGE = 'https://replypilot.app/tools/reply-grader';
const SUGGESTED = `A free reply grader that scores a reply to a post on X and shows how to make it better: ${PAGE}`;

const calls = vi.hoisted(() => ({ verifyShare: vi.fn(), startShare: vi.fn() }));

// verify-share and start-share answer what each test scripts; the status call never answers.
withPlatform(() =>
  fakePlatform({
    invokeFunction: ((_name: string, body: { action: string }) =>
      body.action === 'verify-share'
        ? calls.verifyShare(body)
        : body.action === 'start-share'
          ? calls.startShare(body)
          : new Promise(() => {})) as InvokeFunction,
  }),
);

const blocked = {
  ...defaultUsage(TOOL),
  totalUsage: 1,
  freeUsageRemaining: 0,
  nextUnlockRequirement: 'share' as const,
};

function open() {
  return render(<SharePrompt toolId={TOOL} opened onClose={() => {}} />, {
    route: '/tools/reply-grader',
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  resetVerificationTimers();
  resetToolGateStore();
  resetToastsForTests();
  resetAuthStore();
});

describe('verificationProgress', () => {
  const waiting = {
    ...defaultUsage(TOOL),
    hasSharedOnce: true,
    shareTimestamp: '2026-03-01T10:00:00.000Z',
    verifyAt: '2026-03-01T10:01:40.000Z',
  };

  it('runs from the share to verifyAt', () => {
    expect(verificationProgress(waiting, Date.parse('2026-03-01T10:00:00Z'))).toBe(0);
    expect(verificationProgress(waiting, Date.parse('2026-03-01T10:00:25Z'))).toBe(25);
    expect(verificationProgress(waiting, Date.parse('2026-03-01T10:05:00Z'))).toBe(100);
  });

  it('is 0 without a pending share', () => {
    expect(verificationProgress(defaultUsage(TOOL), Date.now())).toBe(0);
  });
});

describe('SharePrompt', () => {
  it('shows the post that will be shared, in an editable field', () => {
    useToolGateStore.getState().setRecord(blocked);
    open();
    const dialog = screen.getByRole('dialog', { name: 'Share to unlock 4 more free uses' });
    const field = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Your post' });
    expect(field.value).toBe(SUGGESTED);
    expect(dialog.textContent).not.toMatch(/I'm growing|\bmy audience\b/);
  });

  it('opens the network with the text as edited, the address once', async () => {
    const open_ = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    calls.startShare.mockResolvedValue({
      ok: true,
      status: 200,
      data: { usage: { ...blocked, hasSharedOnce: true } },
    });
    useToolGateStore.getState().setRecord(blocked);
    open();
    const field = screen.getByRole('textbox', { name: 'Your post' });
    fireEvent.change(field, { target: { value: `Handy for replies on X: ${PAGE} (my pick)` } });
    fireEvent.click(screen.getByRole('button', { name: 'Share on X' }));
    await waitFor(() => expect(calls.startShare).toHaveBeenCalled());
    const link = new URL(String(open_.mock.calls[0]![0]));
    expect(link.origin + link.pathname).toBe('https://x.com/intent/tweet');
    // X adds the address itself: the text goes without it, the address as `url`.
    expect(link.searchParams.get('text')).toBe('Handy for replies on X: (my pick)');
    expect(link.searchParams.get('url')).toBe(PAGE);

    cleanup();
    open_.mockClear();
    useToolGateStore.getState().setRecord(blocked);
    open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your post' }), {
      target: { value: 'My own words' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Share on WhatsApp' }));
    await waitFor(() => expect(open_).toHaveBeenCalled());
    expect(new URL(String(open_.mock.calls[0]![0])).searchParams.get('text')).toBe(
      `My own words ${PAGE}`,
    );
  });

  it('copies the text as edited, and says Copied', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    useToolGateStore.getState().setRecord(blocked);
    open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your post' }), {
      target: { value: `Try this: ${PAGE}` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy share text' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`Try this: ${PAGE}`);
  });

  it('offers the 7-day free trial beside sharing', () => {
    useToolGateStore.getState().setRecord(blocked);
    open();
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(
      'Rather not post? The 7-day free trial gives you unlimited use, no card needed.',
    );
    expect(
      within(dialog).getByRole('link', { name: 'Start 7-day free trial' }).getAttribute('href'),
    ).toBe('/auth?plan=creator');
  });

  it('toasts Copy Failed when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Copy share text' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Copy Failed',
        description: 'Unable to copy to clipboard. Please select and copy manually.',
        variant: 'destructive',
      }),
    );
  });

  it('has a named close button', () => {
    const onClose = vi.fn();
    render(<SharePrompt toolId={TOOL} opened onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('after a share: thanks, the time left, and Try again once the unlock is due', async () => {
    const pending = {
      ...defaultUsage(TOOL),
      totalUsage: 1,
      freeUsageRemaining: 0,
      hasSharedOnce: true,
      nextUnlockRequirement: 'payment' as const,
      shareTimestamp: new Date(Date.now() - 200_000).toISOString(),
      verifyAt: new Date(Date.now() - 100_000).toISOString(),
    };
    calls.verifyShare.mockResolvedValue({
      ok: false,
      status: 500,
      code: 'server-error',
      message: null,
      body: {},
    });
    useToolGateStore.getState().setRecord(pending);
    open();
    const dialog = screen.getByRole('dialog', { name: 'Thanks for sharing!' });
    expect(dialog.textContent).toContain(
      'Thanks for sharing! Your 4 more free uses unlock in a minute or two.',
    );
    expect(dialog.textContent).not.toMatch(/verif/i);
    expect(
      screen
        .getByRole('progressbar', { name: 'Time until your free uses unlock' })
        .getAttribute('aria-valuenow'),
    ).toBe('100');
    // the overdue unlock runs at once and fails
    await waitFor(() => expect(calls.verifyShare).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Your free uses could not be unlocked yet',
        description: 'Something went wrong on our side. Please try again in a moment.',
      }),
    );
    calls.verifyShare.mockResolvedValue({
      ok: true,
      status: 200,
      data: { usage: { ...pending, shareVerified: true, freeUsageRemaining: 4, verifyAt: null } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.verifyShare).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: '4 more free uses unlocked',
        description: 'Thanks for sharing! You can use the tool again.',
        variant: 'success',
      }),
    );
  });

  it('shows no Try again before the unlock is due', () => {
    useToolGateStore.getState().setRecord({
      ...defaultUsage(TOOL),
      totalUsage: 1,
      freeUsageRemaining: 0,
      hasSharedOnce: true,
      shareTimestamp: new Date().toISOString(),
      verifyAt: new Date(Date.now() + 90_000).toISOString(),
    });
    open();
    expect(screen.getByRole('dialog', { name: 'Thanks for sharing!' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
