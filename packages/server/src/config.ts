// Environment → typed, validated configuration. A bad value stops the server with a message naming the variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  teacherSignupCode: string | null;
  smtpUrl: string | null;
  supportEmail: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Access token lifetime in seconds. */
  accessTokenTtl: number;
  /** Refresh token lifetime in seconds. */
  refreshTokenTtl: number;
  /** Where the built web app lives; null when it is not served (API-only tests). */
  webDist: string | null;
  logLevel: string;
  /** One log line per request; off by default (a reverse proxy usually keeps access logs). */
  logRequests: boolean;
  /**
   * Which proxies may tell a client's address in `X-Forwarded-For`: false (none; the default), a number of
   * hops, or the proxies' addresses and ranges. Per-address limits count by the address this gives.
   */
  trustProxy: false | number | string[];
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Configuration error: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const integer = (env: Env, name: string, fallback: number, min: number, max: number) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
};

const flag = (env: Env, name: string) => {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return false;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(name, `must be true or false, got "${env[name]}"`);
};

const url = (env: Env, name: string, protocols: string[]) => {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a valid URL (expected ${protocols.join(' or ')}//…)`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
};

const ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/**
 * TRUST_PROXY: unset (trust no proxy), a hop count, or a comma-separated list of proxy addresses or ranges.
 * "true" is refused: trusting every hop lets any client choose the address its attempts are counted under.
 */
const trustProxy = (env: Env): Config['trustProxy'] => {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 1, 10);
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.find(
    (entry) => !ADDRESS.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry),
  );
  if (wrong !== undefined || raw === 'true') {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be a number of proxy hops or a comma-separated list of proxy addresses (such as 10.0.0.2 or 10.0.0.0/8), got "${wrong ?? raw}"`,
    );
  }
  return entries;
};

/** JWT_SECRET when set; otherwise one generated once and kept in DATA_DIR so restarts keep sessions. */
const jwtSecret = (env: Env, dataDir: string) => {
  const raw = env.JWT_SECRET;
  if (raw !== undefined && raw !== '') {
    if (raw.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');
    return raw;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return generated;
};

export const loadConfig = (env: Env = process.env, cwd = process.cwd()): Config => {
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    throw new ConfigError('NODE_ENV', `must be development, production or test, got "${nodeEnv}"`);
  }
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = resolve(cwd, env.DATA_DIR?.trim() || './data');
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError('DATA_DIR', `cannot be created at ${dataDir}: ${(error as Error).message}`);
  }
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const database: DatabaseConfig = databaseUrl
    ? { dialect: 'postgres', url: databaseUrl }
    : { dialect: 'sqlite', file: join(dataDir, 'brickyard.sqlite') };

  const teacherSignupCode = env.TEACHER_SIGNUP_CODE?.trim() || null;
  if (teacherSignupCode !== null && teacherSignupCode.length < 4) {
    throw new ConfigError('TEACHER_SIGNUP_CODE', 'must be at least 4 characters long');
  }
  const supportEmail = env.SUPPORT_EMAIL?.trim() || 'support@brickyard.local';
  if (!/^[^\s@]+@[^\s@]+$/.test(supportEmail)) {
    throw new ConfigError('SUPPORT_EMAIL', `must be an email address, got "${supportEmail}"`);
  }
  const webDist = resolve(cwd, env.WEB_DIST?.trim() || 'packages/web/dist');

  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    database,
    jwtSecret: jwtSecret(env, dataDir),
    teacherSignupCode,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    supportEmail,
    nodeEnv,
    accessTokenTtl: integer(env, 'ACCESS_TOKEN_TTL', 15 * 60, 1, 24 * 3600),
    refreshTokenTtl: integer(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600, 60, 365 * 24 * 3600),
    webDist,
    logLevel: env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'warn' : 'info'),
    logRequests: flag(env, 'LOG_REQUESTS'),
    trustProxy: trustProxy(env),
  };
};
