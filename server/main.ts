import { buildApp } from './app';
import { DataDirLockedError, openDatabase } from './db/client';
import { seed } from './db/seed';
import { readEnv } from './env';
import { demoAccounts } from './modules/auth/demo-accounts';

async function main() {
  const env = readEnv();
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  const seeded = env.demoMode ? await seed(database.db) : false;
  const app = await buildApp({ env, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, finish the ones in flight, then close the database cleanly.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const lines = [
    '',
    `Title Management System ${env.baseUrl}`,
    `  database: ${database.engine === 'pglite' ? `embedded PostgreSQL (PGlite) in ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ', demo data seeded' : ''}`,
    `  API docs: ${env.baseUrl}/api/docs`,
  ];
  if (env.demoMode) {
    lines.push('  demo accounts (password Demo!2345):');
    for (const account of demoAccounts) lines.push(`    ${account.role.padEnd(6)} ${account.email}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
