// The baseline of bench/http-load: a bare Fastify with a pg pool of the app's size, whose route
// /bare/:name replays the SQL statements one request of the named real route ran (recorded from the
// app), on one connection, and answers the last result as JSON. No session, hooks, validation or logs:
// what the same database work costs over HTTP with nothing else.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

type Statement = { text: string; values: unknown[]; rowMode: 'array' | null };
const recorded = JSON.parse(readFileSync(process.env.BARE_SQL!, 'utf8')) as Record<string, Statement[]>;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 10) });
const named = process.env.BARE_NAMED === '1';
const app = Fastify({ logger: false });
// The app's form bodies (contact-kf-info) are accepted and ignored, as the replayed SQL needs none of them.
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
  done(null, body),
);

async function replay(name: string) {
  const statements = recorded[name];
  if (!statements) return null;
  const client = await pool.connect();
  try {
    let rows: unknown[] = [];
    for (const [i, s] of statements.entries())
      rows = (
        await client.query({
          text: s.text,
          values: s.values,
          ...(s.rowMode ? { rowMode: s.rowMode } : {}),
          // BARE_NAMED=1: every statement named, so each connection parses and plans it once, as the app's
          // hot reads are (decision 088); by default unnamed, parsed and planned on every request.
          ...(named ? { name: `bare_${name}_${i}` } : {}),
        })
      ).rows;
    return rows;
  } finally {
    client.release();
  }
}

app.all('/bare/:name', async (request) => {
  const { name } = request.params as { name: string };
  return { code: 0, message: 'success', data: await replay(name) };
});

// Exit on SIGTERM through process.exit, so a CPU profile (CPU_PROF) is written on 'exit'.
process.on('SIGTERM', () => process.exit(0));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
