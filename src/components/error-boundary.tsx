import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Names the area in the log, e.g. 'header' or 'upload tray'. */
  area: string;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Keeps one broken area from taking the whole app down: the rest of the screen keeps working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`LaughLoop: the ${this.props.area} area failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-xl border border-danger/60 bg-surface p-3 text-sm">
        <h2 className="font-semibold">Something went wrong</h2>
        <p className="mt-0.5 text-ink-muted">
          This component encountered an error and has been temporarily disabled.
        </p>
      </div>
    );
  }
}
