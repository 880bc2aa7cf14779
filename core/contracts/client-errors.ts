import { z } from 'zod';

/** Client error report: limits follow spec §9 (100 breadcrumbs, messages cut to 2,048). */
export const ClientErrorReportSchema = z
  .object({
    errorId: z.string().min(8).max(64),
    source: z.enum(['global', 'route', 'window']),
    message: z.string().min(1).max(2048),
    stack: z.string().max(16_000).optional(),
    url: z.string().max(2048),
    breadcrumbs: z
      .array(z.object({ at: z.string().max(40), category: z.string().max(50), message: z.string().max(2048) }).strict())
      .max(100),
  })
  .strict();
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

export const ClientErrorAcceptedSchema = z.object({ errorId: z.string() });
