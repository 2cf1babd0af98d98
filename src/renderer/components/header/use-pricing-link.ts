import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { stripLanguagePrefix } from '../../../shared/languages.ts';
import { PRICING_LINK } from '../../../shared/navigation.ts';
import { useLocalized } from './use-localized.ts';

export const PRICING_ANCHOR = 'pricing';

/** Scrolls to a section, smoothly unless the visitor asked for reduced motion. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * On the home page the Pricing link scrolls to `#pricing`; anywhere else
 * it is a plain link to the home page's anchor (the home page scrolls on arrival).
 */
export function usePricingLink(onNavigate?: () => void) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { to } = useLocalized();
  const href = to(PRICING_LINK.href);
  const onClick = (event: MouseEvent) => {
    onNavigate?.();
    if (stripLanguagePrefix(pathname) !== '/' || !scrollToSection(PRICING_ANCHOR)) return;
    event.preventDefault();
    // Record the anchor in the URL without a second scroll from the router.
    navigate(href, { replace: true, preventScrollReset: true });
  };
  return { href, onClick };
}
