/**
 * `useToolGate(toolId)`: a tool's free-use record and the gate's actions
 * (docs/product-rules.md#free-use-gate). The record shown first is the one kept in this
 * browser, then the server's answer.
 * Sharing opens the network's share window with the user's text, tells the server, and
 * unlocks on trust at the time the server names (`verifyAt`, 60–120 s later; resumed after a
 * reload). Nothing is checked, so nothing claims to be: the user is thanked for sharing.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SHARE_WINDOW_FEATURES, shareLink } from '../../../shared/share-links.ts';
import {
  SHARE_PLATFORMS,
  canUse as canUseRule,
  defaultUsage,
  gateAction,
  progressPercent,
  unlockRequirement,
  type GateAction,
  type SharePlatform,
  type ToolUsageState,
  type UnlockRequirement,
} from '../../../shared/tool-gate.ts';
import { SITE_ORIGIN } from '../../components/seo/site-origin.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useSubscriptionStore, type Subscription } from '../../stores/subscription-store.ts';
import * as api from './api.ts';
import { createVerificationScheduler } from './verification-scheduler.ts';
import { useGateControls } from './gate-context.ts';
import { GATE_FIGURES, gateMessageText } from './gate-text.ts';
import { logSharingEvent, useToolGateStore } from './tool-gate-store.ts';

export type StatusKey = 'unlimited' | 'first' | 'shareNext' | 'unlocking' | 'spent' | 'remaining';

/**
 * The status line, in the order of the rules: paid → unlimited; the free use still there →
 * first ('1 free use, then 4 more when you share'); used → shareNext; shared, unlocking →
 * unlocking; after the share → n left, then spent.
 */
export function statusKeyOf(record: ToolUsageState): StatusKey {
  if (record.isPaidUser || record.freeUsageRemaining === null) return 'unlimited';
  switch (gateAction(record)) {
    case 'share':
      return 'shareNext';
    case 'wait':
      return 'unlocking';
    case 'payment':
      return 'spent';
    case null:
      return record.shareVerified ? 'remaining' : 'first';
  }
}

/**
 * Whether the gate offers the 7-day free trial: to visitors, and to signed-in users on no
 * paid plan whose account never had a trial (`trial_ends_at` is kept after a trial ends).
 */
export function offersTrial(
  record: Pick<ToolUsageState, 'isPaidUser' | 'freeUsageRemaining'>,
  signedIn: boolean,
  subscription: Pick<Subscription, 'trial_ends_at' | 'tools_access'> | null,
): boolean {
  if (record.isPaidUser || record.freeUsageRemaining === null) return false;
  if (!signedIn || !subscription) return true;
  return subscription.trial_ends_at === null && !subscription.tools_access;
}

export interface ToolGate {
  record: ToolUsageState;
  /** The server has confirmed the record since the page loaded. */
  loaded: boolean;
  canUse: boolean;
  requirement: UnlockRequirement;
  /** What a blocked user must do next; null while a use is allowed. */
  action: GateAction | null;
  progressPct: number;
  statusKey: StatusKey;
  statusText: string;
  /** The blocked message, or null while a use is allowed. */
  gateText: string | null;
  /** The gate offers the free trial (see `offersTrial`). */
  trialOffered: boolean;
  /** A share awaits verification. */
  verifying: boolean;
  /**
   * Opens the network's share window with `text` (the post as the user edited it) and starts
   * the wait before the unlock; false when it could not.
   */
  startShare(platform: SharePlatform, text: string): Promise<boolean>;
  /** Asks for the unlock now (it also runs by itself at `verifyAt`). */
  verifyShare(): Promise<void>;
  /** Refreshes the subscription and the record; true when the account is now unlimited. */
  markPaid(): Promise<boolean>;
  /** Development builds only: resets the tool's progress on the server and here. */
  reset?: () => Promise<void>;
}

// ── Verification timers: one scheduler for the page (see verification-scheduler.ts) ─────────

export { VERIFY_RETRY_MS } from './verification-scheduler.ts';
const verification = createVerificationScheduler();

/** Tests only: drops every timer. */
export function resetVerificationTimers(): void {
  verification.reset();
}

// ── Helpers ─────────────────────────────────────────────────────────────────────────────────

/**
 * The address a share points to: the current page on the site's public origin, so a
 * share from the desktop app or a local run still links to the website.
 */
export function shareAddress(pathname: string): string {
  return `${SITE_ORIGIN}${pathname}`;
}

/**
 * The post text for a network that adds the link itself: the user's text without the page
 * address (the network puts it after the text), so the link is not posted twice.
 */
export function textBesideLink(text: string, url: string): string {
  const at = text.indexOf(url);
  if (at < 0) return text.trim();
  return `${text.slice(0, at)}${text.slice(at + url.length)}`.replace(/[ \t]{2,}/g, ' ').trim();
}

function isSharePlatform(value: string | undefined): value is SharePlatform {
  return (SHARE_PLATFORMS as readonly (string | undefined)[]).includes(value);
}

function isPaidSubscription(): boolean {
  const subscription = useSubscriptionStore.getState().subscription;
  return Boolean(
    subscription?.tools_access &&
    (subscription.subscription_status === 'active' ||
      subscription.subscription_status === 'trialing'),
  );
}

// ── The hook ────────────────────────────────────────────────────────────────────────────────

export function useToolGate(toolId: string): ToolGate {
  const { t } = useTranslation('gate');
  const errorText = useErrorText();
  const controls = useGateControls();
  const signedIn = useAuthStore((s) => s.status === 'signed-in');
  const subscription = useSubscriptionStore((s) => s.subscription);
  const closePrompt = controls?.closePrompt;
  const { pathname } = useLocation();
  const stored = useToolGateStore((s) => s.records[toolId]);
  const loaded = useToolGateStore((s) => s.synced[toolId] === true);
  const record = useMemo(() => stored ?? defaultUsage(toolId), [stored, toolId]);

  useEffect(() => {
    const store = useToolGateStore.getState();
    store.hydrate(toolId);
    store.ensureStatus(toolId);
  }, [toolId]);

  const runVerify = useCallback(async () => {
    if (!verification.begin(toolId)) return;
    const store = useToolGateStore.getState();
    const pending = store.pendingShares[toolId];
    const shareUrl = pending?.shareUrl ?? shareAddress(pathname);
    const userAgent = navigator.userAgent;
    const referrer = document.referrer;
    try {
      const outcome = await api.verifyShare(toolId, { shareUrl, userAgent, referrer });
      if (outcome.ok) {
        verification.clearBackOff(toolId);
        store.setRecord(outcome.usage);
        store.setPendingShare(toolId, null);
        const platform = pending?.platform ?? outcome.usage.sharedPlatforms.at(-1);
        if (isSharePlatform(platform))
          logSharingEvent({
            toolId,
            platform,
            shareUrl,
            timestamp: new Date().toISOString(),
            userAgent,
            referrer,
          });
        closePrompt?.('share');
        toast({
          title: t('toast.unlockedTitle', GATE_FIGURES),
          description: t('toast.unlockedBody'),
          variant: 'success',
        });
        return;
      }
      if (outcome.usage) store.setRecord(outcome.usage);
      if (outcome.code === 'too-early') {
        verification.backOff(toolId);
        const verifyAt = outcome.usage?.verifyAt ?? store.records[toolId]?.verifyAt;
        verification.end(toolId);
        verification.schedule(toolId, verifyAt ? Date.parse(verifyAt) : 0, () => void runVerify());
        return;
      }
      if (outcome.code === 'no-share') store.setPendingShare(toolId, null);
      toast({
        title: t('toast.unlockFailedTitle'),
        description:
          outcome.status === null ? errorText('network-error') : t('toast.unlockFailedBody'),
        variant: 'destructive',
      });
    } finally {
      verification.end(toolId);
    }
  }, [toolId, t, errorText, closePrompt, pathname]);

  // Unlock on trust once the server's time has come; also after a reload.
  const pendingAt =
    record.hasSharedOnce && !record.shareVerified && !record.isPaidUser ? record.verifyAt : null;
  useEffect(() => {
    if (!pendingAt) return;
    const at = Date.parse(pendingAt);
    if (Number.isNaN(at)) return;
    return verification.hold(toolId, at, () => void runVerify());
  }, [toolId, pendingAt, runVerify]);

  const startShare = useCallback(
    async (platform: SharePlatform, text: string) => {
      const url = shareAddress(pathname);
      const post = textBesideLink(text, url);
      const link = shareLink(platform, { url, text: post, summary: post });
      let popup: Window | null;
      try {
        // Synchronous, inside the click: popup blockers allow only that.
        popup = window.open(link, '_blank', SHARE_WINDOW_FEATURES);
      } catch {
        popup = null;
      }
      if (!popup) {
        toast({
          title: t('toast.sharingFailedTitle'),
          description: t('toast.sharingFailedBody'),
          variant: 'destructive',
        });
        return false;
      }
      try {
        popup.opener = null; // the network's page gets no handle on ours
      } catch {
        // already cross-origin: it has none to use
      }
      const store = useToolGateStore.getState();
      const outcome = await api.startShare(toolId, platform);
      if (!outcome.ok) {
        if (outcome.usage) store.setRecord(outcome.usage);
        toast({
          title: t('toast.sharingFailedTitle'),
          description: t('toast.shareNotRecorded'),
          variant: 'destructive',
        });
        return false;
      }
      verification.clearBackOff(toolId);
      store.setPendingShare(toolId, { platform, shareUrl: link });
      store.setRecord(outcome.usage);
      return true;
    },
    [toolId, t, pathname],
  );

  const markPaid = useCallback(async () => {
    if (useAuthStore.getState().status === 'signed-in')
      await useSubscriptionStore.getState().refresh();
    const outcome = await useToolGateStore.getState().loadStatus(toolId);
    if (outcome.ok && outcome.usage.isPaidUser) {
      closePrompt?.('payment');
      toast({ title: t('toast.welcomePro'), variant: 'success' });
      return true;
    }
    toast({
      title: t('toast.updateFailedTitle'),
      description: t('toast.updateFailedBody'),
      variant: 'destructive',
    });
    return false;
  }, [toolId, t, closePrompt]);

  const reset = useCallback(async () => {
    verification.cancel(toolId);
    verification.clearBackOff(toolId);
    const store = useToolGateStore.getState();
    const outcome = await api.resetUsage(toolId);
    store.forget(toolId);
    if (outcome.ok) {
      store.setRecord(outcome.usage);
      toast({ title: t('toast.resetTitle'), variant: 'success' });
    } else {
      toast({ title: t('toast.resetFailed'), variant: 'destructive' });
      void store.loadStatus(toolId);
    }
  }, [toolId, t]);

  const action = gateAction(record);
  const statusKey = statusKeyOf(record);
  const trialOffered = offersTrial(record, signedIn, subscription);
  return {
    record,
    loaded,
    canUse: canUseRule(record),
    requirement: unlockRequirement(record),
    action,
    progressPct: progressPercent(record),
    statusKey,
    statusText:
      statusKey === 'remaining'
        ? t('status.remaining', { count: record.freeUsageRemaining ?? 0 })
        : t(`status.${statusKey}`, GATE_FIGURES),
    gateText: action ? gateMessageText(t, action, { trial: trialOffered }) : null,
    trialOffered,
    verifying: pendingAt !== null,
    startShare,
    verifyShare: runVerify,
    markPaid,
    ...(import.meta.env.DEV ? { reset } : {}),
  };
}

/**
 * Calls `markPaid` when the subscription turns paid while the page is open (an upgrade in
 * another tab, or the return from checkout). The first load of the subscription is not a
 * change: the record's own `isPaidUser` already tells.
 */
export function useMarkPaidOnUpgrade(markPaid: () => Promise<boolean>): void {
  useEffect(() => {
    let wasPaid = isPaidSubscription();
    let known = useSubscriptionStore.getState().subscription !== null;
    return useSubscriptionStore.subscribe((state) => {
      if (state.loading) return;
      const paid = isPaidSubscription();
      if (paid && !wasPaid && known) void markPaid();
      wasPaid = paid;
      known = state.subscription !== null;
    });
  }, [markPaid]);
}
