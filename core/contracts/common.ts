import { z } from 'zod';
import { signInMessages } from '../domain/sign-in';

/** Trims, then requires a value with the given message (blank counts as missing). */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

/** Optional text: trimmed, blank stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .transform((value) => (value === '' ? null : value))
    .nullish();

export const emailField = z
  .string({ error: signInMessages.emailRequired })
  .trim()
  .min(1, { error: signInMessages.emailRequired })
  .max(254, { error: 'Email must be at most 254 characters' })
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((value) => value.toLowerCase());

export const idParam = z.object({ id: z.string().min(1).max(64) }).strict();

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});

export const okResponse = z.object({ ok: z.literal(true) });

export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    errorId: z.string().optional(),
  }),
});
