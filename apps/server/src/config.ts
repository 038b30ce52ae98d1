import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Every setting Atrium reads, parsed once at start. docs/configuration.md describes each one;
 * keep the two in step. Secrets are marked so they are never logged.
 */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(), // secret
  // Server processes sharing the port: a number, or 'auto' for one per core. More than one needs DATABASE_URL.
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9][0-9]*)$/, "Use a whole number from 1, or 'auto'")
    .default('1'),
  METRICS_TOKEN: z.string().min(16, 'Use at least 16 characters').optional(), // secret
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Checked like the sign-in form checks it, so the account created here can sign in.
  MASTER_ADMIN_EMAIL: z.email().optional(),
  MASTER_ADMIN_PASSWORD: z.string().optional(), // secret
  MASTER_ADMIN_NAME: z.string().optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 14),
  COOKIE_SECURE: bool,
  // Proxies whose X-Forwarded-For is believed: addresses, CIDR ranges, or proxy-addr's names (`loopback`).
  TRUST_PROXY: z.string().default(''),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  RESET_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  SMTP_URL: z.string().optional(), // secret
  MAIL_FROM: z.string().default('Atrium <no-reply@atrium.local>'),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(), // secret
  MICROSOFT_TENANT_ID: z.string().optional(),
  MICROSOFT_ISSUER: z.url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  // The S3 file store: all of endpoint-or-region, bucket and keys, or none (files then stay on disk).
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(), // secret
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', '']).optional(),
  S3_PREFIX: z.string().optional(),
});

export type RawConfig = z.infer<typeof configSchema>;

/** Where files go when S3 settings are given; null keeps them on local disk under DATA_DIR. */
export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** '' or a prefix ending in '/', put before every key the store writes. */
  prefix: string;
}

export interface Config extends RawConfig {
  publicUrl: string;
  /** How many server processes to run (WORKERS, 'auto' resolved to the number of cores). */
  workers: number;
  dataDir: string;
  cookieSecure: boolean;
  /** The peers allowed to name the client in X-Forwarded-For; false trusts no one (the TCP peer is the client). */
  trustProxy: string[] | false;
  /** Served over HTTPS (PUBLIC_URL is https): browsers are told to keep to HTTPS (Strict-Transport-Security). */
  https: boolean;
  s3: S3Settings | null;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** Empty trusts no proxy; a typo would silently trust no one or everyone, so it stops the start. */
function trustProxyOf(value: string): string[] | false {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (wrong.length > 0)
    throw new Error(
      `Invalid configuration: TRUST_PROXY: ${wrong.join(', ')} is not an address, a CIDR range ` +
        'or one of loopback, linklocal, uniquelocal',
    );
  return entries.length > 0 ? entries : false;
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_ANY = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;

/** All or none: a half-given S3 store would silently keep files on disk, so it stops the start instead. */
function s3SettingsOf(raw: RawConfig): S3Settings | null {
  const given = S3_ANY.filter((name) => raw[name] !== undefined && raw[name] !== '');
  if (given.length === 0) return null;
  const missing = S3_REQUIRED.filter((name) => !raw[name]);
  if (missing.length > 0)
    throw new Error(
      `Invalid configuration: the S3 file store needs ${missing.join(', ')} (given: ${given.join(', ')}); ` +
        'set them all, or none to keep files on local disk',
    );
  const pathStyle = raw.S3_FORCE_PATH_STYLE;
  const prefix = (raw.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    endpoint: raw.S3_ENDPOINT,
    region: raw.S3_REGION || 'us-east-1',
    bucket: raw.S3_BUCKET as string,
    accessKeyId: raw.S3_ACCESS_KEY_ID as string,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY as string,
    // S3-compatible servers (MinIO, s3rver) mostly want path-style addresses; AWS itself wants virtual hosts.
    forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : Boolean(raw.S3_ENDPOINT),
    prefix: prefix ? `${prefix}/` : '',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const raw = parsed.data;
  const workers = raw.WORKERS === 'auto' ? availableParallelism() : Number(raw.WORKERS);
  if (workers > 1 && !raw.DATABASE_URL)
    throw new Error(
      `Invalid configuration: WORKERS=${raw.WORKERS} needs a PostgreSQL server (DATABASE_URL); ` +
        'the embedded database belongs to one process. Unset WORKERS, or set DATABASE_URL.',
    );
  const shownHost = raw.HOST === '0.0.0.0' || raw.HOST === '::' ? 'localhost' : raw.HOST;
  const publicUrl = (raw.PUBLIC_URL ?? `http://${shownHost}:${raw.PORT}`).replace(/\/$/, '');
  return {
    ...raw,
    publicUrl,
    workers,
    dataDir: path.resolve(raw.DATA_DIR),
    cookieSecure: raw.COOKIE_SECURE || publicUrl.startsWith('https://'),
    trustProxy: trustProxyOf(raw.TRUST_PROXY),
    https: publicUrl.startsWith('https://'),
    s3: s3SettingsOf(raw),
  };
}
