import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDurationSeconds, REPO_ROOT } from './config.ts';

describe('configuration', () => {
  it('runs with no variables at all: SQLite under data/, port 3000, a day-long token in a login of 30 days at most', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: `${REPO_ROOT}/data/umka.db` });
    expect(config.jwtTtlSeconds).toBe(86_400);
    expect(config.sessionMaxAgeSeconds).toBe(30 * 86_400);
    expect(config.corsOrigins).toEqual([]);
    expect(config.trustProxy).toBe(false);
    expect(config.initialAdmin).toBeNull();
    expect(config.recordingMaxBytes).toBe(500 * 1024 * 1024);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', LOG_LEVEL: '', PORT: '4000' });
    expect(config.database.kind).toBe('sqlite');
    expect(config.redisUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.port).toBe(4000);
  });

  it('requires JWT_SECRET with PostgreSQL, where instances must share it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/umka' })).toThrow(/JWT_SECRET is required/);
    const config = loadConfig({ DATABASE_URL: 'postgres://db/umka', JWT_SECRET: 'x'.repeat(32) });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://db/umka' });
  });

  it('lists every bad variable in one readable error', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', JWT_TTL: '5s' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*JWT_TTL/);
  });

  it('reads lists, durations and proxy settings', () => {
    const config = loadConfig({
      UK_HOSTS: 'UA.Example.com, partner.example ',
      CORS_ORIGIN: 'https://a.example,https://b.example',
      JWT_TTL: '90m',
      SESSION_MAX_AGE: '7d',
      TRUST_PROXY: '2',
      DATA_DIR: '/srv/umka',
    });
    expect(config.ukHosts).toEqual(['ua.example.com', 'partner.example']);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.jwtTtlSeconds).toBe(5400);
    expect(config.sessionMaxAgeSeconds).toBe(7 * 86_400);
    expect(config.trustProxy).toBe(2);
    expect(config.storageDir).toBe('/srv/umka/storage');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/together/);
  });

  it('parses durations in seconds, minutes, hours and days', () => {
    expect([parseDurationSeconds('45'), parseDurationSeconds('2h'), parseDurationSeconds('7d')]).toEqual([
      45, 7200, 604_800,
    ]);
    expect(parseDurationSeconds('soon')).toBeNull();
  });
  it('runs one server process per CPU in production and one otherwise, unless WEB_CONCURRENCY says how many', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '' }).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test' }).webConcurrency).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: ' 3 ' }).webConcurrency).toBe(3);
  });

  it('refuses a WEB_CONCURRENCY that is not a whole number of processes', () => {
    for (const value of ['0', '-2', '1.5', 'two', 'auto']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: value }), value).toThrow(/WEB_CONCURRENCY must be a whole number/);
    }
    expect(() => loadConfig({ WEB_CONCURRENCY: '1000' })).toThrow(/WEB_CONCURRENCY must be at most 256/);
  });
});
