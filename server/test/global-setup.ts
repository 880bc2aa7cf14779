import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteExtensions, wrapPglite } from '../db/client';
import { seed } from '../db/seed';
import { BASE_DATABASE_NAME, databaseUrlFor } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteBasePath: string;
    postgresBaseName: string;
  }
}

/**
 * Builds the migrated, seeded base database once per run; each test file then gets its own
 * copy (a PGlite data-directory dump, or a PostgreSQL database made from a template).
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_ENGINE ?? 'pglite';
  if (engine === 'postgresql') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL server tests');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await dropTestDatabases(admin);
    await admin.query(`CREATE DATABASE ${BASE_DATABASE_NAME}`);
    const base = openPostgres(databaseUrlFor(url, BASE_DATABASE_NAME), { max: 2 });
    await base.migrate();
    await seed(base.db);
    await base.close();
    project.provide('postgresBaseName', BASE_DATABASE_NAME);
    project.provide('pgliteBasePath', '');
    return async () => {
      await dropTestDatabases(admin);
      await admin.end();
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'tms-test-'));
  const database = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await database.migrate();
  await seed(database.db);
  const blob = await pgliteClient(database).dumpDataDir('gzip');
  const path = join(dir, 'base.tar.gz');
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide('pgliteBasePath', path);
  project.provide('postgresBaseName', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

function pgliteClient(database: ReturnType<typeof wrapPglite>): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

async function dropTestDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'tms\\_test\\_%'",
  );
  for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
}
