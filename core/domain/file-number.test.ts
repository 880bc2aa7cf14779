import { describe, expect, it } from 'vitest';
import { numberingFormatProblem, renderFileNumber, sequenceScope } from './file-number';

describe('file numbers', () => {
  it('renders every token', () => {
    expect(renderFileNumber('{YY}-{SEQ:5}', { date: '2026-03-09', sequence: 42, officeCode: 'AUS' })).toBe('26-00042');
    expect(renderFileNumber('{OFFICE}{YYYY}{MM}-{SEQ:3}', { date: '2026-03-09', sequence: 7, officeCode: 'RR' })).toBe('RR202603-007');
    // A counter past its width keeps every digit rather than wrapping into a duplicate.
    expect(renderFileNumber('{SEQ:2}', { date: '2026-03-09', sequence: 123, officeCode: 'X' })).toBe('123');
  });

  it('restarts the counter with the most specific date token', () => {
    expect(sequenceScope('{YY}-{MM}-{SEQ:4}', '2026-03-09')).toBe('2026-03');
    expect(sequenceScope('{YYYY}-{SEQ:4}', '2026-03-09')).toBe('2026');
    expect(sequenceScope('{OFFICE}-{SEQ:6}', '2026-03-09')).toBe('all');
  });

  it('explains a bad format', () => {
    expect(numberingFormatProblem('{YY}-{SEQ:5}')).toBeNull();
    expect(numberingFormatProblem('{YY}-')).toMatch(/exactly one \{SEQ:n\}/);
    expect(numberingFormatProblem('{SEQ:5}-{SEQ:2}')).toMatch(/exactly one/);
    expect(numberingFormatProblem('{SEQ:0}')).toMatch(/between 1 and 9/);
    expect(numberingFormatProblem('{DD}-{SEQ:4}')).toMatch(/Unknown token/);
    expect(numberingFormatProblem('A B{SEQ:4}')).toMatch(/letters, digits/);
  });
});
