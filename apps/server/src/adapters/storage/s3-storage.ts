// Evidence files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces).
// aws4fetch signs each request (SigV4, decision 015); this file builds the addresses, retries and
// turns answers into errors that name the object but never a credential.
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage } from './file-storage.js';

export type S3StorageOptions = {
  /** Origin only, e.g. https://s3.ap-southeast-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to every key; empty, or segments ending with '/'. */
  prefix?: string;
  /** true: <endpoint>/<bucket>/<key> (MinIO); false: <bucket>.<endpoint host>/<key> (AWS default). */
  forcePathStyle?: boolean;
  /** Sent as x-amz-server-side-encryption on every put; 'none' for stores that refuse the header. */
  serverSideEncryption?: 'AES256' | 'aws:kms' | 'none';
  /** Extra attempts after a 5xx, 429 or network failure. */
  retries?: number;
  timeoutMs?: number;
  /** Tests route requests through their own fetch. */
  fetch?: (request: Request) => Promise<Response>;
};

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)*$/;
const EMPTY_SHA256 = createHash('sha256').digest('hex');

export class S3StorageError extends Error {
  // `status`, not `statusCode`: the error handler would show a store's 4xx to the borrower as theirs.
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'S3StorageError';
  }
}

/** Checks the options once, at start, so a typo fails the boot rather than the first upload. */
function checkOptions(options: S3StorageOptions): URL {
  let endpoint: URL;
  try {
    endpoint = new URL(options.endpoint);
  } catch {
    throw new Error('S3 storage: endpoint is not a URL');
  }
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:')
    throw new Error('S3 storage: endpoint must be http or https');
  if (endpoint.username || endpoint.password || endpoint.search || endpoint.hash || endpoint.pathname !== '/') {
    throw new Error('S3 storage: endpoint must be an origin only (no path, query or credentials)');
  }
  if (!BUCKET.test(options.bucket)) throw new Error('S3 storage: bucket name is not valid');
  if (!options.region) throw new Error('S3 storage: region is required');
  if (!options.accessKeyId) throw new Error('S3 storage: access key id is required');
  if (!options.secretAccessKey) throw new Error('S3 storage: secret access key is required');
  if (options.prefix && !PREFIX.test(options.prefix))
    throw new Error("S3 storage: prefix must be path segments ending with '/'");
  return endpoint;
}

function errorCode(xml: string): string | undefined {
  // Only the short code leaves this function: S3 error bodies can echo the canonical request.
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(xml)?.[1];
}

function networkReason(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timed out';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' && /^[A-Z_]{2,40}$/.test(cause.code)
    ? `network error ${cause.code}`
    : 'network error';
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const endpoint = checkOptions(options);
  const prefix = options.prefix ?? '';
  const retries = options.retries ?? 2;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const sse = options.serverSideEncryption ?? 'AES256';
  const send = options.fetch ?? ((request: Request) => fetch(request));
  // The client keeps the secret; nothing this adapter returns or throws refers to it.
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 0,
  });

  const base = options.forcePathStyle
    ? `${endpoint.protocol}//${endpoint.host}/${options.bucket}/`
    : `${endpoint.protocol}//${options.bucket}.${endpoint.host}/`;
  const objectUrl = (key: string) => `${base}${prefix}${key}`;

  async function request(
    method: 'GET' | 'PUT',
    key: string,
    init: { headers: Record<string, string>; body?: Buffer },
  ): Promise<Response> {
    const what = `S3 ${method} ${options.bucket}/${prefix}${key}`;
    const signal = AbortSignal.timeout(timeoutMs);
    for (let attempt = 0; ; attempt++) {
      let response: Response | undefined;
      let failure: unknown;
      try {
        // Signed again on each attempt so the date header stays fresh.
        const signed = await client.sign(objectUrl(key), {
          method,
          headers: init.headers,
          body: init.body ?? null,
          signal,
          redirect: 'manual',
        });
        response = await send(signed);
      } catch (error) {
        failure = error;
      }
      const retryable = response === undefined || response.status >= 500 || response.status === 429;
      if (retryable && attempt < retries && !signal.aborted) {
        await response?.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
        continue;
      }
      if (response === undefined) throw new S3StorageError(`${what}: ${networkReason(failure)}`, undefined, undefined);
      return response;
    }
  }

  async function failed(method: string, key: string, response: Response, text?: string): Promise<S3StorageError> {
    const code = errorCode(text ?? (await response.text().catch(() => '')));
    return new S3StorageError(
      `S3 ${method} ${options.bucket}/${prefix}${key}: HTTP ${response.status}${code ? ` ${code}` : ''}`,
      response.status,
      code,
    );
  }

  return {
    name: 's3',
    async put(key, body, contentType) {
      assertStorageKey(key);
      const headers: Record<string, string> = {
        'content-type': contentType,
        // The real payload hash (not UNSIGNED-PAYLOAD), so the store rejects a body changed in transit.
        'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
      };
      // No x-amz-acl: new objects are private to the bucket owner, and buckets that enforce
      // owner-only access refuse any ACL header at all.
      if (sse !== 'none') headers['x-amz-server-side-encryption'] = sse;
      const response = await request('PUT', key, { headers, body });
      if (!response.ok) throw await failed('PUT', key, response);
      await response.body?.cancel();
    },
    async get(key) {
      try {
        assertStorageKey(key);
      } catch {
        return null;
      }
      const response = await request('GET', key, { headers: { 'x-amz-content-sha256': EMPTY_SHA256 } });
      if (response.status === 404) {
        // A missing key is an answer; a missing bucket is a misconfiguration and must be loud.
        const text = await response.text().catch(() => '');
        const code = errorCode(text);
        if (code === undefined || code === 'NoSuchKey') return null;
        throw await failed('GET', key, response, text);
      }
      if (!response.ok) throw await failed('GET', key, response);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
