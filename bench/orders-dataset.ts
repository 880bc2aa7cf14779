import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import { orders } from '../server/db/schema';
import { seed } from '../server/db/seed';

/** The benchmark data set: the demo accounts and 100,000 orders with parties. */
export const BENCH_ORDER_COUNT = Number(process.env.BENCH_ORDERS ?? 100_000);
export const benchDataDir = process.env.BENCH_DATA_DIR ?? join(process.cwd(), '.tmp', 'bench-orders');
const PG_DATABASE = 'tms_bench_orders';

export function benchPostgresUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
}

async function ensureSeeded(database: Database, log: (line: string) => void): Promise<void> {
  await database.migrate();
  const [row] = await database.db.select({ value: count() }).from(orders);
  if ((row?.value ?? 0) >= BENCH_ORDER_COUNT) {
    // Statistics and visibility map as autovacuum keeps them on a server that has run a while.
    await database.db.execute(sql`VACUUM ANALYZE`);
    return;
  }
  const started = Date.now();
  log(`seeding ${BENCH_ORDER_COUNT.toLocaleString('en-US')} orders (${database.engine})…`);
  // Status history is not what the list reads; leaving it out keeps seeding to minutes.
  await seed(database.db, { orderCount: BENCH_ORDER_COUNT, withHistory: false });
  await database.db.execute(sql`VACUUM ANALYZE`);
  log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Opens (and on first use builds) the 100,000-order PGlite data set under .tmp/. */
export async function openBenchPglite(log: (line: string) => void = console.error): Promise<Database> {
  const fresh = !existsSync(join(benchDataDir, 'pgdata'));
  const database = await openPglite(benchDataDir);
  if (fresh) log(`building ${benchDataDir}`);
  await ensureSeeded(database, log);
  return database;
}

/** Opens (and on first use builds) the data set in its own database on the PostgreSQL server. */
export async function openBenchPostgres(url: string, log: (line: string) => void = console.error): Promise<Database> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [PG_DATABASE]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
  await admin.end();
  const parsed = new URL(url);
  parsed.pathname = `/${PG_DATABASE}`;
  // One pool connection per load connection, so the database is not the queue.
  const database = openPostgres(parsed.toString(), { max: 32 });
  await ensureSeeded(database, log);
  return database;
}

/** `npm run bench:seed`: builds both data sets ahead of `npm run bench`. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const pglite = await openBenchPglite();
  await pglite.close();
  const url = benchPostgresUrl();
  if (url) {
    const postgres = await openBenchPostgres(url);
    await postgres.close();
  } else {
    console.error('BENCH_DATABASE_URL / TEST_DATABASE_URL not set: PostgreSQL data set skipped');
  }
}
