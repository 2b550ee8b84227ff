import path from 'node:path';
import fp from 'fastify-plugin';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { createLocalDiskStorage } from '../../adapters/storage/local-disk-storage.js';
import { createS3Storage } from '../../adapters/storage/s3-storage.js';
import type { AppConfig } from '../../config/config.js';
import { hmac, constantTimeEqual } from '../../lib/secrets.js';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStorage & {
      /** A short-lived link to a stored file for an <img> tag (which cannot send the bearer token). */
      signedUrl(key: string, ttlSeconds?: number): string;
      verify(key: string, exp: string, sig: string): boolean;
    };
  }
}

/** The adapter the configuration names (decision 015); the local root follows dataDir. */
export function storageFromConfig(config: AppConfig): FileStorage {
  if (config.storage.driver === 's3') return createS3Storage(config.storage);
  return createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}

export default fp<{ storage?: FileStorage }>(
  async (app, opts) => {
    const storage = opts.storage ?? storageFromConfig(app.config);
    const sign = (key: string, exp: string) => hmac(app.secrets.appSecret, `file:${key}:${exp}`).slice(0, 32);
    app.decorate('files', {
      name: storage.name,
      put: storage.put.bind(storage),
      get: storage.get.bind(storage),
      signedUrl(key: string, ttlSeconds = 3600) {
        const exp = String(Math.floor(Date.now() / 1000) + ttlSeconds);
        return `/api/files/${key}?exp=${exp}&sig=${sign(key, exp)}`;
      },
      verify(key: string, exp: string, sig: string) {
        return Number(exp) * 1000 > Date.now() && constantTimeEqual(sign(key, exp), sig);
      },
    });
  },
  { name: 'file-storage', dependencies: ['config', 'secrets'] },
);
