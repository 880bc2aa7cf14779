import { describe, expect, it } from 'vitest';
import { passwordMessages } from '../domain/password';
import { LoginInputSchema, RegisterFormSchema, RegisterInputSchema, ResetPasswordFormSchema, splitFullName } from './auth';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('login', () => {
  it("gives the spec's required messages", () => {
    expect(messages(LoginInputSchema.safeParse({ email: '  ', password: '' }))).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(LoginInputSchema.parse({ email: ' Agent@Demo.test ', password: 'x' }).email).toBe('agent@demo.test');
  });
});

describe('register', () => {
  const base = { firstName: 'A', lastName: 'B', email: 'a@b.test', accountType: 'client' };
  it("gives the spec's password messages", () => {
    expect(messages(RegisterFormSchema.safeParse({ ...base, password: 'Ab1!', confirmPassword: 'Ab1!' })).password).toBe(passwordMessages.registerTooShort);
    expect(messages(RegisterFormSchema.safeParse({ ...base, password: 'abcdefgh1', confirmPassword: 'abcdefgh1' })).password).toBe(passwordMessages.weak);
    expect(messages(RegisterFormSchema.safeParse({ ...base, password: 'Strong!234', confirmPassword: 'Strong!235' })).confirmPassword).toBe('Passwords do not match');
  });

  it('defaults to client, allows agent and vendor, never admin, and refuses unknown fields', () => {
    const { accountType: _omit, ...noType } = base;
    expect(RegisterInputSchema.parse({ ...noType, password: 'Strong!234' }).accountType).toBe('client');
    expect(RegisterInputSchema.safeParse({ ...base, password: 'Strong!234', accountType: 'vendor' }).success).toBe(true);
    expect(RegisterInputSchema.safeParse({ ...base, password: 'Strong!234', accountType: 'admin' }).success).toBe(false);
    expect(RegisterInputSchema.safeParse({ ...base, password: 'Strong!234', role: 'admin' }).success).toBe(false);
  });
});

describe('reset password', () => {
  it("gives the spec's reset messages", () => {
    expect(messages(ResetPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'short' })).password).toBe('Password must be at least 8 characters');
    expect(messages(ResetPasswordFormSchema.safeParse({ password: 'longenough', confirmPassword: 'longenough' })).password).toBe(passwordMessages.weak);
    expect(messages(ResetPasswordFormSchema.safeParse({ password: 'Strong!234', confirmPassword: 'Other!234' })).confirmPassword).toBe('Passwords do not match');
  });
});

describe('splitFullName', () => {
  it('takes the first word as first name and the second as last name', () => {
    expect(splitFullName('Jane Q Public')).toEqual({ firstName: 'Jane', lastName: 'Q' });
    expect(splitFullName('  Jane   Doe ')).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
