import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error/ErrorScreen.tsx';
import { reportError } from './error/report-error.ts';
import { disarmThrowOnce } from './error/ThrowOnce.tsx';

/**
 * The router's error element (a failed lazy page load, or an error the page boundaries did not
 * catch): the same error screen. 'Try Again' navigates to the same address, which clears the
 * router's error and loads the page again.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    disarmThrowOnce(error);
    if (isRouteErrorResponse(error) && error.status < 500) return;
    reportError(
      isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error,
    );
  }, [error]);

  return (
    <ErrorScreen onRetry={() => void navigate(`${pathname}${search}${hash}`, { replace: true })} />
  );
}
