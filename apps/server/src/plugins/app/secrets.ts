// The app secret (keys OTP hashes) and the admin token. Production takes both from the environment;
// sandbox creates them once under the data dir so the operator CLI can read the token.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { randomToken } from '../../lib/secrets.js';

declare module 'fastify' {
  interface FastifyInstance {
    secrets: { appSecret: string; adminToken: string };
  }
}

export const ADMIN_TOKEN_FILE = 'admin-token';
const APP_SECRET_FILE = 'app-secret';

function readOrCreate(dir: string, file: string): string {
  const full = path.join(dir, file);
  if (existsSync(full)) return readFileSync(full, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const value = randomToken(32);
  writeFileSync(full, `${value}\n`, { mode: 0o600 });
  return value;
}

export default fp(
  async (app) => {
    const { config } = app;
    const appSecret = config.appSecret ?? readOrCreate(config.dataDir, APP_SECRET_FILE);
    const adminToken = config.adminToken ?? readOrCreate(config.dataDir, ADMIN_TOKEN_FILE);
    app.decorate('secrets', { appSecret, adminToken });
  },
  { name: 'secrets', dependencies: ['config'] },
);
