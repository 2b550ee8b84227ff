// Opens the app's database and brings it up to date: migrations, the app role's grants, the least-privilege
// check and the sandbox seed. The server does this before it builds the Fastify app (decision 100): inside a
// plugin it ran against avvio's plugin timeout, and on a loaded machine a first start's migrations lost.
import type { AppConfig } from '../config/config.js';
import { assertLeastPrivilege, connectionRole, grantAppRole, openDatabase, type DatabaseHandle } from './client.js';
import { seedDemoData } from './seed.js';
import { seedSandboxStaff } from './seed-staff.js';

/** The database the config names: PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR. */
export function openAppDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.dbPoolSize }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
}

// Once per handle: the server prepares before the build, and the database plugin, which tests reach with a
// handle of their own, then finds the work done.
const prepared = new WeakMap<DatabaseHandle, Promise<void>>();

/**
 * Migrates and seeds the database behind `handle`. `fromConfig` says the handle is the one the config names
 * (not a test's): then a MIGRATION_DATABASE_URL migrates as the owner and production checks the app's role.
 */
export function prepareDatabase(
  handle: DatabaseHandle,
  config: AppConfig,
  { fromConfig }: { fromConfig: boolean },
): Promise<void> {
  let done = prepared.get(handle);
  if (!done) {
    done = prepare(handle, config, fromConfig);
    prepared.set(handle, done);
  }
  return done;
}

async function prepare(handle: DatabaseHandle, config: AppConfig, fromConfig: boolean): Promise<void> {
  if (fromConfig && handle.kind === 'postgres' && config.migrationDatabaseUrl) {
    // The owner migrates and grants; the app keeps only row rights on its own connection (decision 032).
    const owner = await openDatabase({ kind: 'postgres', url: config.migrationDatabaseUrl, poolSize: 1 });
    try {
      await owner.migrate();
      await grantAppRole(owner.db, (await connectionRole(handle.db)).name);
    } finally {
      await owner.close();
    }
  } else {
    await handle.migrate();
  }
  if (fromConfig && handle.kind === 'postgres' && config.mode === 'production') await assertLeastPrivilege(handle.db);
  // Two instances starting together would both insert the demo merchant: one seeds, then the other finds it.
  if (config.mode === 'sandbox')
    await handle.exclusive(async () => {
      await seedDemoData(handle.db, config);
      await seedSandboxStaff(handle.db, config);
    });
}
