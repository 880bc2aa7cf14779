import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrderListQuerySchema } from '@core/contracts/orders';
import { buildApp } from '../server/app';
import type { Database } from '../server/db/client';
import { readEnv } from '../server/env';
import { queryOrderPage } from '../server/modules/orders/list-orders';
import { benchPostgresUrl, openBenchPglite, openBenchPostgres } from './orders-dataset';
import { load, round, type LoadResult } from './lib';

const CONNECTIONS = 32;

/** Under load: the default first page, and a filtered page sorted by closing date. */
const cases = {
  firstPage: '',
  openFilesByClosingDate: 'phase=open&transactionType=purchase,refinance&sort=closingDate',
};

/**
 * One at a time (latency without queueing): the first page and searches. The bench data draws surnames from a list
 * of 30, so a name matches about one order in ten: far more than in a real book of business.
 */
const oneAtATime = {
  firstPage: '',
  fileNumber: 'q=AUS-26-0001',
  commonSurname: 'q=whitfield',
  misspelledCommonSurname: 'q=whitfeld',
};

/**
 * GET /api/orders (session, permission check, validation, presenter) against a bare route in
 * the same server and run that executes the same SQL and returns the raw rows, at 100,000
 * orders and 32 connections, on PostgreSQL and on PGlite.
 */
export async function run(options: { seconds: number }) {
  const results: Record<string, unknown> = {};
  const url = benchPostgresUrl();
  if (url) results.postgresql = await measure(await openBenchPostgres(url), options.seconds);
  results.pglite = await measure(await openBenchPglite(), options.seconds);
  const pgResults = results.postgresql as Record<string, { full: LoadResult }> | undefined;
  // Ratios of the load cases only (the searches are timed one at a time).
  const liteResults = results.pglite as Record<string, { full: LoadResult }>;
  if (pgResults) {
    results.pgliteToPostgresThroughputRatio = Object.fromEntries(
      Object.keys(cases).map((name) => [name, round(liteResults[name]!.full.requestsPerSecond / pgResults[name]!.full.requestsPerSecond, 3)]),
    );
  }
  return results;
}

async function measure(database: Database, seconds: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tms-bench-'));
  const env = readEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01', DATA_ENCRYPTION_KEY: 'bench-key-bench-key-bench-key-bench-key-1', LOG_LEVEL: 'warn', DEMO: '1', APP_URL: 'http://localhost:3000', LOGIN_RATE_LIMIT: '1000' });
  const app = await buildApp({ env, database, serveWeb: false, logger: false });
  // The bare route: the list's own SQL (same builder, same conditions), rows sent as they come.
  // The bare route: the list's own SQL (same statements), rows sent as they come.
  app.get('/bench/orders-bare', async (request, reply) => {
    const { rows, total, people } = await queryOrderPage(database.db, OrderListQuerySchema.parse(request.query));
    return reply.send({ rows, total, people: [...people.values()] });
  });
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
    const figures: Record<string, unknown> = {};
    for (const [name, search] of Object.entries(cases)) {
      await load(`${base}/api/orders?${search}`, { seconds: 1, connections: CONNECTIONS, headers: { cookie } }); // warm-up
      const bare = await load(`${base}/bench/orders-bare?${search}`, { seconds, connections: CONNECTIONS });
      const full = await load(`${base}/api/orders?${search}`, { seconds, connections: CONNECTIONS, headers: { cookie } });
      figures[name] = {
        bare,
        full,
        fullToBareThroughputRatio: round(full.requestsPerSecond / bare.requestsPerSecond, 3),
        fullP95Ms: full.p95Ms,
      };
    }
    for (const [name, search] of Object.entries(oneAtATime)) {
      const times: number[] = [];
      for (let i = 0; i < 12; i++) {
        const started = performance.now();
        const response = await fetch(`${base}/api/orders?${search}`, { headers: { cookie } });
        await response.text();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      figures[`oneAtATime_${name}`] = { medianMs: round(times[6]!), maxMs: round(times.at(-1)!) };
    }
    return figures;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
