import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYzzSECRET0key';
const s3Env = {
  STORAGE_DRIVER: 's3',
  S3_REGION: 'ap-southeast-1',
  S3_BUCKET: 'lendwell-evidence',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE0TEST',
  S3_SECRET_ACCESS_KEY: SECRET,
};

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a configuration error');
}

describe('storage configuration', () => {
  it('keeps files on local disk unless told otherwise', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
  });

  it('reads an AWS S3 setup, defaulting the endpoint to the region and asking for encryption', () => {
    expect(loadConfig(s3Env).storage).toEqual({
      driver: 's3',
      endpoint: 'https://s3.ap-southeast-1.amazonaws.com',
      region: 'ap-southeast-1',
      bucket: 'lendwell-evidence',
      accessKeyId: 'AKIDEXAMPLE0TEST',
      secretAccessKey: SECRET,
      prefix: '',
      forcePathStyle: false,
      serverSideEncryption: 'AES256',
    });
  });

  it('reads a MinIO setup: own endpoint, path-style, a prefix, no encryption header', () => {
    const storage = loadConfig({
      ...s3Env,
      S3_ENDPOINT: 'http://minio:9000/',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'evidence',
      S3_SERVER_SIDE_ENCRYPTION: 'none',
    }).storage;
    expect(storage).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      prefix: 'evidence/',
      serverSideEncryption: 'none',
    });
  });

  it('names every variable that s3 needs and is missing', () => {
    const error = configError({ STORAGE_DRIVER: 's3', S3_REGION: 'auto' });
    expect(error.message).toBe(
      'environment: S3_BUCKET: required when STORAGE_DRIVER=s3; S3_ACCESS_KEY_ID: required when STORAGE_DRIVER=s3; S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER=s3',
    );
  });

  it.each([
    ['STORAGE_DRIVER', { STORAGE_DRIVER: 'gcs' }],
    ['S3_ENDPOINT', { S3_ENDPOINT: 'https://s3.example.com/bucket' }],
    ['S3_ENDPOINT', { S3_ENDPOINT: 'ftp://s3.example.com' }],
    ['S3_BUCKET', { S3_BUCKET: 'Evidence_Bucket' }],
    ['S3_PREFIX', { S3_PREFIX: '../up' }],
    ['S3_PREFIX', { S3_PREFIX: '/rooted' }],
    ['S3_FORCE_PATH_STYLE', { S3_FORCE_PATH_STYLE: 'maybe' }],
    ['S3_SERVER_SIDE_ENCRYPTION', { S3_SERVER_SIDE_ENCRYPTION: 'rot13' }],
  ])('names %s when its value is wrong, and never prints the secret', (name, bad) => {
    const error = configError({ ...s3Env, ...bad });
    expect(error.message).toContain(`${name}:`);
    expect(error.message).not.toContain(SECRET);
  });

  it('asks for path-style when a dotted bucket would break the TLS host name', () => {
    expect(configError({ ...s3Env, S3_BUCKET: 'evidence.lendwell.ph' }).message).toMatch(
      /S3_FORCE_PATH_STYLE: must be true/,
    );
    expect(loadConfig({ ...s3Env, S3_BUCKET: 'evidence.lendwell.ph', S3_FORCE_PATH_STYLE: '1' }).storage).toMatchObject(
      { forcePathStyle: true },
    );
  });

  it('ignores S3 variables while the driver is local', () => {
    expect(loadConfig({ S3_BUCKET: 'lendwell-evidence' }).storage).toEqual({ driver: 'local' });
  });
});
