import { z } from 'zod';

/** Small lists the order forms pick from. */
export const UnderwriterListSchema = z.object({ items: z.array(z.object({ id: z.string(), name: z.string(), code: z.string() })) });
export type UnderwriterList = z.infer<typeof UnderwriterListSchema>;

/** Active agents and admins: the people a file can be assigned to. */
export const StaffListSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(['agent', 'admin']) })),
});
export type StaffList = z.infer<typeof StaffListSchema>;

export const CountyQuerySchema = z
  .object({ state: z.string().trim().toUpperCase().length(2, { error: 'Use a 2-letter state code' }), q: z.string().trim().max(60).optional() })
  .strict();
export const CountyListSchema = z.object({ items: z.array(z.object({ name: z.string(), fips: z.string() })) });
export type CountyList = z.infer<typeof CountyListSchema>;
