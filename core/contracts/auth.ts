import { z } from 'zod';
import { accountTypes, profileStatuses, roles } from '../domain/permissions';
import { MIN_PASSWORD_LENGTH, isStrongPassword, passwordMessages } from '../domain/password';
import { signInMessages } from '../domain/sign-in';
import { emailField, requiredText } from './common';

export const LoginInputSchema = z
  .object({
    email: emailField,
    password: z.string({ error: signInMessages.passwordRequired }).min(1, { error: signInMessages.passwordRequired }).max(128),
  })
  .strict();
export type LoginInput = z.input<typeof LoginInputSchema>;

const registerPassword = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(128, { error: 'Password must be at most 128 characters' })
  .superRefine((value, ctx) => {
    if (value.length === 0) return;
    if (value.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', message: passwordMessages.registerTooShort });
    } else if (!isStrongPassword(value)) {
      ctx.addIssue({ code: 'custom', message: passwordMessages.weak });
    }
  });

const registerFields = {
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailField,
  password: registerPassword,
  accountType: z.enum(accountTypes, { error: 'Account type is required' }).default('client'),
};

/** What the server accepts. Unknown fields (a `role`, say) are refused, never read. */
export const RegisterInputSchema = z.object(registerFields).strict();
export type RegisterInput = z.input<typeof RegisterInputSchema>;

/** The register form: the same fields plus the confirmation. */
export const RegisterFormSchema = z
  .object({
    ...registerFields,
    confirmPassword: z.string().min(1, { error: 'Confirm password is required' }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordMessages.mismatch,
  });
export type RegisterFormValues = z.input<typeof RegisterFormSchema>;

export const RegisterResponseSchema = z.object({
  userId: z.string(),
  status: z.enum(profileStatuses),
  message: z.string(),
});

export const ForgotPasswordInputSchema = z.object({ email: emailField }).strict();
export type ForgotPasswordInput = z.input<typeof ForgotPasswordInputSchema>;

export const FORGOT_PASSWORD_SUCCESS =
  'If an account exists with this email, you will receive a password reset link shortly.';

/** One message at a time: too short first, then too weak. */
const resetPassword = z
  .string({ error: passwordMessages.resetTooShort })
  .max(128, { error: 'Password must be at most 128 characters' })
  .superRefine((value, ctx) => {
    if (value.length < MIN_PASSWORD_LENGTH) ctx.addIssue({ code: 'custom', message: passwordMessages.resetTooShort });
    else if (!isStrongPassword(value)) ctx.addIssue({ code: 'custom', message: passwordMessages.weak });
  });

export const ResetPasswordFormSchema = z
  .object({ password: resetPassword, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordMessages.mismatch,
  });
export type ResetPasswordFormValues = z.input<typeof ResetPasswordFormSchema>;

export const ResetPasswordInputSchema = z
  .object({ token: z.string().min(1, { error: 'Invalid reset link' }).max(512), password: resetPassword })
  .strict();
export type ResetPasswordInput = z.input<typeof ResetPasswordInputSchema>;

export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const ProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
  status: z.enum(profileStatuses),
  email: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  roles: z.array(z.enum(roles)),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const MeResponseSchema = z.object({
  user: SessionUserSchema,
  profile: ProfileSchema,
  permissions: z.array(z.string()),
  session: z.object({ expiresAt: z.string() }),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

const phoneField = z
  .string()
  .trim()
  .max(40, { error: 'Phone must be at most 40 characters' })
  .regex(/^[0-9+()\-.\s]*$/, { error: 'Enter a valid phone number' });

/** The profile form: both names required, phone optional (blank clears it). */
export const ProfileFormSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  phone: phoneField,
});
export type ProfileFormValues = z.input<typeof ProfileFormSchema>;

/**
 * Profile update: either a full name (split on spaces: first word first name, second word last
 * name, as the spec says) or the two names, plus a phone. Role and status are not fields here.
 */
export const UpdateProfileInputSchema = z
  .object({
    fullName: z.string().trim().min(1, { error: 'Name is required' }).max(200).optional(),
    firstName: requiredText('First name is required', 100).optional(),
    lastName: requiredText('Last name is required', 100).optional(),
    phone: phoneField.nullable().optional(),
  })
  .strict();
export type UpdateProfileInput = z.input<typeof UpdateProfileInputSchema>;

/** The spec's full-name rule: split on spaces, first word → first name, second → last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words[1] ?? '' };
}

export const NO_USER_LOGGED_IN = 'No user is logged in';

export const DemoAccountSchema = z.object({
  role: z.enum(['agent', 'client', 'vendor', 'admin']),
  email: z.string(),
  password: z.string(),
});

export const AppConfigSchema = z.object({
  demoMode: z.boolean(),
  demoAccounts: z.array(DemoAccountSchema),
  version: z.string(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgresql']),
});

/** The live counts behind the sidebar badges (PRODUCT.md §2.3). */
export const BadgeCountsSchema = z.object({
  openTasks: z.number().int().min(0),
  unreadNotifications: z.number().int().min(0),
  unreadAiNotifications: z.number().int().min(0),
});
export type BadgeCounts = z.infer<typeof BadgeCountsSchema>;
