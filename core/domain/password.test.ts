import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password';

describe('isStrongPassword', () => {
  it('wants an uppercase, a lowercase, a digit and one of @$!%*?&', () => {
    expect(isStrongPassword('Demo!2345')).toBe(true);
    for (const special of '@$!%*?&') expect(isStrongPassword(`Abcdef1${special}`)).toBe(true);
    expect(isStrongPassword('Abcdef1#')).toBe(false);
    expect(isStrongPassword('abcdef1!')).toBe(false);
    expect(isStrongPassword('ABCDEF1!')).toBe(false);
    expect(isStrongPassword('Abcdefg!')).toBe(false);
  });

  it('is never satisfied without a digit', () => {
    fc.assert(fc.property(fc.string().filter((value) => !/\d/.test(value)), (value) => !isStrongPassword(value)));
  });
});
