import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.cookieSecure).toBe(false);
  });

  it('marks cookies secure behind an https address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://atrium.example.com/' }).cookieSecure).toBe(true);
  });

  it('trusts no proxy by default, and the addresses and ranges TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,fd00::/8 , loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['true', '*', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2'])
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
  });

  it('is served over HTTPS when the public address is https', () => {
    expect(loadConfig({}).https).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://atrium.example.com' }).https).toBe(true);
  });

  it('refuses a master admin email the sign-in form would refuse, naming the setting', () => {
    expect(() => loadConfig({ MASTER_ADMIN_EMAIL: 'master@atrium.e2e' })).toThrow(/MASTER_ADMIN_EMAIL/);
  });

  it('runs one server process unless told otherwise, and several only on a PostgreSQL server', () => {
    expect(loadConfig({}).workers).toBe(1);
    const server = { DATABASE_URL: 'postgres://atrium@db/atrium' };
    expect(loadConfig({ ...server, WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ ...server, WORKERS: 'auto' }).workers).toBeGreaterThanOrEqual(1);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      'WORKERS=2 needs a PostgreSQL server (DATABASE_URL); the embedded database belongs to one process.',
    );
    expect(() => loadConfig({ ...server, WORKERS: '0' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ ...server, WORKERS: 'many' })).toThrow(/WORKERS/);
  });

  it('refuses a port that is not a port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('keeps files on disk without S3 settings, and reads a full S3 configuration', () => {
    expect(loadConfig({}).s3).toBeNull();
    const s3 = {
      S3_BUCKET: 'bills',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).s3).toEqual({
      region: 'us-east-1',
      bucket: 'bills',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      prefix: '',
    });
    const compatible = loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: '/atrium/' }).s3;
    expect(compatible).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'atrium/',
    });
    const virtualHosts = loadConfig({
      ...s3,
      S3_ENDPOINT: 'https://s3.example.com',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(virtualHosts.s3?.forcePathStyle).toBe(false);
  });

  it('refuses a partial S3 configuration, naming every missing setting', () => {
    expect(() => loadConfig({ S3_BUCKET: 'bills', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3 file store needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_REGION: 'eu-west-1' })).toThrow(
      /S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() =>
      loadConfig({
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'not a url',
      }),
    ).toThrow(/S3_ENDPOINT/);
  });
});
