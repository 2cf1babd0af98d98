import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvokeFunction } from '../../platform/index.ts';
import { fakePlatform, withPlatform } from '../../test-utils/fake-platform.ts';
import { defaultUsage } from '../../../shared/tool-gate.ts';
import { resetToastsForTests, useToastStore } from '../../components/toasts/toast-store.ts';
import { resetAuthStore } from '../../stores/auth-store.ts';
import { fireEvent, render, screen, waitFor } from '../../test-utils/render.tsx';
import { SharePrompt, verificationProgress } from './SharePrompt.tsx';
import { resetToolGateStore, useToolGateStore } from './tool-gate-store.ts';
import { resetVerificationTimers } from './use-tool-gate.ts';

const TOOL = 'reply-grader';

const verifyShare = vi.hoisted(() => vi.fn());

// verify-share answers what each test scripts; the status call never answers.
withPlatform(() =>
  fakePlatform({
    invokeFunction: ((_name: string, body: { action: string }) =>
      body.action === 'verify-share' ? verifyShare(body) : new Promise(() => {})) as InvokeFunction,
  }),
);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
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
  it('copies the share text with the page address, and says Copied', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    useToolGateStore.getState().setRecord({
      ...defaultUsage(TOOL),
      totalUsage: 1,
      freeUsageRemaining: 0,
      nextUnlockRequirement: 'share',
    });
    render(<SharePrompt toolId={TOOL} opened onClose={() => {}} />, {
      route: '/tools/reply-grader',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy share text' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(
      "I'm growing my audience with Reply Grader by ReplyPilot. Try it free: https://replypilot.app/tools/reply-grader",
    );
  });

  it('toasts Copy Failed when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    render(<SharePrompt toolId={TOOL} opened onClose={() => {}} />);
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

  it('offers Check again once verifyAt has passed, e.g. after a failed verification', async () => {
    const pending = {
      ...defaultUsage(TOOL),
      totalUsage: 1,
      freeUsageRemaining: 0,
      hasSharedOnce: true,
      nextUnlockRequirement: 'payment' as const,
      shareTimestamp: new Date(Date.now() - 200_000).toISOString(),
      verifyAt: new Date(Date.now() - 100_000).toISOString(),
    };
    verifyShare.mockResolvedValue({
      ok: false,
      status: 500,
      code: 'server-error',
      message: null,
      body: {},
    });
    useToolGateStore.getState().setRecord(pending);
    render(<SharePrompt toolId={TOOL} opened onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Verifying your share' })).toBeTruthy();
    expect(
      screen
        .getByRole('progressbar', { name: 'Share verification progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('100');
    // the overdue verification runs at once and fails
    await waitFor(() => expect(verifyShare).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]?.title).toBe('Verification Failed'),
    );
    verifyShare.mockResolvedValue({
      ok: true,
      status: 200,
      data: { usage: { ...pending, shareVerified: true, freeUsageRemaining: 4, verifyAt: null } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(verifyShare).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe('Share Verified!'));
  });

  it('shows no Check again before verifyAt', () => {
    useToolGateStore.getState().setRecord({
      ...defaultUsage(TOOL),
      totalUsage: 1,
      freeUsageRemaining: 0,
      hasSharedOnce: true,
      shareTimestamp: new Date().toISOString(),
      verifyAt: new Date(Date.now() + 90_000).toISOString(),
    });
    render(<SharePrompt toolId={TOOL} opened onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Verifying your share' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  });
});
