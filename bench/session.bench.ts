import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import { seed } from '../server/db/seed';
import { readEnv } from '../server/env';
import { load, round } from './lib';

/**
 * GET /api/me (session lookup + profile + permissions) against GET /api/health in the same run,
 * on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL.
 */
export async function run(options: { seconds: number }) {
  const results: Record<string, unknown> = {};
  const dataDir = mkdtempSync(join(tmpdir(), 'tms-bench-'));
  try {
    results.pglite = await measure(await openPglite(join(dataDir, 'pglite')), join(dataDir, 'pglite'), options.seconds);
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (url) {
      const database = openPostgres(await benchDatabase(url));
      results.postgresql = await measure(database, join(dataDir, 'pg'), options.seconds);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** A fresh database of its own on the server, so the benchmark never touches another's data. */
async function benchDatabase(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS tms_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE tms_bench');
  await admin.end();
  const parsed = new URL(url);
  parsed.pathname = '/tms_bench';
  return parsed.toString();
}

async function measure(database: Database, dataDir: string, seconds: number) {
  await database.migrate();
  await seed(database.db);
  const env = readEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01', LOG_LEVEL: 'warn', DEMO: '1', APP_URL: 'http://localhost:3000', LOGIN_RATE_LIMIT: '1000' });
  const app = await buildApp({ env, database, serveWeb: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const login = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'agent@demo.test', password: 'Demo!2345' }),
    });
    const cookie = login.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
    const connections = 10;
    await load(`${base}/api/health`, { seconds: 1, connections }); // warm-up
    const health = await load(`${base}/api/health`, { seconds, connections });
    const me = await load(`${base}/api/me`, { seconds, connections, headers: { cookie } });
    return {
      health,
      me,
      meToHealthThroughputRatio: round(me.requestsPerSecond / health.requestsPerSecond, 3),
      meToHealthP95Ratio: round(me.p95Ms / health.p95Ms, 2),
    };
  } finally {
    await app.close();
  }
}
