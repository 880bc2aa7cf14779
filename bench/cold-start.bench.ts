import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * Cold start: from spawning the server on an empty data directory (create, migrate, seed) to
 * the first served page, and again on the now-existing directory (a restart).
 */
export async function run() {
  if (!existsSync('dist/web/index.html')) return { skipped: 'dist/web is not built (run npm run build)' };
  const dataDir = mkdtempSync(join(tmpdir(), 'tms-cold-'));
  try {
    const firstStartMs = await timeToFirstPage(dataDir, 4491);
    const restartMs = await timeToFirstPage(dataDir, 4492);
    return { firstStartMs, restartMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timeToFirstPage(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: 'ignore',
  });
  try {
    const deadline = started + 120_000;
    while (performance.now() < deadline) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/auth/login`);
        if (response.ok && (await response.text()).includes('<div id="root">')) return Math.round(performance.now() - started);
      } catch {
        /* not listening yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the server did not serve a page within 120 s');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
