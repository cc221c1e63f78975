import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SERVICE_NAMES, type ServiceName } from '@tis/contracts';

/** Settings that are never printed or logged. */
const SECRET_KEYS = new Set(['TIS_STORAGE_URL', 'TIS_REDIS_URL', 'TIS_JWT_SECRET', 'TIS_DB_URL', 'TIS_SMTP_URL', 'TIS_WECOM_APPS', 'TIS_OIDC_CLIENT_SECRET']);

const port = z.coerce.number().int().min(0).max(65535);

/** `name=value,name=value` -> record, every name a service. */
const serviceMap = z
  .string()
  .transform((raw, ctx) => {
    const out: Partial<Record<ServiceName, string>> = {};
    for (const part of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
      const eq = part.indexOf('=');
      const name = part.slice(0, eq);
      if (eq <= 0 || !(SERVICE_NAMES as readonly string[]).includes(name)) {
        ctx.addIssue({ code: 'custom', message: `"${part}" is not <service>=<address> with a known service` });
        return z.NEVER;
      }
      out[name as ServiceName] = part.slice(eq + 1);
    }
    return out;
  });

/**
 * Every setting of a TIS process (ARCHITECTURE.md "Two modes, one code path").
 * Adapters are chosen from these values; feature code never asks which mode it runs in.
 */
export const platformConfigSchema = z.object({
  TIS_HOST: z.string().default('127.0.0.1'),
  TIS_PORT: port.default(8080),
  /** TCP port of the service-to-service transport; absent: calls stay in-process. */
  TIS_TCP_PORT: port.optional(),
  /** Where `{service}` databases live when TIS_DB_URL is not given. */
  TIS_DATA_DIR: z.string().default('./data'),
  /** sqlite:<file> | mysql://… | mariadb://…; `{service}` is replaced by the service name. */
  TIS_DB_URL: z
    .string()
    .regex(/^(sqlite:|mysql:\/\/|mariadb:\/\/)/, 'must start with sqlite:, mysql:// or mariadb://')
    .optional(),
  TIS_EVENTS: z.enum(['inprocess', 'kafka']).default('inprocess'),
  TIS_KAFKA_BROKERS: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((b) => b.trim()).filter(Boolean) : [])),
  /** Prefix of Kafka consumer group ids: `<prefix>.<service>`. */
  TIS_KAFKA_GROUP_PREFIX: z.string().default('tis'),
  /** file:<dir> | s3://KEY:SECRET@host:port/bucket?ssl=false&region=… */
  TIS_STORAGE_URL: z.string().regex(/^(file:|s3:\/\/)/, 'must start with file: or s3://').optional(),
  TIS_REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional(),
  /** Signs access tokens; absent: a random one kept in TIS_DATA_DIR (one process only). */
  TIS_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TIS_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TIS_LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  /** Peers of the service client: `oauth=host:4000,…`. */
  TIS_TCP_PEERS: z.string().default('').pipe(serviceMap),
  /** Gateway: owners' HTTP addresses `oauth=http://host:3000,…`; absent: the services run in this process. */
  TIS_SERVICE_URLS: z.string().default('').pipe(serviceMap),
  TIS_WEB_DIR: z.string().optional(),
  /** How long a service trusts a looked-up session before asking oauth again (revocations arrive as events at once). */
  TIS_SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  TIS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  TIS_TRUSTED_PROXIES: z.string().default(''),
  /** Interval of the outbox relay's safety poll. */
  TIS_OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /** Holds the outbox relay (broker maintenance): changes still commit, events wait in the outbox. */
  TIS_OUTBOX_PAUSED: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Largest upload (spec section 9: 150 MB). */
  TIS_UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).default(150 * 1024 * 1024),
  /** What one user may upload in 24 hours, in MB; uploads that nothing references are removed after a day (docs/adr/0017). */
  TIS_UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(1024),
  /** Non-production environments show a notice on the login screens. */
  TIS_ENVIRONMENT: z.enum(['production', 'staging', 'development']).default('development'),
  /** Seeds the demo accounts of README (embedded start); otherwise the first start creates only `admin`. */
  TIS_DEMO_DATA: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Outgoing mail (reset links): smtp://user:pass@host:port; absent: mails are written under TIS_DATA_DIR/mail. */
  TIS_SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  TIS_MAIL_FROM: z.string().default('TIS <no-reply@tis.local>'),
  /**
   * The portal's public origin (https://tis.example.com): reset links and the OA sign-on's redirect
   * URI point there, never to a request's Host header. Required in production; elsewhere absent:
   * http://127.0.0.1:<TIS_PORT> (see loadConfig).
   */
  TIS_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://tis.example.com' })
    .refine((v) => !URL.canParse(v) || (['', '/'].includes(new URL(v).pathname) && !/[?#@]/.test(v)), 'must be an origin only (no path, query or user), such as https://tis.example.com')
    .transform((v) => new URL(v).origin)
    .optional(),
  /** Other sites homepage image links may open (https origins, comma-separated); empty: links stay inside the portal. */
  TIS_ALLOWED_LINK_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const entry of v.split(',').map((e) => e.trim()).filter(Boolean)) {
        const origin = URL.canParse(entry) ? new URL(entry) : null;
        if (!origin || origin.protocol !== 'https:' || !['', '/'].includes(origin.pathname) || origin.username || origin.password || origin.search) {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not an https origin such as https://parts.example.com` });
          return z.NEVER;
        }
        origins.push(origin.origin);
      }
      return origins;
    }),
  /** Login and operation logs older than this many years are purged once a day by the job service (spec section 9: 2 or 3). */
  TIS_LOG_RETENTION_YEARS: z.coerce.number().int().min(1).max(30).default(3),
  /** Enterprise-chat (WeCom) QR login: the provider's API base (gettoken, auth/getuserinfo). */
  TIS_WECOM_URL: z.url().default('https://qyapi.weixin.qq.com'),
  /** Apps per company type: `default=<corpId>:<secret>,<companyType>=<corpId>:<secret>`; empty: QR login is off. */
  TIS_WECOM_APPS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const apps: Record<string, { corpId: string; secret: string }> = {};
      for (const entry of v.split(',').map((e) => e.trim()).filter(Boolean)) {
        const match = /^([\w-]+)=([^:]+):(.+)$/.exec(entry);
        if (!match) {
          ctx.addIssue({ code: 'custom', message: `expected <companyType>=<corpId>:<secret>, got "${entry.split(':')[0] ?? ''}…"` });
          return z.NEVER;
        }
        const [, companyType = '', corpId = '', secret = ''] = match;
        apps[companyType] = { corpId, secret };
      }
      return apps;
    }),
  /** OA single sign-on (OpenID Connect): the provider's issuer URL; absent: the OA tab says SSO is not set up. */
  TIS_OIDC_ISSUER: z.url().optional(),
  TIS_OIDC_CLIENT_ID: z.string().default('tis'),
  TIS_OIDC_CLIENT_SECRET: z.string().optional(),
  TIS_OIDC_SCOPES: z.string().default('openid profile email'),
  /** The ID-token claim that names the TIS account (user code) the first time a provider identity signs in. */
  TIS_OIDC_ACCOUNT_CLAIM: z.string().default('preferred_username'),
  /** Overseas deployment: default language en_US, login route /os. */
  TIS_OVERSEAS: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

/** The settings after loadConfig: the public origin is always known. */
export type PlatformConfig = Omit<z.infer<typeof platformConfigSchema>, 'TIS_PUBLIC_URL'> & { TIS_PUBLIC_URL: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment at boot; a bad value stops the process with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): PlatformConfig {
  const relevant = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k.startsWith('TIS_') && v !== undefined && v !== ''),
  );
  const parsed = platformConfigSchema.safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const key = i.path.join('.');
        const shown = key && isSecret(key) ? '(secret)' : JSON.stringify(relevant[key]);
        return `${key}: ${i.message} (got ${shown})`;
      }),
    );
  }
  const { TIS_PUBLIC_URL, ...config } = parsed.data;
  if (TIS_PUBLIC_URL) return { ...config, TIS_PUBLIC_URL };
  if (config.TIS_ENVIRONMENT === 'production') {
    throw new ConfigError([
      "TIS_PUBLIC_URL: required in production: the portal's public origin (https://tis.example.com) that reset links and the OA sign-on return to",
    ]);
  }
  // Outside production (embedded start, tests) the portal's own local address.
  return { ...config, TIS_PUBLIC_URL: `http://127.0.0.1:${config.TIS_PORT}` };
}

function isSecret(key: string): boolean {
  return SECRET_KEYS.has(key);
}

/** The database URL of one service: TIS_DB_URL with `{service}` filled in, or SQLite under TIS_DATA_DIR. */
export function databaseUrlFor(config: PlatformConfig, service: ServiceName): string {
  if (config.TIS_DB_URL) return config.TIS_DB_URL.replaceAll('{service}', service);
  return `sqlite:${config.TIS_DATA_DIR}/${service}.sqlite`;
}

export function storageUrlOf(config: PlatformConfig): string {
  return config.TIS_STORAGE_URL ?? `file:${config.TIS_DATA_DIR}/files`;
}

/** The settings that may be printed: secrets masked. */
export function describeConfig(config: PlatformConfig): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(config).map(([k, v]: [string, unknown]) => [k, isSecret(k) && v !== undefined ? '***' : v]),
  );
}

/** The token signing secret: configured, or generated once and kept beside the embedded data. */
export function jwtSecretOf(config: PlatformConfig): string {
  if (config.TIS_JWT_SECRET) return config.TIS_JWT_SECRET;
  const file = join(config.TIS_DATA_DIR, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.TIS_DATA_DIR, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600, flag: 'wx' });
  return generated;
}
