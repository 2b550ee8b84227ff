// Loaded into a server instance by bench/http-load (NODE_OPTIONS=--import): appends every SQL statement
// the instance sends, with its parameters, to RECORD_SQL, so the bare baseline can replay exactly the
// statements one request of each route runs. Never loaded outside the benchmark.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const file = process.env.RECORD_SQL;
if (file) {
  const require = createRequire(path.resolve(import.meta.dirname, '../../apps/server/package.json'));
  const pg = require('pg');
  const original = pg.Client.prototype.query;
  // The benchmark records one request per route, then sends SIGUSR2: from then on nothing is written,
  // so the measured requests pay no synchronous file write per statement (the bare baseline pays none).
  let recording = true;
  process.on('SIGUSR2', () => {
    recording = false;
  });
  pg.Client.prototype.query = function query(config, values, callback) {
    if (!recording) return original.call(this, config, values, callback);
    const text = typeof config === 'string' ? config : config?.text;
    const params = typeof config === 'object' && config?.values ? config.values : Array.isArray(values) ? values : [];
    if (text && !text.includes('pgboss'))
      appendFileSync(file, `${JSON.stringify({ text, values: params, rowMode: config?.rowMode ?? null })}\n`);
    return original.call(this, config, values, callback);
  };
}
