/** Display helpers for the order screens; values stay as the API sends them until shown. */
const calendarFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const timestampFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const countFormat = new Intl.NumberFormat('en-US');

/** A calendar date (`YYYY-MM-DD`, no time zone) as "Mar 5, 2026". */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : calendarFormat.format(date);
}

/** A UTC timestamp in the reader's own time zone. */
export function formatTimestamp(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : timestampFormat.format(date);
}

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** Only the last four digits ever reach the browser; the rest is a mask. */
export function maskedLast4(last4: string | null | undefined): string {
  return last4 ? `•••-••-${last4}` : '—';
}
