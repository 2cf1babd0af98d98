import { Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { bindSubscriptionToAuth } from '../../stores/subscription-store.ts';
import { GateContext, type GateControls, type GatePrompt } from './gate-context.ts';
import { SocialProofStrip } from './SocialProofStrip.tsx';
import { UsageIndicator } from './UsageIndicator.tsx';
import { useMarkPaidOnUpgrade, useToolGate } from './use-tool-gate.ts';

// Dialogs and the rating load only when needed: most visits never open them.
const SharePrompt = lazy(() => import('./SharePrompt.tsx'));
const PaymentPrompt = lazy(() => import('./PaymentPrompt.tsx'));
const SignInPrompt = lazy(() => import('./SignInPrompt.tsx'));
const RateTool = lazy(() => import('./RateTool.tsx'));

/** Marks the tool's record paid when the subscription turns paid while the page is open. */
function UpgradeWatcher({ toolId }: { toolId: string }) {
  const { markPaid } = useToolGate(toolId);
  useEffect(() => bindSubscriptionToAuth(), []);
  useMarkPaidOnUpgrade(markPaid);
  return null;
}

/**
 * Wraps a gated tool: social proof, the tool (its status line sits beside its submit
 * button), then, under the tool and its result, what to do next once the free uses are spent,
 * and the rating invitation. A blocked attempt opens one dialog (share, payment or sign-in)
 * through the context; while it is open the notice under the result steps aside, so one
 * message speaks at a time.
 */
export function ToolWrapper({ toolId, children }: { toolId: string; children: ReactNode }) {
  const [prompt, setPrompt] = useState<GatePrompt | null>(null);
  const [used, setUsed] = useState(false);

  const openPrompt = useCallback((next: GatePrompt) => setPrompt(next), []);
  const closePrompt = useCallback(
    (which?: GatePrompt) => setPrompt((open) => (!which || open === which ? null : open)),
    [],
  );
  const reportUse = useCallback(() => setUsed(true), []);
  const controls = useMemo<GateControls>(
    () => ({ toolId, prompt, openPrompt, closePrompt, reportUse }),
    [toolId, prompt, openPrompt, closePrompt, reportUse],
  );

  return (
    <GateContext.Provider value={controls}>
      <UpgradeWatcher toolId={toolId} />
      <Stack gap="md">
        {children}
        {prompt === null && <UsageIndicator toolId={toolId} variant="notice" />}
        {/* Below the tool: it arrives late and often hides, so it never pushes the form down. */}
        <SocialProofStrip toolId={toolId} />
        {used && (
          <Suspense fallback={null}>
            <RateTool toolId={toolId} />
          </Suspense>
        )}
      </Stack>
      <Suspense fallback={null}>
        {prompt === 'share' && (
          <SharePrompt toolId={toolId} opened onClose={() => closePrompt('share')} />
        )}
        {prompt === 'payment' && (
          <PaymentPrompt toolId={toolId} opened onClose={() => closePrompt('payment')} />
        )}
        {prompt === 'sign-in' && <SignInPrompt opened onClose={() => closePrompt('sign-in')} />}
      </Suspense>
    </GateContext.Provider>
  );
}
