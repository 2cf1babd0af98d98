import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { planLanguageChange, storePreferredLanguage } from './language-change.ts';

/** Switches the page to another language: stores the choice, then moves to its prefix. */
export function useChangeLanguage(): (code: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (code: string) => {
      const change = planLanguageChange(location, code);
      if (!change) return;
      storePreferredLanguage(code);
      if (change.reload) window.location.assign(change.href);
      else navigate(change.href);
    },
    [location, navigate],
  );
}
