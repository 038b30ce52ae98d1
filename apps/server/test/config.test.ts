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

  it('refuses a master admin email the sign-in form would refuse, naming the setting', () => {
    expect(() => loadConfig({ MASTER_ADMIN_EMAIL: 'master@atrium.e2e' })).toThrow(/MASTER_ADMIN_EMAIL/);
  });

  it('refuses a port that is not a port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
