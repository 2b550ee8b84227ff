// Once per vitest run of the server tests: a database migrated once, which every test file's own database
// starts from (decision 110). Migrating a fresh PGlite took about 20 s of each file's start on a loaded
// two-core machine; loading the migrated dump takes about 3 s. On PostgreSQL a template database is
// copied by CREATE DATABASE … TEMPLATE. Files stay independent: each still gets a database of its own.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { testDatabaseUrl } from './database-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the dump of a migrated PGlite database, when the tests run on PGlite. */
    pgliteTemplateFile: string | null;
    /** The name of a migrated PostgreSQL database to copy, when the tests run on PostgreSQL. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const url = testDatabaseUrl();
  if (!url) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    const folder = mkdtempSync(path.join(tmpdir(), 'lendwell-template-'));
    try {
      await handle.migrate();
      const file = path.join(folder, 'migrated.tar');
      writeFileSync(file, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
      project.provide('pgliteTemplateFile', file);
      project.provide('postgresTemplate', null);
    } finally {
      await handle.close();
    }
    return () => rmSync(folder, { recursive: true, force: true });
  }

  const name = `lendwell_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 1 });
  try {
    await handle.migrate();
  } finally {
    // A template may have no session open while it is copied.
    await handle.close();
  }
  project.provide('pgliteTemplateFile', null);
  project.provide('postgresTemplate', name);
  return () => adminQuery(url, `drop database if exists ${name} with (force)`);
}

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
