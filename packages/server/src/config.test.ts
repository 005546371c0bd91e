import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'brickyard-config-'));

describe('loadConfig', () => {
  it('defaults to port 3000 and SQLite under DATA_DIR', () => {
    const dataDir = dir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', file: join(dataDir, 'brickyard.sqlite') });
    expect(config.nodeEnv).toBe('development');
  });

  it('switches to PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATA_DIR: dir(), DATABASE_URL: 'postgres://u@localhost/db' });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://u@localhost/db' });
  });

  it('generates JWT_SECRET once and keeps it in DATA_DIR', () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('trusts no proxy unless TRUST_PROXY names hops or proxy addresses', () => {
    expect(loadConfig({ DATA_DIR: dir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      '::1',
    ]);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'not a url'],
    ['JWT_SECRET', 'short'],
    ['NODE_ENV', 'staging'],
    ['SMTP_URL', 'http://mail'],
    ['SUPPORT_EMAIL', 'nobody'],
    ['TEACHER_SIGNUP_CODE', 'ab'],
    ['ACCESS_TOKEN_TTL', '0'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'proxy.example'],
    ['TRUST_PROXY', '10.0.0.1, everyone'],
    ['TRUST_PROXY', '99'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dir(), [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(name);
    expect((error as Error).message).toContain(name);
  });
});
