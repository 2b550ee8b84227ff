import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createS3Storage, S3StorageError, type S3StorageOptions } from './s3-storage.js';

const ACCESS_KEY_ID = 'AKIDEXAMPLE0TEST';
const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYzzSECRET0key';
const REGION = 'ap-southeast-1';
const BUCKET = 'lendwell-evidence';
const KEY = 'q7Yk2b9xV0cRrT4mNpL1sW8eZa3dFgHj.jpg';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

type Stored = { body: Buffer; contentType: string | undefined; encryption: string | undefined };
type Seen = { method: string; host: string; path: string; headers: IncomingMessage['headers'] };

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Recomputes a SigV4 header signature from what arrived on the wire, independently of aws4fetch,
 * and says what is wrong (or null when the request is signed by the expected secret).
 */
function checkSignature(
  method: string,
  host: string,
  path: string,
  headers: IncomingMessage['headers'],
  body: Buffer,
): string | null {
  const auth = headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'malformed Authorization header';
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const amzDate = String(headers['x-amz-date'] ?? '');
  if (keyId !== ACCESS_KEY_ID) return 'unknown access key';
  if (region !== REGION) return 'wrong region';
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== date) return 'bad x-amz-date';
  const sent = Date.parse(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  if (Math.abs(Date.now() - sent) > 15 * 60_000) return 'request time too skewed';
  const names = signedHeaders.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date'])
    if (!names.includes(required)) return `${required} is not signed`;
  if (headers['x-amz-content-sha256'] !== sha256(body)) return 'payload hash does not match the body';

  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${
          name === 'host'
            ? host
            : String(headers[name] ?? '')
                .trim()
                .replace(/\s+/g, ' ')
        }\n`,
    )
    .join('');
  const canonicalRequest = [method, path, '', canonicalHeaders, signedHeaders, headers['x-amz-content-sha256']].join(
    '\n',
  );
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'signature does not match';
}

function xmlError(res: ServerResponse, status: number, code: string, extra = '') {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>fake</Message>${extra}</Error>`);
}

/** An in-memory S3 that answers path-style and virtual-host requests for one bucket. */
async function startFakeS3() {
  const objects = new Map<string, Stored>();
  const seen: Seen[] = [];
  const state = { failures: 0, failStatus: 500 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // A test fetch stands in for DNS on virtual-host requests and says which host was addressed.
      const host = String(req.headers['x-test-original-host'] ?? req.headers.host);
      const path = req.url ?? '/';
      const method = req.method ?? 'GET';
      seen.push({ method, host, path, headers: req.headers });

      if (state.failures > 0) {
        state.failures--;
        return xmlError(res, state.failStatus, state.failStatus === 503 ? 'SlowDown' : 'InternalError');
      }
      const problem = checkSignature(method, host, path, req.headers, body);
      // Real stores echo the string to sign on a bad signature; the adapter must not repeat it.
      if (problem)
        return xmlError(
          res,
          403,
          'SignatureDoesNotMatch',
          `<StringToSign>${problem} ${req.headers.authorization ?? ''}</StringToSign>`,
        );

      let bucket: string;
      let key: string;
      if (host.startsWith(`${BUCKET}.`)) {
        bucket = BUCKET;
        key = path.slice(1);
      } else {
        [bucket = '', key = ''] = path.slice(1).split(/\/(.*)/s);
      }
      if (bucket !== BUCKET) return xmlError(res, 404, 'NoSuchBucket');
      if (method === 'PUT') {
        objects.set(decodeURIComponent(key), {
          body,
          contentType: req.headers['content-type'],
          encryption: req.headers['x-amz-server-side-encryption'] as string | undefined,
        });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (method === 'GET') {
        const object = objects.get(decodeURIComponent(key));
        if (!object) return xmlError(res, 404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream' });
        return res.end(object.body);
      }
      return xmlError(res, 405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    seen,
    state,
    /** Sends any host to this server, as DNS would for <bucket>.<endpoint host>. */
    async route(request: Request): Promise<Response> {
      const url = new URL(request.url);
      const headers = new Headers(request.headers);
      headers.set('x-test-original-host', url.host);
      const body = request.method === 'GET' ? undefined : Buffer.from(await request.arrayBuffer());
      return fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let fake: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.objects.clear();
  fake.seen.length = 0;
  fake.state.failures = 0;
  fake.state.failStatus = 500;
});

const options = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  endpoint: fake.endpoint,
  region: REGION,
  bucket: BUCKET,
  accessKeyId: ACCESS_KEY_ID,
  secretAccessKey: SECRET,
  forcePathStyle: true,
  ...overrides,
});

/** Everything an error could show in a log line or a stack dump. */
function leakSurface(error: unknown): string {
  return [String(error), inspect(error, { depth: 5 }), JSON.stringify(error)].join('\n');
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('S3 storage against a fake S3', () => {
  it('puts and gets an object with a valid SigV4 signature, path-style', async () => {
    const storage = createS3Storage(options());
    await storage.put(KEY, JPEG, 'image/jpeg');
    expect(await storage.get(KEY)).toEqual(JPEG);

    expect(fake.objects.get(KEY)?.contentType).toBe('image/jpeg');
    expect(fake.seen.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT /${BUCKET}/${KEY}`, `GET /${BUCKET}/${KEY}`]);
    for (const request of fake.seen) {
      expect(request.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE0TEST\/\d{8}\/ap-southeast-1\/s3\/aws4_request, SignedHeaders=\S+, Signature=[0-9a-f]{64}$/,
      );
    }
  });

  it('signs the real payload hash, asks for encryption and sets no public ACL', async () => {
    await createS3Storage(options()).put(KEY, JPEG, 'image/jpeg');
    const [put] = fake.seen;
    expect(put?.headers['x-amz-content-sha256']).toBe(sha256(JPEG));
    expect(put?.headers.authorization).toContain('x-amz-server-side-encryption');
    expect(put?.headers['x-amz-acl']).toBeUndefined();
    expect(fake.objects.get(KEY)?.encryption).toBe('AES256');
  });

  it('leaves the encryption header out when configured to (stores that refuse it)', async () => {
    await createS3Storage(options({ serverSideEncryption: 'none' })).put(KEY, JPEG, 'image/jpeg');
    expect(fake.objects.get(KEY)?.encryption).toBeUndefined();
  });

  it('answers null for an unknown key (404 NoSuchKey)', async () => {
    const storage = createS3Storage(options());
    expect(await storage.get(KEY)).toBeNull();
    expect(fake.seen).toHaveLength(1);
  });

  it('answers null for a malformed key without asking the store, and refuses to put one', async () => {
    const storage = createS3Storage(options());
    expect(await storage.get('../other-bucket/x.jpg')).toBeNull();
    await expect(storage.put('../../escape.jpg', JPEG, 'image/jpeg')).rejects.toThrow('invalid storage key');
    expect(fake.seen).toHaveLength(0);
  });

  it('writes under the prefix and reads back from it', async () => {
    const storage = createS3Storage(options({ prefix: 'evidence/2026/' }));
    await storage.put(KEY, JPEG, 'image/jpeg');
    expect([...fake.objects.keys()]).toEqual([`evidence/2026/${KEY}`]);
    expect(fake.seen[0]?.path).toBe(`/${BUCKET}/evidence/2026/${KEY}`);
    expect(await storage.get(KEY)).toEqual(JPEG);
    expect(await createS3Storage(options()).get(KEY)).toBeNull();
  });

  it('addresses <bucket>.<host> in virtual-host style, signing that host', async () => {
    const storage = createS3Storage(
      options({ endpoint: 'https://s3.ap-southeast-1.amazonaws.com', forcePathStyle: false, fetch: fake.route }),
    );
    await storage.put(KEY, JPEG, 'image/jpeg');
    expect(await storage.get(KEY)).toEqual(JPEG);
    expect(fake.seen.map((r) => `${r.method} ${r.host}${r.path}`)).toEqual([
      `PUT ${BUCKET}.s3.ap-southeast-1.amazonaws.com/${KEY}`,
      `GET ${BUCKET}.s3.ap-southeast-1.amazonaws.com/${KEY}`,
    ]);
  });

  it('retries a passing server failure', async () => {
    fake.state.failures = 1;
    fake.state.failStatus = 503;
    const storage = createS3Storage(options());
    await storage.put(KEY, JPEG, 'image/jpeg');
    expect(fake.seen).toHaveLength(2);
    expect(fake.objects.has(KEY)).toBe(true);
  });

  it('throws on a lasting server error, naming the status but not the secret or the signature', async () => {
    fake.state.failures = 100;
    const storage = createS3Storage(options({ retries: 1 }));
    const error = await thrown(storage.get(KEY));
    expect(error).toBeInstanceOf(S3StorageError);
    expect((error as S3StorageError).message).toBe(`S3 GET ${BUCKET}/${KEY}: HTTP 500 InternalError`);
    expect((error as S3StorageError).status).toBe(500);
    expect(fake.seen).toHaveLength(2);
    const surface = leakSurface(error);
    expect(surface).not.toContain(SECRET);
    expect(surface).not.toContain('Signature=');
    expect(surface).not.toContain('127.0.0.1');
  });

  it('throws on a bad signature without repeating what the store echoed', async () => {
    const storage = createS3Storage(options({ secretAccessKey: 'not-the-secret-at-all-0123456789' }));
    const error = await thrown(storage.put(KEY, JPEG, 'image/jpeg'));
    expect((error as Error).message).toBe(`S3 PUT ${BUCKET}/${KEY}: HTTP 403 SignatureDoesNotMatch`);
    const surface = leakSurface(error);
    expect(surface).not.toContain('not-the-secret-at-all');
    expect(surface).not.toContain('Credential=');
    expect(fake.objects.size).toBe(0);
  });

  it('treats a missing bucket as an error, not as a missing file', async () => {
    const storage = createS3Storage(options({ bucket: 'no-such-bucket' }));
    await expect(storage.get(KEY)).rejects.toThrow(`S3 GET no-such-bucket/${KEY}: HTTP 404 NoSuchBucket`);
  });

  it('reports an unreachable store as a network error without the secret', async () => {
    const closed = await startFakeS3();
    await closed.close();
    const storage = createS3Storage(options({ endpoint: closed.endpoint, retries: 0 }));
    const error = await thrown(storage.put(KEY, JPEG, 'image/jpeg'));
    expect((error as Error).message).toBe(`S3 PUT ${BUCKET}/${KEY}: network error ECONNREFUSED`);
    expect(leakSurface(error)).not.toContain(SECRET);
  });
});

describe('S3 storage options', () => {
  const cases: [string, Partial<S3StorageOptions>, RegExp][] = [
    ['an endpoint that is not a URL', { endpoint: 'minio:9000/' }, /endpoint/],
    ['an endpoint with a path', { endpoint: 'https://s3.example.com/bucket' }, /origin only/],
    [
      'an endpoint with credentials',
      { endpoint: `https://user:${encodeURIComponent(SECRET)}@s3.example.com` },
      /origin only/,
    ],
    ['an ftp endpoint', { endpoint: 'ftp://s3.example.com' }, /http or https/],
    ['an invalid bucket', { bucket: 'Evidence_Bucket' }, /bucket/],
    ['no region', { region: '' }, /region/],
    ['no access key id', { accessKeyId: '' }, /access key id/],
    ['no secret', { secretAccessKey: '' }, /secret access key/],
    ['a prefix without a trailing slash', { prefix: 'evidence' }, /prefix/],
    ['a prefix that climbs', { prefix: '../' }, /prefix/],
  ];
  it.each(cases)('refuses %s at creation', (_name, overrides, message) => {
    const attempt = () => createS3Storage({ ...options(), ...overrides });
    expect(attempt).toThrow(message);
    expect(leakSurface(thrownSync(attempt))).not.toContain(SECRET);
  });
});

function thrownSync(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
