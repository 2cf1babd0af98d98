import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';
import { reportError } from './report-error.ts';
import { disarmThrowOnce } from './ThrowOnce.tsx';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches render errors below it, reports them and shows the error screen. 'Try Again'
 * clears the error and renders the children again (state normal → error → normal).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    disarmThrowOnce(error);
    reportError(error, info.componentStack);
  }

  reset = () => this.setState({ error: null, failed: false });

  override render() {
    return this.state.failed ? <ErrorScreen onRetry={this.reset} /> : this.props.children;
  }
}
