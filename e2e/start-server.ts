import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

/** Starts the built app on a fresh embedded database for one end-to-end run. */
const port = process.env.E2E_PORT ?? '4173';
const dataDir = resolve('.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: `http://localhost:${port}`,
    DATABASE_URL: '',
    DEMO: '1',
    LOG_LEVEL: 'warn',
    // Journeys sign the same demo users in many times a minute.
    LOGIN_RATE_LIMIT: '1000',
  },
});
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => process.exit(code ?? 0));
