import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, parseDollarsToCents } from './money';

describe('money', () => {
  it('parses typed dollars to exact cents', () => {
    expect(parseDollarsToCents('$1,234.5')).toBe(123450);
    expect(parseDollarsToCents('0.29')).toBe(29);
    expect(parseDollarsToCents('350000')).toBe(35_000_000);
    expect(parseDollarsToCents('')).toBeNull();
    expect(parseDollarsToCents('12.345')).toBeNaN();
    expect(parseDollarsToCents('-5')).toBeNaN();
  });
  it('formats and round-trips', () => {
    expect(formatCents(35_000_050)).toBe('$350,000.50');
    expect(formatCents(null)).toBe('—');
    expect(parseDollarsToCents(centsToInput(123405))).toBe(123405);
  });
});
