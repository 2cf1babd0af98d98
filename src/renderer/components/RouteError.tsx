import { Component, createContext, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from './error/ErrorScreen.tsx';
import { reportError } from './error/report-error.ts';
import { disarmThrowOnce } from './error/ThrowOnce.tsx';

/**
 * Which attempt at showing the current location this is: a page whose load failed is
 * loaded again in a new attempt (router.tsx, pages.ts `loadPage`).
 */
export const PageAttempt = createContext('');

interface Props {
  locationKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  retries: number;
  locationKey: string;
}

/**
 * The routes' error screen (a failed page load, or an error the page boundaries did not
 * catch), in place of the whole layout. 'Try Again', or navigating, shows the location
 * again, loading a page that failed to load again.
 */
class RouteErrorScreen extends Component<Props, State> {
  override state: State = { failed: false, retries: 0, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey === state.locationKey
      ? null
      : { failed: false, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    disarmThrowOnce(error);
    reportError(error, info.componentStack);
  }

  retry = () => this.setState((state) => ({ failed: false, retries: state.retries + 1 }));

  override render() {
    if (this.state.failed) return <ErrorScreen onRetry={this.retry} />;
    return (
      <PageAttempt value={`${this.state.locationKey}:${this.state.retries}`}>
        {this.props.children}
      </PageAttempt>
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <RouteErrorScreen locationKey={key}>{children}</RouteErrorScreen>;
}
