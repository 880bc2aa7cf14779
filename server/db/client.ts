import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One database type for both engines: every query is written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  engine: Engine;
  /** Applies committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * How alike a search word and a word of the text must be for the fuzzy (`<%`) match: 0.5
 * finds one-letter misspellings of names ("Smyth" for "Smith") that the default 0.6 misses.
 */
const FUZZY_SEARCH_SETTING = 'pg_trgm.word_similarity_threshold=0.5';

/** Serialises migrations when several processes start against one PostgreSQL server. */
const MIGRATION_LOCK_KEY = 7_244_511;

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, options: `-c ${FUZZY_SEARCH_SETTING}` });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgresql',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Wraps an open PGlite instance (a directory, memory, or a copy of a dumped base database). */
export function wrapPglite(client: PGlite, release: () => void = () => undefined): Database {
  // PGlite runs statements in order on its one connection, so this precedes every query.
  client.exec(`SET ${FUZZY_SEARCH_SETTING.replace('=', ' = ')}`).catch(() => undefined);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

export const pgliteExtensions = { pg_trgm };

export class DataDirLockedError extends Error {}

/**
 * PGlite is single-process: a second process on the same directory would silently lose its
 * writes. A lock file holding the owner's pid makes the second process refuse to start.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'tms.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another process (pid ${owner}). ` +
            'The embedded database serves one process: stop the other one, or set DATA_DIR to another directory.',
        );
      }
      // A stale lock from a process that died: take it over.
      unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openPglite(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  try {
    const pgDir = join(dataDir, 'pgdata');
    if (!existsSync(pgDir)) mkdirSync(pgDir, { recursive: true });
    const client = await PGlite.create(pgDir, { extensions: pgliteExtensions });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
