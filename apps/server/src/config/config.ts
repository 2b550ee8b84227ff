// Environment and white-label config, parsed once at start; a bad value stops the server with its name.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { brandConfigSchema, type BrandConfig } from '@lendwell/contracts';
import { defaultBrandFile, repoRoot, resolveFromInvocation } from './paths.js';
import path from 'node:path';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_MODE: z.enum(['sandbox', 'production']).default('sandbox'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BRAND_CONFIG: z.string().min(1).optional(),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  SMS_GATEWAY: z.enum(['sandbox', 'semaphore']).default('sandbox'),
  SEMAPHORE_API_KEY: z.string().min(1).optional(),
  SEMAPHORE_SENDER_NAME: z.string().min(1).optional(),
  SEMAPHORE_URL: z.url().default('https://api.semaphore.co/api/v4/messages'),
  TIME_ZONE: z.string().default('Asia/Manila'),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 30),
});

export type AppConfig = {
  port: number;
  host: string;
  mode: 'sandbox' | 'production';
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  brand: BrandConfig;
  /** Present in production (env); in sandbox read or created under dataDir at start. */
  appSecret: string | undefined;
  adminToken: string | undefined;
  sms:
    | { gateway: 'sandbox' }
    | { gateway: 'semaphore'; apiKey: string; senderName: string | undefined; url: string };
  timeZone: string;
  sessionTtlHours: number;
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
    if (!e.SEMAPHORE_API_KEY) throw new ConfigError('environment: SEMAPHORE_API_KEY: required when SMS_GATEWAY=semaphore');
    sms = { gateway: 'semaphore', apiKey: e.SEMAPHORE_API_KEY, senderName: e.SEMAPHORE_SENDER_NAME, url: e.SEMAPHORE_URL };
  }

  if (e.APP_MODE === 'production') {
    // Production must never fall back to sandbox rails or generated secrets.
    if (sms.gateway === 'sandbox') throw new ConfigError('environment: SMS_GATEWAY: sandbox is refused in production mode');
    if (!e.DATABASE_URL) throw new ConfigError('environment: DATABASE_URL: required in production mode');
    if (!e.APP_SECRET) throw new ConfigError('environment: APP_SECRET: required in production mode');
    if (!e.ADMIN_TOKEN) throw new ConfigError('environment: ADMIN_TOKEN: required in production mode');
  }

  return {
    port: e.PORT,
    host: e.HOST,
    mode: e.APP_MODE,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    brand,
    appSecret: e.APP_SECRET,
    adminToken: e.ADMIN_TOKEN,
    sms,
    timeZone: e.TIME_ZONE,
    sessionTtlHours: e.SESSION_TTL_HOURS,
  };
}
