import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { storageFromConfig } from './file-storage.js';

describe('storageFromConfig', () => {
  it('picks local disk by default and S3 when the driver says so', () => {
    expect(storageFromConfig(loadConfig({})).name).toBe('local-disk');
    const s3 = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_REGION: 'auto',
      S3_BUCKET: 'evidence',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
    });
    expect(storageFromConfig(s3).name).toBe('s3');
  });
});
