// Which database the server tests run on; read by the run's global setup and by each file's build().

/** PostgreSQL for integration tests: TEST_DATABASE_URL, else DATABASE_URL; empty means PGlite. */
export function testDatabaseUrl(): string | undefined {
  return (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL) || undefined;
}
