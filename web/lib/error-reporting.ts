/**
 * Client error reports (spec §9, PRODUCT.md §2.8): a breadcrumb buffer of the last 100 events,
 * each message cut to 2,048 characters, sent with the error to POST /api/client-errors.
 */
export const BREADCRUMB_LIMIT = 100;
export const BREADCRUMB_MESSAGE_LIMIT = 2048;

export interface Breadcrumb {
  at: string;
  category: string;
  message: string;
}

const breadcrumbs: Breadcrumb[] = [];

export function addBreadcrumb(category: string, message: string) {
  breadcrumbs.push({ at: new Date().toISOString(), category: category.slice(0, 50), message: message.slice(0, BREADCRUMB_MESSAGE_LIMIT) });
  if (breadcrumbs.length > BREADCRUMB_LIMIT) breadcrumbs.splice(0, breadcrumbs.length - BREADCRUMB_LIMIT);
}

export function currentBreadcrumbs(): Breadcrumb[] {
  return breadcrumbs.slice();
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const response = error as { status: number; statusText?: string };
    return { message: `${response.status} ${response.statusText ?? ''}`.trim() };
  }
  return { message: String(error) };
}

function newErrorId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** Sends the error with its breadcrumbs; never throws. Returns the id shown to the user. */
export function reportClientError(error: unknown, source: 'global' | 'route' | 'window'): string {
  const errorId = newErrorId();
  const { message, stack } = describe(error);
  const body = {
    errorId,
    source,
    message: message.slice(0, BREADCRUMB_MESSAGE_LIMIT) || 'Unknown error',
    stack: stack?.slice(0, 16_000),
    url: window.location.href.slice(0, 2048),
    breadcrumbs: currentBreadcrumbs(),
  };
  try {
    void fetch('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    /* reporting must never become the error */
  }
  addBreadcrumb('error', message);
  return errorId;
}

let installed = false;

/** Uncaught errors and rejections outside React are reported too. */
export function installGlobalErrorHandlers() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message, 'window'));
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason, 'window'));
}
