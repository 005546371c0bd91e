// Entry: configuration → database (migrate, first-run seed) → listen → graceful close.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_CLASS_CODE,
  DEMO_PASSWORD,
  isEmpty,
  seedDemo,
  seedProduction,
} from './db/seed/demo.ts';

const start = async () => {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  if (await isEmpty(database.db)) {
    if (config.nodeEnv === 'production') {
      const password = await seedProduction(database.db);
      console.log(`First start: created the account "admin" with the one-time password ${password}`);
      console.log('Log in and choose a new password straight away; this password is not shown again.');
    } else {
      await seedDemo(database.db);
      console.log(`Demo data created. Every demo account has the password "${DEMO_PASSWORD}":`);
      for (const account of DEMO_ACCOUNTS)
        console.log(`  ${account.username.padEnd(12)} ${account.roles.join(', ')}`);
      console.log(`  Demo class code: ${DEMO_CLASS_CODE}`);
    }
  }
  const app = await buildApp(config, database);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`Brickyard is running on http://localhost:${config.port} (${config.database.dialect})`);
};

start().catch((error) => {
  console.error(error);
  process.exit(1);
});
