import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod, PaidTier } from '../../../shared/plans.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { platform } from '../../platform/index.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { siteLanguage } from './pricing-facts.ts';

/** The suite every plan unlocks (there is one). */
const TOOL_SUITE = 'unified_platform';

/** Leaving for the checkout or the billing portal (an object, so tests can watch it). */
export const leavePage = {
  to(url: string): void {
    window.location.assign(url);
  },
};

export interface Checkout {
  /** The plan whose checkout is being started (its button reads 'Processing...'). */
  busy: PaidTier | null;
  /** The account already pays for a plan: it changes plans in the billing portal. */
  alreadySubscribed: boolean;
  portalBusy: boolean;
  start(plan: PaidTier, period: BillingPeriod): Promise<void>;
  openPortal(): Promise<void>;
}

/**
 * Starting a checkout for the signed-in user (docs/product-rules.md#billing): the server
 * picks the price from the plan and period; on success the browser goes to the checkout page
 * (the button stays busy until it does). Each failure gets its own message.
 */
export function useCheckout(lang: string): Checkout {
  const { t } = useTranslation('pricing');
  const errorText = useErrorText();
  const [busy, setBusy] = useState<PaidTier | null>(null);
  const [alreadySubscribed, setAlreadySubscribed] = useState(false);
  const [portalBusy, setPortalBusy] = useState(false);
  const language = siteLanguage(lang);

  const start = useCallback(
    async (plan: PaidTier, period: BillingPeriod) => {
      if (busy) return;
      if (!useAuthStore.getState().user) {
        toast({ title: t('toast.signIn'), variant: 'destructive' });
        return;
      }
      setBusy(plan);
      setAlreadySubscribed(false);
      try {
        const result = await platform().invokeFunction('create-checkout-session', {
          plan,
          period,
          toolSuite: TOOL_SUITE,
          ...(language ? { language } : {}),
        });
        if (result.ok) {
          leavePage.to(result.data.url);
          return;
        }
        setBusy(null);
        if (result.code === 'already-subscribed') setAlreadySubscribed(true);
        else if (result.code === 'unexpected-response')
          toast({ title: t('toast.noSession'), variant: 'destructive' });
        else if (result.code === 'network-error')
          toast({ title: t('toast.error'), variant: 'destructive' });
        else if (result.code === 'billing-unavailable')
          toast({ title: t('toast.billingUnavailable'), variant: 'destructive' });
        else {
          console.error('Checkout failed:', result.code, result.message);
          toast({
            title: t('toast.failed'),
            description: errorText(result.code),
            variant: 'destructive',
          });
        }
      } catch (error) {
        console.error('Checkout failed:', error);
        setBusy(null);
        toast({ title: t('toast.error'), variant: 'destructive' });
      }
    },
    [busy, language, t, errorText],
  );

  const openPortal = useCallback(async () => {
    if (portalBusy) return;
    setPortalBusy(true);
    const result = await platform()
      .invokeFunction('customer-portal', language ? { language } : {})
      .catch(() => null);
    if (result?.ok) {
      leavePage.to(result.data.url);
      return;
    }
    setPortalBusy(false);
    toast({
      title: t('toast.portalFailed'),
      description: errorText(result ? result.code : 'network-error'),
      variant: 'destructive',
    });
  }, [portalBusy, language, t, errorText]);

  return { busy, alreadySubscribed, portalBusy, start, openPortal };
}
