import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirFromEnv } from '@tas/db';
import { z } from 'zod';

const ZSecret = z.string().min(32, 'must be at least 32 characters');

/**
 * TRUST_PROXY: how many proxies of ours stand in front of the app, each appending to
 * X-Forwarded-For. Unset or false: none, the socket address is the client's; true: one.
 */
export const ZTrustProxy = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const value = (raw ?? '').trim().toLowerCase();
    if (value === '' || value === 'false' || value === '0') return 0;
    if (value === 'true') return 1;
    if (/^[1-9]\d?$/.test(value)) return Number(value);
    ctx.addIssue({ code: 'custom', message: 'must be false, true or a number of proxy hops (1-99)' });
    return z.NEVER;
  });

/** SMTP_URL: where customer e-mails go (smtp:// or smtps://, user and password in the URL); unset keeps them for the panel. */
export const ZSmtpUrl = z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional();
/** MAIL_FROM: the sender, `Name <address>` or a bare address. */
export const ZMailFrom = z
  .string()
  .trim()
  .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an e-mail address or "Name <address>"')
  .optional();

/**
 * The operator's Hotelbeds account that feeds the destinations every team sees (never a team's own):
 * key and secret together or neither; the base URL defaults to Hotelbeds' evaluation API.
 */
const ZHotelbedsCatalogue = z
  .object({
    HOTELBEDS_CATALOGUE_API_KEY: z.string().trim().min(1).optional(),
    HOTELBEDS_CATALOGUE_SECRET: z.string().trim().min(1).optional(),
    HOTELBEDS_CATALOGUE_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /** One more CA (PEM file) trusted for Hotelbeds calls: a stand-in's, for demos and e2e. */
    HOTELBEDS_EXTRA_CA_FILE: z
      .string()
      .optional()
      .refine((file) => !file || existsSync(file), 'must name a readable PEM file'),
  })
  .refine((e) => Boolean(e.HOTELBEDS_CATALOGUE_API_KEY) === Boolean(e.HOTELBEDS_CATALOGUE_SECRET), {
    message: 'HOTELBEDS_CATALOGUE_API_KEY and HOTELBEDS_CATALOGUE_SECRET go together',
    path: ['HOTELBEDS_CATALOGUE_SECRET'],
  });

const ZEnvBase = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DATA_DIR: z.string().optional(),
  PUBLIC_BASE_URL: z.url().optional(),
  APP_ENCRYPTION_KEY: ZSecret.optional(),
  NEXTAUTH_SECRET: ZSecret.optional(),
  /** Lets `pnpm cli` reach a running server that owns the embedded database. */
  OPERATOR_SECRET: ZSecret.optional(),
  TRUST_PROXY: ZTrustProxy,
  SMTP_URL: ZSmtpUrl,
  MAIL_FROM: ZMailFrom,
});

const ZEnv = z.intersection(ZEnvBase, ZHotelbedsCatalogue);

export interface AppEnv {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  publicBaseUrl: string;
  appEncryptionKey: string;
  nextauthSecret: string;
  operatorSecret: string;
  /** Proxy hops trusted in X-Forwarded-For (0: the socket address is the client's). */
  trustProxyHops: number;
  /** Unset: e-mails are kept and shown in the panel instead of sent. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
}

type GeneratedSecrets = Pick<AppEnv, 'appEncryptionKey' | 'nextauthSecret' | 'operatorSecret'>;

/** On the embedded default, missing secrets are made once and kept under DATA_DIR so a bare start works. */
function embeddedSecrets(dataDir: string): GeneratedSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as GeneratedSecrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets: GeneratedSecrets = {
    appEncryptionKey: randomBytes(32).toString('base64'),
    nextauthSecret: randomBytes(32).toString('base64'),
    operatorSecret: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): AppEnv {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = dataDirFromEnv(source);
  let secrets: Partial<GeneratedSecrets> = {
    appEncryptionKey: e.APP_ENCRYPTION_KEY,
    nextauthSecret: e.NEXTAUTH_SECRET,
    operatorSecret: e.OPERATOR_SECRET,
  };
  const missing = Object.entries(secrets).filter(([, v]) => !v);
  if (missing.length > 0) {
    if (e.DATABASE_URL && e.NODE_ENV === 'production') {
      throw new Error(
        'Invalid environment: APP_ENCRYPTION_KEY, NEXTAUTH_SECRET and OPERATOR_SECRET are required with DATABASE_URL in production',
      );
    }
    const kept = embeddedSecrets(dataDir);
    secrets = {
      appEncryptionKey: secrets.appEncryptionKey ?? kept.appEncryptionKey,
      nextauthSecret: secrets.nextauthSecret ?? kept.nextauthSecret,
      operatorSecret: secrets.operatorSecret ?? kept.operatorSecret,
    };
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    appEncryptionKey: secrets.appEncryptionKey!,
    nextauthSecret: secrets.nextauthSecret!,
    operatorSecret: secrets.operatorSecret!,
    trustProxyHops: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
  };
}
