import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, openPglite } from './client';
import { profiles, users } from './schema';
import { seed, seedUsers } from './seed';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'tms-db-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('embedded database', () => {
  it('creates, migrates (twice, idempotently) and seeds deterministically, with pg_trgm', async () => {
    const dir = tempDir();
    const database = await openPglite(dir);
    await database.migrate();
    await database.migrate();
    expect(await seed(database.db)).toBe(true);
    expect(await seed(database.db)).toBe(false);
    const [row] = await database.db.select({ value: count() }).from(profiles);
    expect(row?.value).toBe(seedUsers.length);
    const ids = (await database.db.select({ id: users.id }).from(users).orderBy(users.id)).map((user) => user.id);
    expect(ids).toEqual(seedUsers.map((user) => user.id).sort());
    const similarity = (await database.db.execute(sql`SELECT similarity('Johnson', 'Jonson') AS s`)) as unknown as { rows: { s: number }[] };
    expect(Number(similarity.rows[0]!.s)).toBeGreaterThan(0.3);
    await database.close();
  });

  it('refuses a second process on the same directory and releases the lock on close', async () => {
    const dir = tempDir();
    const database = await openPglite(dir);
    // Another live process holds the lock: the parent of this test runner stands in for it.
    rmSync(join(dir, 'tms.lock'));
    writeFileSync(join(dir, 'tms.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another process/);
    writeFileSync(join(dir, 'tms.lock'), String(process.pid));
    await database.close();
    expect(existsSync(join(dir, 'tms.lock'))).toBe(false);
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'tms.lock'), '999999');
    const release = lockDataDir(dir);
    release();
    expect(existsSync(join(dir, 'tms.lock'))).toBe(false);
  });
});

describe('server process', () => {
  it('a second server on the same data directory exits with a clear message; SIGTERM shuts down cleanly', async () => {
    const dir = tempDir();
    const env = { ...process.env, DATA_DIR: dir, HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn', DEMO: '0' };
    const first = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...env, PORT: '4391' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let firstOutput = '';
    first.stdout.on('data', (chunk) => (firstOutput += chunk));
    first.stderr.on('data', (chunk) => (firstOutput += chunk));
    const deadline = Date.now() + 60_000;
    let firstExited = false;
    first.on('exit', () => (firstExited = true));
    while (!firstOutput.includes('Title Management System') && !firstExited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(firstOutput).toContain('http://localhost:4391');

    const second = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...env, PORT: '4392' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let secondError = '';
    second.stderr.on('data', (chunk) => (secondError += chunk));
    const secondCode = await new Promise<number | null>((resolve) => second.on('exit', resolve));
    expect(secondCode).toBe(1);
    expect(secondError).toContain('is in use by another process');

    first.kill('SIGTERM');
    const firstCode = await new Promise<number | null>((resolve) => first.on('exit', resolve));
    expect(firstCode).toBe(0);
    expect(existsSync(join(dir, 'tms.lock'))).toBe(false);
  }, 90_000);
});
