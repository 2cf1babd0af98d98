import type { ComponentType } from 'react';
import { Toaster } from '../toasts/Toaster.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ThrowOnce } from './ThrowOnce.tsx';

/**
 * Wraps a page: an error in the page shows the error screen inside the layout (header and
 * footer stay), and the page's toasts are shown. Exactly one page is mounted at a time, so
 * there is exactly one toaster.
 */
export function withPageBoundary(Page: ComponentType): ComponentType {
  function BoundedPage() {
    return (
      <>
        <ErrorBoundary>
          <ThrowOnce />
          <Page />
        </ErrorBoundary>
        <Toaster />
      </>
    );
  }
  BoundedPage.displayName = `withPageBoundary(${Page.displayName ?? Page.name})`;
  return BoundedPage;
}
