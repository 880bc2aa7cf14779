import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { seed } from './seed';
import { readEnv } from '../env';

/** `npm run db:reset` (drop everything, migrate, seed) and `npm run db:seed`. */
async function main() {
  const command = process.argv[2];
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    if (command === 'reset') {
      await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
      await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
      await database.db.execute(sql`CREATE SCHEMA public`);
      await database.migrate();
      await seed(database.db);
      console.log('Database reset: migrated and seeded.');
    } else if (command === 'seed') {
      await database.migrate();
      console.log((await seed(database.db)) ? 'Seeded demo data.' : 'The database already has data; nothing seeded.');
    } else {
      console.error('Usage: tsx server/db/cli.ts reset|seed');
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

void main();
