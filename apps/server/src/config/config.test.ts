import { describe, expect, it } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to sandbox on port 3000 with the bundled brand', () => {
    const config = loadConfig({});
    expect(config.mode).toBe('sandbox');
    expect(config.port).toBe(3000);
    expect(config.brand.themeColour).toBe('#0032E8');
  });

  it('names the environment variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses sandbox gateways in production', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(/SMS_GATEWAY: sandbox is refused/);
  });

  it('trusts no proxy unless TRUST_PROXY says so, and names a malformed one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be off, a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).allowOperatorSessions).toBe(false);
    expect(() => loadConfig({ SESSION_IDLE_HOURS: '0' })).toThrow(/SESSION_IDLE_HOURS/);
  });

  it('names the white-label field that is wrong', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'brand-'));
    const file = path.join(dir, 'brand.json');
    writeFileSync(file, JSON.stringify({ productName: 'X', themeColour: 'blue' }));
    const attempt = () => loadConfig({ BRAND_CONFIG: file });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/themeColour: must be a colour/);
  });
});
