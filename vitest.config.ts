import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
  '@web': fileURLToPath(new URL('./web', import.meta.url)),
};

const serverProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  resolve: { alias },
  test: {
    name,
    include: ['server/**/*.test.ts'],
    exclude,
    environment: 'node' as const,
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: ['server/test/setup-file.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'core', include: ['core/**/*.test.ts'], environment: 'node' } },
      serverProject('server', { TEST_ENGINE: 'pglite' }),
      ...(postgresUrl ? [serverProject('server-pg', { TEST_ENGINE: 'postgresql' }, ['server/db/client.test.ts'])] : []),
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});
