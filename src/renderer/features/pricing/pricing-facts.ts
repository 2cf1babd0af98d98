import { useEffect, useState } from 'react';
import type { PricingAnswer } from '../../../shared/contracts/billing.ts';
import { SITE_LANGUAGE_CODES, type SiteLanguageCode } from '../../../shared/languages.ts';
import { platform } from '../../platform/index.ts';

/** The page language as the billing functions name it (undefined: none of theirs). */
export function siteLanguage(lang: string): SiteLanguageCode | undefined {
  return (SITE_LANGUAGE_CODES as readonly string[]).includes(lang)
    ? (lang as SiteLanguageCode)
    : undefined;
}

/** What the server says about prices: asked once per page load and language. */
export type PricingFacts =
  { status: 'loading' } | { status: 'ready'; answer: PricingAnswer } | { status: 'failed' };

const answers = new Map<string, Promise<PricingAnswer | null>>();

/** The `pricing` function's answer, or null when it could not be had (asked again later). */
export function fetchPricingFacts(lang: string): Promise<PricingAnswer | null> {
  const known = answers.get(lang);
  if (known) return known;
  const language = siteLanguage(lang);
  const request = platform()
    .invokeFunction('pricing', language ? { language } : {})
    .then(
      (result) => (result.ok ? result.data : null),
      () => null,
    );
  answers.set(lang, request);
  void request.then((answer) => {
    if (!answer) answers.delete(lang);
  });
  return request;
}

/** Tests only: forget every answer. */
export function forgetPricingFacts(): void {
  answers.clear();
}

/**
 * The pricing facts for the page language, asked for once `enabled` (the home page waits
 * until its pricing section comes near the screen, so a first visit loads no client for it).
 */
export function usePricingFacts(lang: string, enabled = true): PricingFacts {
  const [known, setKnown] = useState<{ lang: string; facts: PricingFacts } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void fetchPricingFacts(lang).then((answer) => {
      if (active)
        setKnown({ lang, facts: answer ? { status: 'ready', answer } : { status: 'failed' } });
    });
    return () => {
      active = false;
    };
  }, [lang, enabled]);
  return known && known.lang === lang ? known.facts : { status: 'loading' };
}
