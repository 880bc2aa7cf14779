import { z } from 'zod';

export const OutboxQuerySchema = z
  .object({
    to: z.string().trim().max(254).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxResponseSchema = z.object({ items: z.array(OutboxMessageSchema) });
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>;
