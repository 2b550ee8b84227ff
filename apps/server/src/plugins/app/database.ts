// Opens the database, applies migrations and seeds sandbox demo data before any route runs.
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseKind } from '../../db/client.js';
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
    await handle.migrate();
    if (config.mode === 'sandbox') await seedDemoData(handle.db, config);
    if (config.mode === 'sandbox') await seedSandboxStaff(handle.db, config);
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    // A handle passed in belongs to the caller (tests share one per file); we close only our own.
    if (!opts.handle) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database', dependencies: ['config'] },
);
