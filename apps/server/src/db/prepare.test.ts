// The server migrates and seeds before it builds the app (decision 100): the database plugin, which runs
// under avvio's plugin timeout, must find a prepared database ready and migrate nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../app.js';
import { loadConfig, type AppConfig } from '../config/config.js';
import { openTestDatabase, TEST_ADMIN_TOKEN } from '../test/helper.js';
import type { DatabaseHandle } from './client.js';
import { prepareDatabase } from './prepare.js';

const config: AppConfig = {
  ...loadConfig({ LOG_LEVEL: 'warn' }),
  appSecret: 'test-app-secret-0123456789abcdef0123456789',
  adminToken: TEST_ADMIN_TOKEN,
  dataDir: mkdtempSync(path.join(tmpdir(), 'lendwell-test-')),
};
const { handle, drop } = await openTestDatabase();
afterAll(async () => {
  await handle.close();
  await drop();
});

// At module level, like every test file's migrations (no test timeout on a busy machine).
let migrations = 0;
const counted: DatabaseHandle = {
  ...handle,
  migrate: async () => {
    migrations += 1;
    await handle.migrate();
  },
};
await prepareDatabase(counted, config, { fromConfig: false });
// A second call (the database plugin's) finds the work done.
await prepareDatabase(counted, config, { fromConfig: false });

describe('a database prepared before the build', () => {
  it('is migrated once, and the app builds on it without migrating', async () => {
    expect(migrations).toBe(1);
    // Whatever a migration would do from here, it does not happen inside the plugin, under its timeout.
    counted.migrate = () => Promise.reject(new Error('migrated while the app was being built'));
    const app = await build({ config, database: counted, webDist: '/nonexistent-web-dist' });
    try {
      await app.ready();
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      // The sandbox seed ran before the build: the demo lender's products are there.
      const { rows } = await handle.executeSql('select count(*)::int as n from products');
      expect((rows[0] as { n: number }).n).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
