import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret from the environment, or (outside production) one generated once and kept under
 * DATA_DIR so sessions and encrypted values survive restarts of a demo or development install.
 */
export function resolveSecret(options: { value?: string; dataDir: string; name: string; production: boolean }): string {
  if (options.value) return options.value;
  if (options.production) {
    throw new Error(`${options.name} must be set in production (at least 32 characters).`);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const path = join(options.dataDir, `${options.name.toLowerCase()}.key`);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
