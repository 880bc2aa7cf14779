import { resolve } from 'node:path';
import { z } from 'zod';

/** The only reader of process.env. Everything else receives an `Env`. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** The origin users reach the app at; better-auth's origin check and reset links use it. */
  APP_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  /** Encrypts SSNs and TINs at rest; generated under DATA_DIR outside production. */
  DATA_ENCRYPTION_KEY: z.string().min(32).optional(),
  /** The agency's time zone: what "today" and "this week" mean for closings. */
  TIME_ZONE: z
    .string()
    .default('America/Chicago')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Title Management System <no-reply@localhost>'),
  DEMO: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  CLIENT_ERROR_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
});

export type RawEnv = z.infer<typeof EnvSchema>;

export interface Env extends RawEnv {
  dataDir: string;
  engine: 'pglite' | 'postgresql';
  demoMode: boolean;
  baseUrl: string;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set" (e.g. DATABASE_URL= to force the embedded database).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const engine = raw.DATABASE_URL ? 'postgresql' : 'pglite';
  // Demo mode: on with the embedded database, off in production unless DEMO=1 says otherwise.
  const demoMode =
    raw.DEMO !== undefined ? raw.DEMO === '1' : engine === 'pglite' && raw.NODE_ENV !== 'production';
  return {
    ...raw,
    dataDir: resolve(raw.DATA_DIR),
    engine,
    demoMode,
    baseUrl: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
  };
}
