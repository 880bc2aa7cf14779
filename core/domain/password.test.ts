import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, PASSWORD_SPECIAL_CHARACTERS, isStrongPassword, passwordMessages } from './password';

const specials = [...PASSWORD_SPECIAL_CHARACTERS];

describe('the password policy (spec §5)', () => {
  it('has the spec constants and messages', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('@$!%*?&');
    expect(passwordMessages).toEqual({
      registerTooShort: 'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
      resetTooShort: 'Password must be at least 8 characters',
      weak: 'Password must contain uppercase, lowercase, number, and special character (@$!%*?&)',
      weakTitle: 'Weak Password',
      mismatch: 'Passwords do not match',
    });
  });

  it('accepts a password holding upper, lower, digit and one of @$!%*?&', () => {
    for (const special of specials) expect(isStrongPassword(`Abcdef1${special}`)).toBe(true);
    expect(isStrongPassword('Demo!2345')).toBe(true);
  });

  it.each([
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
    ['empty', ''],
  ])('refuses a password with %s', (_label, password) => {
    expect(isStrongPassword(password)).toBe(false);
  });

  it('counts only @$!%*?& as special characters', () => {
    for (const other of ['#', '^', '(', ')', '-', '_', '+', '=', '.', ',', ' ', '~', '/', '\\', '"', "'", '€', 'é']) {
      expect({ other, strong: isStrongPassword(`Abcdef12${other}`) }).toEqual({ other, strong: false });
    }
  });

  it('judges character classes only; length is checked by the schemas', () => {
    expect(isStrongPassword('Aa1!')).toBe(true);
  });

  it('property: a string without a digit is never strong', () => {
    fc.assert(fc.property(fc.string({ maxLength: 64 }).map((s) => s.replace(/\d/g, '')), (s) => !isStrongPassword(s)));
  });

  it('property: a string without an uppercase letter is never strong', () => {
    fc.assert(fc.property(fc.string({ maxLength: 64 }).map((s) => s.replace(/[A-Z]/g, '')), (s) => !isStrongPassword(s)));
  });

  it('property: a string without a lowercase letter is never strong', () => {
    fc.assert(fc.property(fc.string({ maxLength: 64 }).map((s) => s.replace(/[a-z]/g, '')), (s) => !isStrongPassword(s)));
  });

  it('property: a string without any of @$!%*?& is never strong', () => {
    fc.assert(fc.property(fc.string({ maxLength: 64 }).map((s) => s.replace(/[@$!%*?&]/g, '')), (s) => !isStrongPassword(s)));
  });

  it('property: any string plus one character of each required class is strong', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 64 }),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
        fc.constantFrom(...'0123456789'),
        fc.constantFrom(...specials),
        (rest, upper, lower, digit, special) => isStrongPassword(`${rest}${special}${digit}${lower}${upper}`),
      ),
    );
  });
});
