/**
 * Calendar dates (closing, recording) are plain `YYYY-MM-DD` strings with no time zone. "Today"
 * is the agency's date, in its time zone, not the server's or UTC's.
 */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  const value = toUtc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** Monday to Sunday of the week holding `date`: what "this week" means for closings. */
export function weekOf(date: string): { start: string; end: string } {
  const weekday = toUtc(date).getUTCDay(); // 0 = Sunday
  const start = addDays(date, weekday === 0 ? -6 : 1 - weekday);
  return { start, end: addDays(start, 6) };
}

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = toUtc(value);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
