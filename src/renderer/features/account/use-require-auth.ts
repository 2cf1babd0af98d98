import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { detectLanguage, localizePath } from '../../../shared/languages.ts';
import { rememberReturnUrl, useAuth, type Auth } from '../../stores/auth-store.ts';
import { bindSubscriptionToAuth } from '../../stores/subscription-store.ts';

/**
 * For private pages: a signed-out visitor's path is remembered and they go to
 * `/auth` (in their language). Also keeps the subscription store following the session.
 */
export function useRequireAuth({ leaving = false }: { leaving?: boolean } = {}): Auth {
  const auth = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => bindSubscriptionToAuth(), []);
  useEffect(() => {
    // `leaving`: the page signs out itself and navigates on its own (no return URL then).
    if (auth.status !== 'signed-out' || leaving) return;
    rememberReturnUrl(pathname + search);
    void navigate(localizePath('/auth', detectLanguage(pathname)), { replace: true });
  }, [auth.status, leaving, pathname, search, navigate]);
  return auth;
}
