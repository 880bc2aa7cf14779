/**
 * Office numbering formats: literal text with tokens {YY}, {YYYY}, {MM}, {OFFICE} and exactly one
 * {SEQ:n} (the counter, zero-padded to n digits). The counter restarts when the most specific
 * date token in the format changes: per month with {MM}, per year with {YY}/{YYYY}, never
 * otherwise. The server keeps one counter row per office and scope, incremented inside the
 * transaction that creates the order, so numbers have no gaps from races and no duplicates.
 */
const TOKEN = /\{(YYYY|YY|MM|OFFICE|SEQ:(\d+))\}/g;

export const DEFAULT_NUMBERING_FORMAT = '{YY}-{SEQ:5}';

export function numberingFormatProblem(format: string): string | null {
  if (format.length > 60) return 'Format must be at most 60 characters';
  const sequences = [...format.matchAll(/\{SEQ:(\d+)\}/g)];
  if (sequences.length !== 1) return 'Format must contain exactly one {SEQ:n} token';
  const width = Number(sequences[0]![1]);
  if (width < 1 || width > 9) return 'The sequence width must be between 1 and 9';
  const unknown = format.replace(TOKEN, '').match(/[{}]/);
  if (unknown) return 'Unknown token: use {YY}, {YYYY}, {MM}, {OFFICE} or {SEQ:n}';
  if (!/^[A-Za-z0-9{}:\-_/.]+$/.test(format)) return 'Use letters, digits, - _ / . and tokens only';
  return null;
}

/** The counter's scope for a date ('2026-03', '2026' or 'all'). `date` is YYYY-MM-DD. */
export function sequenceScope(format: string, date: string): string {
  if (format.includes('{MM}')) return date.slice(0, 7);
  if (format.includes('{YY}') || format.includes('{YYYY}')) return date.slice(0, 4);
  return 'all';
}

export function renderFileNumber(format: string, values: { date: string; sequence: number; officeCode: string }): string {
  return format.replace(TOKEN, (_match, token: string, width?: string) => {
    if (token === 'YYYY') return values.date.slice(0, 4);
    if (token === 'YY') return values.date.slice(2, 4);
    if (token === 'MM') return values.date.slice(5, 7);
    if (token === 'OFFICE') return values.officeCode;
    return String(values.sequence).padStart(Number(width), '0');
  });
}
