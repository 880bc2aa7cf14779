import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { openPostgres, pgliteExtensions, wrapPglite, type Database } from '../db/client';
import { DEMO_PASSWORD } from '../modules/auth/demo-accounts';
import { readEnv } from '../env';
import { databaseUrlFor } from './postgres-urls';

export const TEST_BASE_URL = 'http://localhost:3000';
export { DEMO_PASSWORD };

/** A private copy of the migrated, seeded base database for one test file. */
export async function createTestDatabase(): Promise<Database> {
  const baseName = inject('postgresBaseName');
  if (baseName) {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `tms_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${baseName}`);
    await admin.end();
    const database = openPostgres(databaseUrlFor(url, name), { max: 5 });
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteBasePath'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
  return wrapPglite(client);
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(overrides: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'tms-app-'));
  const env = readEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: TEST_BASE_URL,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DEMO: '1',
    LOGIN_RATE_LIMIT: '1000',
    ...overrides,
  });
  const app = await buildApp({ env, database, serveWeb: false });
  await app.ready();

  async function request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse> {
    const { cookie, headers, ...rest } = options;
    return app.inject({
      ...rest,
      headers: { origin: TEST_BASE_URL, ...(cookie ? { cookie } : {}), ...headers },
    });
  }

  /** Signs in and returns the session cookie to send with later requests. */
  async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
    const response = await request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
    return sessionCookie(response);
  }

  return {
    app,
    db: database.db,
    engine: database.engine,
    env,
    request,
    signIn,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const session = cookies.find((cookie) => cookie.startsWith('better-auth.session_token='));
  if (!session) throw new Error('no session cookie in the response');
  return session.split(';')[0]!;
}

export const demo = {
  admin: 'admin@demo.test',
  agent: 'agent@demo.test',
  client: 'client@demo.test',
  /** A second client (Sam Seller): parties to other orders, and one shared with Casey. */
  clientB: 'seller@demo.test',
  vendor: 'vendor@demo.test',
  pendingAgent: 'pending.agent@demo.test',
  pendingVendor: 'pending.vendor@demo.test',
  deactivated: 'former.agent@demo.test',
} as const;
