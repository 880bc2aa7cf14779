/** Money is integer cents everywhere; these only convert at the edges (display and typing). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatCents(cents: number | null | undefined): string {
  if (cents == null) return '—';
  return usd.format(cents / 100);
}

/**
 * Parses what a person types ("$1,234.5", "1234.56") into cents, exactly: digits are read as
 * text, never through floating point. Returns null for empty input, NaN for nonsense.
 */
export function parseDollarsToCents(input: string): number | null {
  const cleaned = input.replace(/[\s$,]/g, '');
  if (cleaned === '') return null;
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return Number.NaN;
  const dollars = match[1]!;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(dollars) * 100 + Number(fraction);
}

/** Cents as an editable plain amount ("1234.50"). */
export function centsToInput(cents: number | null | undefined): string {
  if (cents == null) return '';
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
