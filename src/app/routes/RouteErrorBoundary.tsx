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
interface Props {
  children: ReactNode;
  /**
   * What stands in for the children once they failed; the page's error by default. A section of
   * a page passes its empty placeholder: the rest of the page keeps working without it.
   */
  fallback?: ReactNode;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <RouteError notFound={false} />;
  }
}
