// Environment and white-label config, parsed once at start; a bad value stops the server with its name.
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';
import { brandConfigSchema, type BrandConfig } from '@lendwell/contracts';
import { defaultBrandFile, repoRoot, resolveFromInvocation } from './paths.js';
import path from 'node:path';
import { isGuessableSecret } from '../domain/password-policy.js';

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  } catch {
    return true; // the URL check reports it
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_MODE: z.enum(['sandbox', 'production']).default('sandbox'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url().optional(),
  /** A streaming replica the console's reports read from, falling back to DATABASE_URL (decision 133). */
  READ_DATABASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BRAND_CONFIG: z.string().min(1).optional(),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  SMS_GATEWAY: z.enum(['sandbox', 'semaphore']).default('sandbox'),
  SEMAPHORE_API_KEY: z.string().min(1).optional(),
  SEMAPHORE_SENDER_NAME: z.string().min(1).optional(),
  SEMAPHORE_URL: z.url().default('https://api.semaphore.co/api/v4/messages'),
  /** Where invoices are transmitted (decision 117): the sandbox fake, or an e-invoicing endpoint over https. */
  EINVOICE_SENDER: z.enum(['sandbox', 'http']).default('sandbox'),
  EINVOICE_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
  EINVOICE_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  TIME_ZONE: z.string().default('Asia/Manila'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 30),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
    .refine(isOrigin, 'must be an origin only (no path, query or credentials)')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a region name such as ap-southeast-1 or auto')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .max(200)
    .regex(
      /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?)?$/,
      "must be path segments such as evidence/ (letters, digits, '.', '_', '-')",
    )
    .optional(),
  S3_FORCE_PATH_STYLE: z.stringbool({ error: 'must be true or false' }).default(false),
  S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms', 'none']).default('AES256'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'dragonpay']).default('sandbox'),
  DRAGONPAY_MERCHANT_ID: z.string().min(1).optional(),
  DRAGONPAY_PASSWORD: z.string().min(1).optional(),
  DRAGONPAY_BASE_URL: z.url().default('https://test.dragonpay.ph'),
  /** Where the provider sends the borrower back and posts callbacks (e.g. https://pay.example.ph). */
  PUBLIC_BASE_URL: z.url().optional(),
  // Other origins whose pages may call the borrower API (a host page on the lender's own domain, decision 111):
  // comma-separated origins such as https://app.lender.ph; none by default.
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url({ protocol: /^https?$/, error: 'each must be an http or https origin' })
          .refine(isOrigin, 'each must be an origin only (no path, query or credentials)'),
      ),
    ),
  /** Which proxies' X-Forwarded-For to believe: off (default), a hop count, or addresses/CIDRs (decision 030). */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be off, a hop count such as 1, or addresses/CIDRs such as 10.0.0.0/8,127.0.0.1',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Lets the admin API open a borrower's session without a code in production (decision 032); off unless true. */
  ALLOW_OPERATOR_SESSIONS: z.stringbool({ error: 'must be true or false' }).default(false),
  /** A borrower session unused this long ends, whatever its absolute expiry. */
  /** A console session ends after this long without a request (decision 102). */
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
  /** The tables' owner, for migrations only; the app then runs as DATABASE_URL's role (decision 032). */
  MIGRATION_DATABASE_URL: z.url().optional(),
  // Payouts (decision 040).
  PAYOUT_PROVIDER: z.enum(['sandbox', 'dragonpay']).default('sandbox'),
  /** Sandbox only: pay a borrower with no account to a notional wallet, as before decision 129 (older tests). */
  SANDBOX_PAYOUT_WALLET: z.enum(['0', '1']).default('0'),
  DRAGONPAY_PAYOUT_MERCHANT_ID: z.string().min(1).optional(),
  DRAGONPAY_PAYOUT_SECRET: z.string().min(1).optional(),
  DRAGONPAY_PAYOUT_BASE_URL: z.url().default('https://test.dragonpay.ph/api/payout/merchant/v1'),
  PAYOUT_RECONCILE_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(15),
  SANDBOX_PAYOUT_CALLBACK_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  // Several instances (decisions 066-068).
  /** web answers requests, worker runs the job queue, all does both. */
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  /** Bearer token for /metrics; required in production (decision 068), optional in sandbox. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** PostgreSQL connections per instance. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Webhooks to the host app's back end (decision 120): both or neither; none configured writes and sends nothing.
  WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
  WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** pretty for people (needs pino-pretty, a dev dependency), json for machines; production is always json. */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  /** The provider code the Credit Information Corporation assigned this lender (decision 119). */
  CIC_PROVIDER_CODE: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,8}$/, 'must be the CIC provider code: up to 8 capital letters or digits')
    .default('LW000001'),
});

/** off/false/empty → false; a whole number → hop count; otherwise a list of IPv4/IPv6 addresses or CIDRs. Null when malformed. */
export function parseTrustProxy(value: string | undefined): false | number | string[] | null {
  if (value === undefined || value === '' || /^(off|false|0)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const items = value.split(',').map((item) => item.trim());
  const valid = items.every((item) => {
    const [address, prefix, ...rest] = item.split('/');
    if (rest.length > 0 || !address || isIP(address) === 0) return false;
    if (prefix === undefined) return true;
    const bits = Number(prefix);
    return /^\d+$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128);
  });
  return valid ? items : null;
}

/** Object storage settings; the secret stays here and in the adapter, and is never logged. */
export type S3StorageConfig = {
  driver: 's3';
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
  forcePathStyle: boolean;
  serverSideEncryption: 'AES256' | 'aws:kms' | 'none';
};

export type AppConfig = {
  port: number;
  /** Origins other than our own allowed to call the borrower API from a browser (decision 111). */
  corsOrigins: string[];
  host: string;
  mode: 'sandbox' | 'production';
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica for reports (decision 133); undefined: reports read the primary. */
  readDatabaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  brand: BrandConfig;
  /** Present in production (env); in sandbox read or created under dataDir at start. */
  appSecret: string | undefined;
  adminToken: string | undefined;
  sms: { gateway: 'sandbox' } | { gateway: 'semaphore'; apiKey: string; senderName: string | undefined; url: string };
  /** sandbox: invoices kept in memory as sent; http: POSTed to the configured endpoint (decision 117). */
  einvoice: { sender: 'sandbox' } | { sender: 'http'; endpoint: string; token: string };
  timeZone: string;
  cicProviderCode: string;
  sessionTtlHours: number;
  /** local: files under dataDir/uploads; s3: an S3-compatible bucket (decision 015). */
  storage: { driver: 'local' } | S3StorageConfig;
  /** sandbox: the built-in provider (refused in production); dragonpay: the Payment Switch (decision 018). */
  payments:
    | { provider: 'sandbox'; publicBaseUrl: string | undefined }
    | {
        provider: 'dragonpay';
        merchantId: string;
        password: string;
        baseUrl: string;
        publicBaseUrl: string | undefined;
      };
  /** Fastify's trustProxy: false (the socket's address is the client), hops, or trusted proxy addresses. */
  trustProxy: false | number | string[];
  /** web: requests only; worker: the job queue only (and health, metrics); all: both (decision 067). */
  role: 'web' | 'worker' | 'all';
  metricsToken: string | undefined;
  dbPoolSize: number;
  logFormat: 'json' | 'pretty';
  /** POST /api/admin/sessions in production (always allowed in sandbox). */
  allowOperatorSessions: boolean;
  sessionIdleHours: number;
  staffSessionIdleMinutes: number;
  /** The owner's URL for migrations when the app's DATABASE_URL role may not alter tables. */
  migrationDatabaseUrl: string | undefined;
  /** The host back end's webhook endpoint and its signing secret (decision 120); null: no events are kept or sent. */
  webhook: { url: string; secret: string } | null;
  /** sandbox: answers asynchronously from memory (refused in production); dragonpay: Dragonpay Payout (decision 040). */
  payouts: (
    | {
        provider: 'sandbox';
        callbackDelayMs: number;
        /** Pays a borrower with no account to a notional wallet instead of refusing (decision 129: off unless asked). */
        walletWithoutAccount?: boolean;
      }
    | { provider: 'dragonpay'; merchantId: string; secret: string; baseUrl: string }
  ) & {
    /** Pending payouts older than this are asked about by the reconciliation job. */
    reconcileAfterMinutes: number;
  };
};

export class ConfigError extends Error {}

function describe(error: z.ZodError, prefix = ''): string {
  return error.issues.map((i) => `${prefix}${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** Reads the white-label JSON; every missing or malformed field is named in the error. */
export function loadBrand(file: string): BrandConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`BRAND_CONFIG ${file}: ${(error as Error).message}`);
  }
  const parsed = brandConfigSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(`white-label config ${file}: ${describe(parsed.error)}`);
  return parsed.data;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(`environment: ${describe(parsed.error)}`);
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? resolveFromInvocation(e.DATA_DIR) : path.join(repoRoot, '.data');
  const brand = loadBrand(e.BRAND_CONFIG ? resolveFromInvocation(e.BRAND_CONFIG) : defaultBrandFile);

  let sms: AppConfig['sms'] = { gateway: 'sandbox' };
  if (e.SMS_GATEWAY === 'semaphore') {
    if (!e.SEMAPHORE_API_KEY)
      throw new ConfigError('environment: SEMAPHORE_API_KEY: required when SMS_GATEWAY=semaphore');
    sms = {
      gateway: 'semaphore',
      apiKey: e.SEMAPHORE_API_KEY,
      senderName: e.SEMAPHORE_SENDER_NAME,
      url: e.SEMAPHORE_URL,
    };
  }

  const einvoice = einvoiceConfig(e);

  const storage = e.STORAGE_DRIVER === 's3' ? s3Storage(e) : { driver: 'local' as const };

  let payments: AppConfig['payments'] = { provider: 'sandbox', publicBaseUrl: e.PUBLIC_BASE_URL };
  if (e.PAYMENT_PROVIDER === 'dragonpay') {
    if (!e.DRAGONPAY_MERCHANT_ID)
      throw new ConfigError('environment: DRAGONPAY_MERCHANT_ID: required when PAYMENT_PROVIDER=dragonpay');
    if (!e.DRAGONPAY_PASSWORD)
      throw new ConfigError('environment: DRAGONPAY_PASSWORD: required when PAYMENT_PROVIDER=dragonpay');
    payments = {
      provider: 'dragonpay',
      merchantId: e.DRAGONPAY_MERCHANT_ID,
      password: e.DRAGONPAY_PASSWORD,
      baseUrl: e.DRAGONPAY_BASE_URL,
      publicBaseUrl: e.PUBLIC_BASE_URL,
    };
  }

  const payouts = payoutConfig(e);
  // The embedded database has no replica; a replica URL beside it is a mistake to stop at, not to ignore.
  if (e.READ_DATABASE_URL && !e.DATABASE_URL)
    throw new ConfigError('environment: READ_DATABASE_URL: needs DATABASE_URL (a replica of the primary it names)');

  if (e.APP_MODE === 'production') {
    // Production must never fall back to sandbox rails or generated secrets.
    if (sms.gateway === 'sandbox')
      throw new ConfigError('environment: SMS_GATEWAY: sandbox is refused in production mode');
    if (payments.provider === 'sandbox')
      throw new ConfigError('environment: PAYMENT_PROVIDER: sandbox is refused in production mode');
    if (payouts.provider === 'sandbox')
      throw new ConfigError('environment: PAYOUT_PROVIDER: sandbox is refused in production mode');
    // The invoice names the borrower and their address: never over plain http.
    if (einvoice.sender === 'http' && new URL(einvoice.endpoint).protocol !== 'https:')
      throw new ConfigError('environment: EINVOICE_ENDPOINT: must be https in production mode');
    // The account number travels in the payout request: never over plain http.
    if (payouts.provider === 'dragonpay' && new URL(payouts.baseUrl).protocol !== 'https:')
      throw new ConfigError('environment: DRAGONPAY_PAYOUT_BASE_URL: must be https in production mode');
    if (!e.PUBLIC_BASE_URL)
      throw new ConfigError('environment: PUBLIC_BASE_URL: required in production mode (provider callbacks)');
    if (!e.DATABASE_URL) throw new ConfigError('environment: DATABASE_URL: required in production mode');
    if (!brand.lenderTin)
      throw new ConfigError(
        'white-label config: lenderTin: required in production mode (printed on official receipts)',
      );
    if (!e.MIGRATION_DATABASE_URL)
      throw new ConfigError(
        "environment: MIGRATION_DATABASE_URL: required in production mode (the tables' owner migrates; DATABASE_URL is the app's role)",
      );
    if (!e.APP_SECRET) throw new ConfigError('environment: APP_SECRET: required in production mode');
    if (!e.ADMIN_TOKEN) throw new ConfigError('environment: ADMIN_TOKEN: required in production mode');
    // Signed links, field encryption and the operator API rest on these; a guessable one undoes them all.
    for (const [name, value] of [
      ['APP_SECRET', e.APP_SECRET],
      ['ADMIN_TOKEN', e.ADMIN_TOKEN],
    ] as const)
      if (isGuessableSecret(value))
        throw new ConfigError(
          `environment: ${name}: is too predictable; use a random value, e.g. openssl rand -base64 48`,
        );
    if (new URL(e.PUBLIC_BASE_URL).protocol !== 'https:')
      throw new ConfigError('environment: PUBLIC_BASE_URL: must be an https:// address in production mode');
    if (e.CORS_ORIGINS.some((origin) => new URL(origin).protocol !== 'https:'))
      throw new ConfigError('environment: CORS_ORIGINS: must be https:// origins in production mode');
    if (e.WEBHOOK_URL && new URL(e.WEBHOOK_URL).protocol !== 'https:')
      throw new ConfigError('environment: WEBHOOK_URL: must be an https:// address in production mode');
    if (e.WEBHOOK_SECRET && isGuessableSecret(e.WEBHOOK_SECRET))
      throw new ConfigError(
        'environment: WEBHOOK_SECRET: is too predictable; use a random value, e.g. openssl rand -base64 48',
      );
  }

  return {
    port: e.PORT,
    host: e.HOST,
    mode: e.APP_MODE,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    readDatabaseUrl: e.READ_DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    brand,
    appSecret: e.APP_SECRET,
    adminToken: e.ADMIN_TOKEN,
    sms,
    einvoice,
    timeZone: e.TIME_ZONE,
    cicProviderCode: e.CIC_PROVIDER_CODE,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    storage,
    payments,
    trustProxy: e.TRUST_PROXY,
    allowOperatorSessions: e.ALLOW_OPERATOR_SESSIONS,
    sessionIdleHours: e.SESSION_IDLE_HOURS,
    staffSessionIdleMinutes: e.STAFF_SESSION_IDLE_MINUTES,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    webhook: webhookConfig(e),
    payouts,
    role: e.ROLE,
    metricsToken: e.METRICS_TOKEN,
    dbPoolSize: e.DB_POOL_SIZE,
    logFormat: e.APP_MODE === 'production' ? 'json' : e.LOG_FORMAT,
    // As the browser sends it: scheme, host and port, no trailing slash.
    corsOrigins: e.CORS_ORIGINS.map((origin) => new URL(origin).origin),
  };
}

function webhookConfig(e: z.infer<typeof envSchema>): AppConfig['webhook'] {
  if (!e.WEBHOOK_URL && !e.WEBHOOK_SECRET) return null;
  if (!e.WEBHOOK_URL) throw new ConfigError('environment: WEBHOOK_URL: required when WEBHOOK_SECRET is set');
  if (!e.WEBHOOK_SECRET) throw new ConfigError('environment: WEBHOOK_SECRET: required when WEBHOOK_URL is set');
  return { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET };
}

function einvoiceConfig(e: z.infer<typeof envSchema>): AppConfig['einvoice'] {
  if (e.EINVOICE_SENDER === 'sandbox') return { sender: 'sandbox' };
  const missing = Object.entries({ EINVOICE_ENDPOINT: e.EINVOICE_ENDPOINT, EINVOICE_TOKEN: e.EINVOICE_TOKEN })
    .filter(([, value]) => !value)
    .map(([name]) => `${name}: required when EINVOICE_SENDER=http`);
  if (missing.length > 0) throw new ConfigError(`environment: ${missing.join('; ')}`);
  return { sender: 'http', endpoint: e.EINVOICE_ENDPOINT!, token: e.EINVOICE_TOKEN! };
}

function payoutConfig(e: z.infer<typeof envSchema>): AppConfig['payouts'] {
  const reconcileAfterMinutes = e.PAYOUT_RECONCILE_AFTER_MINUTES;
  if (e.PAYOUT_PROVIDER === 'sandbox')
    return {
      provider: 'sandbox',
      callbackDelayMs: e.SANDBOX_PAYOUT_CALLBACK_MS,
      walletWithoutAccount: e.SANDBOX_PAYOUT_WALLET === '1',
      reconcileAfterMinutes,
    };
  const { DRAGONPAY_PAYOUT_MERCHANT_ID: merchantId, DRAGONPAY_PAYOUT_SECRET: secret } = e;
  if (!merchantId || !secret) {
    const missing = Object.entries({ DRAGONPAY_PAYOUT_MERCHANT_ID: merchantId, DRAGONPAY_PAYOUT_SECRET: secret })
      .filter(([, value]) => !value)
      .map(([name]) => `${name}: required when PAYOUT_PROVIDER=dragonpay`);
    throw new ConfigError(`environment: ${missing.join('; ')}`);
  }
  return { provider: 'dragonpay', merchantId, secret, baseUrl: e.DRAGONPAY_PAYOUT_BASE_URL, reconcileAfterMinutes };
}

function s3Storage(e: z.infer<typeof envSchema>): S3StorageConfig {
  const {
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = e;
  if (!bucket || !region || !accessKeyId || !secretAccessKey) {
    const missing = Object.entries({
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    })
      .filter(([, value]) => !value)
      .map(([name]) => `${name}: required when STORAGE_DRIVER=s3`);
    throw new ConfigError(`environment: ${missing.join('; ')}`);
  }
  const endpoint = new URL(e.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`);
  // A dotted bucket name as a host name no longer matches the store's wildcard TLS certificate.
  if (!e.S3_FORCE_PATH_STYLE && bucket.includes('.') && endpoint.protocol === 'https:') {
    throw new ConfigError('environment: S3_FORCE_PATH_STYLE: must be true for a bucket name with dots over https');
  }
  const prefix = e.S3_PREFIX ?? '';
  return {
    driver: 's3',
    endpoint: endpoint.origin,
    region,
    bucket,
    accessKeyId,
    secretAccessKey,
    // "evidence" and "evidence/" name the same folder.
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    serverSideEncryption: e.S3_SERVER_SIDE_ENCRYPTION,
  };
}
