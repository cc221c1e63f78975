import { describe, expect, it } from 'vitest';
import { ConfigError, databaseUrlFor, describeConfig, loadConfig, storageUrlOf } from './config.js';

describe('loadConfig', () => {
  it('gives the embedded default when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ TIS_HOST: '127.0.0.1', TIS_PORT: 8080, TIS_EVENTS: 'inprocess' });
    expect(config.TIS_TCP_PORT).toBeUndefined();
    expect(databaseUrlFor(config, 'log')).toBe('sqlite:./data/log.sqlite');
    expect(storageUrlOf(config)).toBe('file:./data/files');
  });

  it('stops with every bad value named, secrets not shown', () => {
    let error: unknown;
    try {
      loadConfig({ TIS_PORT: 'eighty', TIS_EVENTS: 'carrier-pigeon', TIS_JWT_SECRET: 'short', TIS_TCP_PEERS: 'mailroom=1.2.3.4:5' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('TIS_PORT');
    expect(message).toContain('TIS_EVENTS');
    expect(message).toContain('TIS_JWT_SECRET: must be at least 32 characters (got (secret))');
    expect(message).toContain('mailroom=1.2.3.4:5');
    expect(message).not.toContain('short');
  });

  it('reads service maps and fills {service} in database urls', () => {
    const config = loadConfig({
      TIS_DB_URL: 'mysql://tis:pw@db:3306/tis_{service}',
      TIS_SERVICE_URLS: 'oauth=http://oauth:3000, log=http://log:3000',
      TIS_KAFKA_BROKERS: 'k1:9092,k2:9092',
    });
    expect(databaseUrlFor(config, 'oauth')).toBe('mysql://tis:pw@db:3306/tis_oauth');
    expect(config.TIS_SERVICE_URLS).toEqual({ oauth: 'http://oauth:3000', log: 'http://log:3000' });
    expect(config.TIS_KAFKA_BROKERS).toEqual(['k1:9092', 'k2:9092']);
    expect(describeConfig(config)['TIS_DB_URL']).toBe('***');
  });

  it('refuses to start in production without the public origin, and names the setting', () => {
    expect(() => loadConfig({ TIS_ENVIRONMENT: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ TIS_ENVIRONMENT: 'production' })).toThrow(/TIS_PUBLIC_URL: required in production/);
    expect(loadConfig({ TIS_ENVIRONMENT: 'production', TIS_PUBLIC_URL: 'https://tis.example.com/' }).TIS_PUBLIC_URL).toBe('https://tis.example.com');
  });

  it('takes the public origin from configuration only: the local address outside production, never a path', () => {
    expect(loadConfig({}).TIS_PUBLIC_URL).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ TIS_PORT: '9123', TIS_ENVIRONMENT: 'staging' }).TIS_PUBLIC_URL).toBe('http://127.0.0.1:9123');
    for (const bad of ['https://tis.example.com/tis', 'https://tis.example.com?x=1', 'ftp://tis.example.com', 'https://user@tis.example.com', 'tis.example.com']) {
      expect(() => loadConfig({ TIS_PUBLIC_URL: bad }), bad).toThrow(/TIS_PUBLIC_URL/);
    }
  });

  it('reads the link origins homepage images may open: https origins only', () => {
    expect(loadConfig({}).TIS_ALLOWED_LINK_ORIGINS).toEqual([]);
    expect(loadConfig({ TIS_ALLOWED_LINK_ORIGINS: 'https://parts.example.com/, https://Help.Example.com:8443' }).TIS_ALLOWED_LINK_ORIGINS).toEqual([
      'https://parts.example.com',
      'https://help.example.com:8443',
    ]);
    for (const bad of ['http://parts.example.com', 'https://parts.example.com/x', '//parts.example.com']) {
      expect(() => loadConfig({ TIS_ALLOWED_LINK_ORIGINS: bad }), bad).toThrow(/TIS_ALLOWED_LINK_ORIGINS/);
    }
  });
});
