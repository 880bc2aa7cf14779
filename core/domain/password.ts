/** The spec's password policy (section 5 and 9), shared by the forms and the server. */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';

export const passwordMessages = {
  registerTooShort:
    'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
  resetTooShort: 'Password must be at least 8 characters',
  weak: 'Password must contain uppercase, lowercase, number, and special character (@$!%*?&)',
  weakTitle: 'Weak Password',
  mismatch: 'Passwords do not match',
} as const;

export function isStrongPassword(password: string): boolean {
  return (
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[@$!%*?&]/.test(password)
  );
}
