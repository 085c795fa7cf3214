import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { RECORDING_MAX_BYTES_DEFAULT } from '@umka/contracts';
import { z } from 'zod';

/** The repository root, so `data/` and `web/dist` resolve the same whatever the working directory is. */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');

const DURATION = /^([1-9][0-9]*)(s|m|h|d)?$/;
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** Seconds from `3600`, `90m`, `12h` or `7d`. */
export function parseDurationSeconds(value: string): number | null {
  const match = DURATION.exec(value.trim());
  if (!match) return null;
  const unit = (match[2] ?? 's') as keyof typeof UNIT_SECONDS;
  return Number(match[1]) * UNIT_SECONDS[unit];
}

/** Unset and empty are the same thing: a deployment may blank a variable to fall back to the default. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const duration = (name: string, fallback: string) =>
  optionalText.default(fallback).transform((v, ctx) => {
    const seconds = parseDurationSeconds(v);
    if (seconds === null || seconds < 60) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a duration of at least 60s, like 3600, 90m, 24h, 30d` });
      return z.NEVER;
    }
    return seconds;
  });

const commaList = optionalText.transform((v) =>
  v
    ? v
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [],
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: optionalText.default('0.0.0.0'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)')
        .optional(),
    ),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
        .optional(),
    ),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
    JWT_TTL: duration('JWT_TTL', '24h'),
    /** How long a login lasts at most, however often its token is renewed. */
    SESSION_MAX_AGE: duration('SESSION_MAX_AGE', '30d'),
    CORS_ORIGIN: commaList,
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: optionalText.default('Umka <no-reply@umka.local>'),
    UK_HOSTS: commaList.transform((hosts) => hosts.map((h) => h.toLowerCase())),
    DATA_DIR: optionalText,
    STORAGE_DIR: optionalText,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .or(z.literal('').transform(() => 'info' as const))
      .default('info'),
    ADMIN_EMAIL: optionalText,
    ADMIN_PASSWORD: optionalText,
    BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
    /** The largest lesson video a teacher may upload. */
    RECORDING_MAX_BYTES: z.coerce.number().int().min(1024).default(RECORDING_MAX_BYTES_DEFAULT),
    TRUST_PROXY: optionalText,
    /** The user's profile in an external CRM, with {id} and {email} filled in per user; unset: no link. */
    CRM_PROFILE_URL_TEMPLATE: optionalText.pipe(
      z
        .string()
        .regex(/^https?:\/\/\S+$/, 'CRM_PROFILE_URL_TEMPLATE must be an http:// or https:// address')
        .optional(),
    ),
    RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
    /** Server processes sharing the port (node:cluster); unset: one per CPU in production, one otherwise. */
    WEB_CONCURRENCY: optionalText.pipe(
      z.coerce
        .number<string | undefined>({ message: 'WEB_CONCURRENCY must be a whole number of processes, 1 or more' })
        .int('WEB_CONCURRENCY must be a whole number of processes, 1 or more')
        .min(1, 'WEB_CONCURRENCY must be a whole number of processes, 1 or more')
        .max(256, 'WEB_CONCURRENCY must be at most 256')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.JWT_SECRET) {
      // Several instances share one PostgreSQL, so a secret generated on one disk would not be shared.
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET is required with DATABASE_URL' });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'set ADMIN_EMAIL and ADMIN_PASSWORD together',
      });
    }
  });

/** `true`/`false`, a hop count, or a comma list of trusted proxy addresses, as Fastify's trustProxy takes them. */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^[0-9]+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.output<typeof envSchema>) {
  const dataDir = resolve(REPO_ROOT, env.DATA_DIR ?? 'data');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL
      ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
      : ({ kind: 'sqlite', file: resolve(dataDir, 'umka.db') } as const),
    redisUrl: env.REDIS_URL,
    jwtSecret: env.JWT_SECRET,
    jwtTtlSeconds: env.JWT_TTL,
    sessionMaxAgeSeconds: env.SESSION_MAX_AGE,
    corsOrigins: env.CORS_ORIGIN,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    ukHosts: env.UK_HOSTS,
    dataDir,
    storageDir: env.STORAGE_DIR ? resolve(REPO_ROOT, env.STORAGE_DIR) : resolve(dataDir, 'storage'),
    webDistDir: resolve(REPO_ROOT, 'web/dist'),
    logLevel: env.LOG_LEVEL,
    initialAdmin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : null,
    bodyLimit: env.BODY_LIMIT,
    recordingMaxBytes: env.RECORDING_MAX_BYTES,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    crmProfileUrlTemplate: env.CRM_PROFILE_URL_TEMPLATE ?? null,
    rateLimitPerMinute: env.RATE_LIMIT_MAX,
    /** 1 runs the server in this process; more fork that many workers (main.ts, cluster.ts). */
    webConcurrency: env.WEB_CONCURRENCY ?? (env.NODE_ENV === 'production' ? availableParallelism() : 1),
  };
}

/** The folder a command was typed in: npm runs a workspace's script in the workspace and names the caller's in INIT_CWD. */
export function invocationDir(source: Record<string, string | undefined> = process.env): string {
  return source.INIT_CWD ?? process.cwd();
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The only reader of the environment. Throws a readable message listing every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}
