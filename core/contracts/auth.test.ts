import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { passwordMessages } from '../domain/password';
import { signInFieldErrors } from '../domain/sign-in';
import {
  ForgotPasswordInputSchema,
  LoginInputSchema,
  ProfileFormSchema,
  RegisterFormSchema,
  RegisterInputSchema,
  ResetPasswordFormSchema,
  ResetPasswordInputSchema,
  UpdateProfileInputSchema,
  splitFullName,
} from './auth';

/** Messages per field path ('_' for the root), as the forms and the server's error handler show them. */
function messages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys) (fields[name] ??= []).push('Unknown field');
    } else {
      (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
    }
  }
  return fields;
}

const GOOD = 'Str0ng!pass';

describe('LoginInputSchema (spec §5 login)', () => {
  it('says "Email is required" for a blank, whitespace-only or missing email', () => {
    for (const email of ['', '   ', undefined]) {
      expect(messages(LoginInputSchema, { email, password: 'x' })).toEqual({ email: ['Email is required'] });
    }
  });

  it('says "Password is required" for an empty or missing password', () => {
    expect(messages(LoginInputSchema, { email: 'a@b.co', password: '' })).toEqual({ password: ['Password is required'] });
    expect(messages(LoginInputSchema, { email: 'a@b.co' })).toEqual({ password: ['Password is required'] });
  });

  it('gives both messages at once for an empty form', () => {
    expect(messages(LoginInputSchema, { email: '  ', password: '' })).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('refuses something that is not an email', () => {
    expect(messages(LoginInputSchema, { email: 'not-an-email', password: 'x' })).toEqual({ email: ['Enter a valid email address'] });
  });

  it('trims and lower-cases the email, and leaves the password exactly as typed', () => {
    expect(LoginInputSchema.parse({ email: '  Agent@Demo.TEST ', password: ' Demo!2345 ' })).toEqual({
      email: 'agent@demo.test',
      password: ' Demo!2345 ',
    });
  });

  it('refuses unknown fields', () => {
    expect(messages(LoginInputSchema, { email: 'a@b.co', password: 'x', role: 'admin' })).toEqual({ role: ['Unknown field'] });
  });

  it('property: the light sign-in form rules report a blank field exactly when the schema does, with the same message', () => {
    const text = fc.oneof(fc.constantFrom('', ' ', '\t', 'a@b.co', ' A@B.CO '), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(text, text, (email, password) => {
        const form = signInFieldErrors({ email, password });
        const schema = messages(LoginInputSchema, { email, password });
        const blankEmail = schema.email?.[0] === 'Email is required';
        const blankPassword = schema.password?.[0] === 'Password is required';
        return (
          (form.email === 'Email is required') === blankEmail &&
          (form.password === 'Password is required') === blankPassword
        );
      }),
    );
  });
});

describe('RegisterFormSchema (spec §5 register)', () => {
  const form = {
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@example.com',
    password: GOOD,
    confirmPassword: GOOD,
    accountType: 'client',
  };

  it('accepts a complete form and defaults the account type to client', () => {
    const { accountType: _omit, ...rest } = form;
    expect(RegisterFormSchema.parse(rest)).toEqual({ ...rest, accountType: 'client' });
  });

  it('accepts client, agent and vendor, and nothing else', () => {
    for (const accountType of ['client', 'agent', 'vendor']) {
      expect(RegisterFormSchema.safeParse({ ...form, accountType }).success).toBe(true);
    }
    for (const accountType of ['admin', 'superuser', '', 'Client']) {
      expect(messages(RegisterFormSchema, { ...form, accountType })).toEqual({ accountType: ['Account type is required'] });
    }
  });

  it("says 'Passwords do not match' on the confirmation", () => {
    expect(messages(RegisterFormSchema, { ...form, confirmPassword: `${GOOD}x` })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('gives the long "at least 8 characters" message for a short password, and only that', () => {
    for (const password of ['a', 'Ab1!', 'Abcde1!']) {
      expect(messages(RegisterFormSchema, { ...form, password, confirmPassword: password })).toEqual({
        password: ['Password must be at least 8 characters with uppercase, lowercase, number, and special character'],
      });
    }
  });

  it('gives the weak-password message for a long enough password missing a class', () => {
    for (const password of ['abcdefgh', 'abcdefgh1', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1', 'Abcdefg1#']) {
      expect(messages(RegisterFormSchema, { ...form, password, confirmPassword: password })).toEqual({
        password: ['Password must contain uppercase, lowercase, number, and special character (@$!%*?&)'],
      });
    }
  });

  it('requires every field, each with its own message', () => {
    expect(messages(RegisterFormSchema, { firstName: ' ', lastName: '', email: '', password: '', confirmPassword: '' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      confirmPassword: ['Confirm password is required'],
    });
  });

  it('property: a password of 8+ characters without a digit is refused as weak', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 40 }).filter((s) => !/\d/.test(s)), (password) => {
        const fields = messages(RegisterFormSchema, { ...form, password, confirmPassword: password });
        return fields.password?.length === 1 && fields.password[0] === passwordMessages.weak;
      }),
    );
  });
});

describe('RegisterInputSchema (what the server accepts)', () => {
  const input = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', password: GOOD, accountType: 'agent' };

  it('accepts the register fields without a confirmation', () => {
    expect(RegisterInputSchema.parse(input)).toEqual(input);
  });

  it('refuses unknown keys such as role and status instead of reading them', () => {
    expect(messages(RegisterInputSchema, { ...input, role: 'admin' })).toEqual({ role: ['Unknown field'] });
    expect(messages(RegisterInputSchema, { ...input, status: 'active', isAdmin: true })).toEqual({
      status: ['Unknown field'],
      isAdmin: ['Unknown field'],
    });
  });

  it('refuses admin as an account type', () => {
    expect(messages(RegisterInputSchema, { ...input, accountType: 'admin' })).toEqual({ accountType: ['Account type is required'] });
  });

  it('refuses wrong types on every field', () => {
    expect(Object.keys(messages(RegisterInputSchema, { firstName: 1, lastName: true, email: 2, password: 3, accountType: 4 })).sort()).toEqual([
      'accountType',
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
  });
});

describe('ForgotPasswordInputSchema', () => {
  it('says "Email is required" for a blank email', () => {
    expect(messages(ForgotPasswordInputSchema, { email: '' })).toEqual({ email: ['Email is required'] });
  });
});

describe('ResetPasswordFormSchema (spec §5 reset password)', () => {
  it('accepts matching strong passwords', () => {
    expect(ResetPasswordFormSchema.parse({ password: GOOD, confirmPassword: GOOD })).toEqual({ password: GOOD, confirmPassword: GOOD });
  });

  it("says only 'Password must be at least 8 characters' for a short password", () => {
    for (const password of ['Ab1!', 'short', 'abc']) {
      expect(messages(ResetPasswordFormSchema, { password, confirmPassword: password })).toEqual({
        password: ['Password must be at least 8 characters'],
      });
    }
  });

  it('gives the weak-password message for a long weak password', () => {
    for (const password of ['abcdefgh1', 'longenough']) {
      expect(messages(ResetPasswordFormSchema, { password, confirmPassword: password })).toEqual({
        password: ['Password must contain uppercase, lowercase, number, and special character (@$!%*?&)'],
      });
    }
  });

  it("says 'Passwords do not match' on the confirmation", () => {
    expect(messages(ResetPasswordFormSchema, { password: GOOD, confirmPassword: 'Other!pass1' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
  });
});

describe('ResetPasswordInputSchema', () => {
  it("says 'Invalid reset link' when the token is missing", () => {
    expect(messages(ResetPasswordInputSchema, { token: '', password: GOOD })).toEqual({ token: ['Invalid reset link'] });
  });

  it('applies the strength rule and refuses unknown fields', () => {
    expect(messages(ResetPasswordInputSchema, { token: 't', password: 'abcdefgh' })).toEqual({ password: [passwordMessages.weak] });
    expect(messages(ResetPasswordInputSchema, { token: 't', password: GOOD, email: 'a@b.co' })).toEqual({ email: ['Unknown field'] });
  });
});

describe('splitFullName (spec §5 profile update)', () => {
  it.each([
    ['Jane Q Public', { firstName: 'Jane', lastName: 'Q' }],
    ['Jane Doe', { firstName: 'Jane', lastName: 'Doe' }],
    ['  Jane    Doe  ', { firstName: 'Jane', lastName: 'Doe' }],
    ['Jane\tDoe', { firstName: 'Jane', lastName: 'Doe' }],
    ['Cher', { firstName: 'Cher', lastName: '' }],
    ['', { firstName: '', lastName: '' }],
    ['   ', { firstName: '', lastName: '' }],
  ])('splits %j', (input, expected) => {
    expect(splitFullName(input)).toEqual(expected);
  });

  it('property: the first word is the first name, the second word (or nothing) the last name', () => {
    const word = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/\s/.test(s));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), fc.constantFrom(' ', '  ', '\t'), (words, gap) => {
        const split = splitFullName(` ${words.join(gap)} `);
        return split.firstName === words[0] && split.lastName === (words[1] ?? '');
      }),
    );
  });
});

describe('UpdateProfileInputSchema', () => {
  it('accepts a full name, the names and a phone (null clears it)', () => {
    expect(UpdateProfileInputSchema.parse({ fullName: ' Jane Q Public ', phone: '(512) 555-0100' })).toEqual({
      fullName: 'Jane Q Public',
      phone: '(512) 555-0100',
    });
    expect(UpdateProfileInputSchema.parse({ firstName: 'Jane', lastName: 'Doe', phone: null })).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      phone: null,
    });
  });

  it('refuses role and status: they are not the user’s to change', () => {
    expect(messages(UpdateProfileInputSchema, { firstName: 'Jane', role: 'admin', status: 'active' })).toEqual({
      role: ['Unknown field'],
      status: ['Unknown field'],
    });
  });

  it('refuses an invalid phone and blank names', () => {
    expect(messages(UpdateProfileInputSchema, { phone: 'call me maybe' })).toEqual({ phone: ['Enter a valid phone number'] });
    expect(messages(UpdateProfileInputSchema, { firstName: '  ' })).toEqual({ firstName: ['First name is required'] });
    expect(messages(UpdateProfileInputSchema, { fullName: '' })).toEqual({ fullName: ['Name is required'] });
  });
});

describe('ProfileFormSchema', () => {
  it('requires both names and allows a blank phone', () => {
    expect(ProfileFormSchema.parse({ firstName: 'Jane', lastName: 'Doe', phone: '' })).toEqual({ firstName: 'Jane', lastName: 'Doe', phone: '' });
    expect(messages(ProfileFormSchema, { firstName: '', lastName: '', phone: '' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });
});
