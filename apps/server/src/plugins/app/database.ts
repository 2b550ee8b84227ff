// Opens the database, applies migrations and seeds sandbox demo data before any route runs.
import fp from 'fastify-plugin';
import {
  assertLeastPrivilege,
  connectionRole,
  grantAppRole,
  openDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
} from '../../db/client.js';
import { seedDemoData } from '../../db/seed.js';
import { seedSandboxStaff } from '../../db/seed-staff.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
    /** Raw SQL and pool figures for the job queue and metrics. */
    dbHandle: DatabaseHandle;
  }
}

export type DatabasePluginOptions = { handle?: DatabaseHandle };

export default fp<DatabasePluginOptions>(
  async (app, opts) => {
    const { config } = app;
    const handle =
      opts.handle ??
      (await openDatabase(
        config.databaseUrl
          ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.dbPoolSize }
          : { kind: 'pglite', dataDir: config.dataDir },
      ));
    if (!opts.handle && handle.kind === 'postgres' && config.migrationDatabaseUrl) {
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
    if (!opts.handle && handle.kind === 'postgres' && config.mode === 'production')
      await assertLeastPrivilege(handle.db);
    // Two instances starting together would both insert the demo merchant: one seeds, then the other finds it.
    if (config.mode === 'sandbox')
      await handle.exclusive(async () => {
        await seedDemoData(handle.db, config);
        await seedSandboxStaff(handle.db, config);
      });
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('dbHandle', handle);
    // A handle passed in belongs to the caller (tests share one per file); we close only our own.
    if (!opts.handle) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database', dependencies: ['config'] },
);
