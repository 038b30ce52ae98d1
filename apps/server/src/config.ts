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
});

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends RawConfig {
  publicUrl: string;
  dataDir: string;
  cookieSecure: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const raw = parsed.data;
  const shownHost = raw.HOST === '0.0.0.0' || raw.HOST === '::' ? 'localhost' : raw.HOST;
  const publicUrl = (raw.PUBLIC_URL ?? `http://${shownHost}:${raw.PORT}`).replace(/\/$/, '');
  return {
    ...raw,
    publicUrl,
    dataDir: path.resolve(raw.DATA_DIR),
    cookieSecure: raw.COOKIE_SECURE || publicUrl.startsWith('https://'),
  };
}
