import { z } from 'zod';
import { numberingFormatProblem } from '../domain/file-number';
import { stateField } from './orders';

const numberingFormat = z
  .string({ error: 'Numbering format is required' })
  .trim()
  .superRefine((value, ctx) => {
    const problem = numberingFormatProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const OfficeInputSchema = z
  .object({
    name: z.string({ error: 'Office name is required' }).trim().min(1, { error: 'Office name is required' }).max(120),
    code: z
      .string({ error: 'Office code is required' })
      .trim()
      .regex(/^[A-Z0-9]{2,8}$/, { error: 'Use 2 to 8 capital letters or digits' }),
    numberingFormat,
    state: stateField,
    street: z.string().trim().max(200).nullish(),
    city: z.string().trim().max(100).nullish(),
    zip: z.string().trim().max(10).nullish(),
    phone: z.string().trim().max(25).nullish(),
  })
  .strict();
export type OfficeInput = z.input<typeof OfficeInputSchema>;
export const UpdateOfficeInputSchema = OfficeInputSchema.partial().strict();

export const OfficeSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  numberingFormat: z.string(),
  state: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  /** What the next file number will look like (not reserved). */
  nextFileNumberPreview: z.string(),
});
export type Office = z.infer<typeof OfficeSchema>;
export const OfficeListSchema = z.object({ items: z.array(OfficeSchema) });
