import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@web/lib/error-reporting';

interface State {
  error: Error | null;
  errorId: string | null;
  at: Date | null;
}

/** How many errors this page has shown; past 2 the screen warns that something is badly wrong. */
let errorCount = 0;

/** The global error screen (spec §2): everything the router's own screens did not catch. */
export class GlobalErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, errorId: null, at: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, at: new Date() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    errorCount += 1;
    const errorId = reportClientError(error, 'global');
    console.error(error, info.componentStack);
    this.setState({ errorId });
  }

  override render() {
    const { error, errorId, at } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="max-w-lg text-muted-foreground">{error.message}</p>
        <dl className="text-xs text-muted-foreground">
          <div>
            <dt className="inline">Error id: </dt>
            <dd className="inline font-mono">{errorId ?? '…'}</dd>
          </div>
          <div>
            <dt className="inline">Time: </dt>
            <dd className="inline">{at?.toLocaleString()}</dd>
          </div>
        </dl>
        {errorCount > 2 ? (
          <p role="alert" className="max-w-lg rounded-md border border-destructive/60 bg-destructive/10 px-4 py-2 text-sm">
            Several errors have occurred ({errorCount}). Reload the page; if errors continue, contact your administrator.
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className="h-10 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground" onClick={() => this.setState({ error: null, errorId: null, at: null })}>
            Try Again
          </button>
          <button type="button" className="h-10 rounded-md border border-border px-4 text-sm font-medium" onClick={() => window.location.reload()}>
            Reload Page
          </button>
          <button type="button" className="h-10 rounded-md border border-border px-4 text-sm font-medium" onClick={() => window.location.assign('/')}>
            Go to Home
          </button>
        </div>
      </main>
    );
  }
}
