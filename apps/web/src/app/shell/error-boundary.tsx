import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A change of this key (the page address) clears a shown error. */
  resetKey: string;
}

interface ErrorBoundaryState {
  error: unknown;
  failedAt: string | null;
}

/** Catches a failing screen inside the shell, so the menu and top bar stay usable. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    if (state.error === null) return { failedAt: props.resetKey };
    if (state.failedAt !== props.resetKey) return { error: null, failedAt: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) {
      return <ErrorScreen error={this.state.error} onReset={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}

/** The router's last resort, for errors outside the shell. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <main>
      <ErrorScreen error={error} onReset={() => window.location.reload()} />
    </main>
  );
}
