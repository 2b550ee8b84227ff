// Decorates the app with its database. The server opens and prepares it (migrations, sandbox seed) before it
// builds the app (db/prepare.ts, decision 100), so no migration runs under the plugin timeout; a test's own
// handle is prepared here, once.
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle, DatabaseKind } from '../../db/client.js';
import { openAppDatabase, prepareDatabase } from '../../db/prepare.js';

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
    const handle = opts.handle ?? (await openAppDatabase(config));
    await prepareDatabase(handle, config, { fromConfig: !opts.handle });
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('dbHandle', handle);
    // A handle passed in belongs to the caller (tests share one per file, the server closes its own after the
    // app); we close only one we opened.
    if (!opts.handle) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database', dependencies: ['config'] },
);
