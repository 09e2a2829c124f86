import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface State {
  failed: boolean;
}

/**
 * A page that throws while it renders, or whose chunk cannot be loaded (lost to a redeploy, or
 * the network went): the page says so and offers the way back, instead of a blank screen.
 * React has no hook for this: an error boundary is a class.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError notFound={false} /> : this.props.children;
  }
}
