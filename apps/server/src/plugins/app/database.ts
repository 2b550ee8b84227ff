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
          ? { kind: 'postgres', url: config.databaseUrl }
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
    if (config.mode === 'sandbox') await seedDemoData(handle.db, config);
    if (config.mode === 'sandbox') await seedSandboxStaff(handle.db, config);
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    // A handle passed in belongs to the caller (tests share one per file); we close only our own.
    if (!opts.handle) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database', dependencies: ['config'] },
);
