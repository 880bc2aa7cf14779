/**
 * The sign-in form's rules (spec §5) without a schema library, so the login page stays light;
 * LoginInputSchema states the same rules for the server with the same messages.
 */
export const signInMessages = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
} as const;

export interface SignInValues {
  email: string;
  password: string;
}

export function signInFieldErrors(values: SignInValues): Partial<Record<keyof SignInValues, string>> {
  const errors: Partial<Record<keyof SignInValues, string>> = {};
  if (!values.email.trim()) errors.email = signInMessages.emailRequired;
  if (!values.password) errors.password = signInMessages.passwordRequired;
  return errors;
}
