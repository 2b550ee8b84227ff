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

  it('reads other origins as a list, none by default, and refuses a path or a non-URL (decision 111)', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' https://app.lender.ph , http://localhost:5173 ' }).corsOrigins).toEqual([
      'https://app.lender.ph',
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.lender.ph/home' })).toThrow(/CORS_ORIGINS.*origin only/);
    expect(() => loadConfig({ CORS_ORIGINS: 'lender.ph' })).toThrow(/CORS_ORIGINS/);
  });

  it('keeps no webhooks unless both the address and the secret are given, and names the missing one', () => {
    expect(loadConfig({}).webhook).toBeNull();
    expect(() => loadConfig({ WEBHOOK_URL: 'http://127.0.0.1:9000/hooks' })).toThrow(/WEBHOOK_SECRET: required/);
    expect(() => loadConfig({ WEBHOOK_SECRET: 'x'.repeat(32) })).toThrow(/WEBHOOK_URL: required/);
    expect(() => loadConfig({ WEBHOOK_URL: 'ftp://host/x', WEBHOOK_SECRET: 'x'.repeat(32) })).toThrow(/WEBHOOK_URL/);
    expect(() => loadConfig({ WEBHOOK_URL: 'http://h/x', WEBHOOK_SECRET: 'short' })).toThrow(/WEBHOOK_SECRET/);
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

  describe('production secrets and address', () => {
    const production = {
      APP_MODE: 'production',
      SMS_GATEWAY: 'semaphore',
      SEMAPHORE_API_KEY: 'k',
      SEMAPHORE_SENDER_NAME: 'Lendwell',
      PAYMENT_PROVIDER: 'dragonpay',
      DRAGONPAY_MERCHANT_ID: 'm',
      DRAGONPAY_PASSWORD: 'p',
      PUBLIC_BASE_URL: 'https://loans.example.ph',
      DATABASE_URL: 'postgres://app@db/lendwell',
      MIGRATION_DATABASE_URL: 'postgres://owner@db/lendwell',
      PAYOUT_PROVIDER: 'dragonpay',
      DRAGONPAY_PAYOUT_MERCHANT_ID: 'm',
      DRAGONPAY_PAYOUT_SECRET: 's',
      APP_SECRET: 'Zq8vN2xL4pT7rW1kY6mB3cH9dF5gJ0sA-e_uiOQ',
      ADMIN_TOKEN: 'u7Hk2Lm9Qp4Rs1Tv6Wx3Yz8Ab5Cd0Ef-GhIjKnO',
    };
    it('starts with random secrets and an https address', () => {
      expect(loadConfig(production).mode).toBe('production');
    });
    it('sends invoices to an endpoint only when both are set, and only over https (decision 117)', () => {
      expect(loadConfig({}).einvoice).toEqual({ sender: 'sandbox' });
      expect(() => loadConfig({ EINVOICE_SENDER: 'http' })).toThrow(
        'environment: EINVOICE_ENDPOINT: required when EINVOICE_SENDER=http; EINVOICE_TOKEN: required when EINVOICE_SENDER=http',
      );
      expect(() => loadConfig({ EINVOICE_SENDER: 'fax' })).toThrow(/EINVOICE_SENDER/);
      const http = { EINVOICE_SENDER: 'http', EINVOICE_TOKEN: 'token-0123456789abcdef' };
      expect(loadConfig({ ...http, EINVOICE_ENDPOINT: 'https://eis.example.ph/invoices' }).einvoice).toEqual({
        sender: 'http',
        endpoint: 'https://eis.example.ph/invoices',
        token: 'token-0123456789abcdef',
      });
      expect(() => loadConfig({ ...production, ...http, EINVOICE_ENDPOINT: 'http://eis.example.ph/invoices' })).toThrow(
        /EINVOICE_ENDPOINT: must be https in production mode/,
      );
    });
    it('allows other origins only over https (decision 111)', () => {
      expect(loadConfig({ ...production, CORS_ORIGINS: 'https://app.lender.ph' }).corsOrigins).toEqual([
        'https://app.lender.ph',
      ]);
      expect(() => loadConfig({ ...production, CORS_ORIGINS: 'http://app.lender.ph' })).toThrow(
        /CORS_ORIGINS: must be https:\/\/ origins/,
      );
    });
    it.each([
      ['APP_SECRET', 'a'.repeat(48)],
      ['APP_SECRET', 'passwordpasswordpasswordpassword'],
      ['ADMIN_TOKEN', 'abcdefghijklmnopqrstuvwxyz0123456789'],
    ])('refuses a predictable %s', (name, value) => {
      expect(() => loadConfig({ ...production, [name]: value })).toThrow(new RegExp(`${name}: is too predictable`));
    });
    it('sends webhooks only to an https:// address, signed with an unguessable secret (decision 120)', () => {
      const webhook = {
        WEBHOOK_URL: 'https://host.example.ph/hooks',
        WEBHOOK_SECRET: 'Kp3Wq8Zr1Tn6Yv2Xm9Lb4Hc7Jd0Gf5Ns-Qe_Ra',
      };
      expect(loadConfig({ ...production, ...webhook }).webhook).toEqual({
        url: 'https://host.example.ph/hooks',
        secret: webhook.WEBHOOK_SECRET,
      });
      expect(() => loadConfig({ ...production, ...webhook, WEBHOOK_URL: 'http://host.example.ph/hooks' })).toThrow(
        /WEBHOOK_URL: must be an https:\/\/ address/,
      );
      expect(() => loadConfig({ ...production, ...webhook, WEBHOOK_SECRET: 'b'.repeat(40) })).toThrow(
        /WEBHOOK_SECRET: is too predictable/,
      );
    });
    it('refuses an http:// PUBLIC_BASE_URL', () => {
      expect(() => loadConfig({ ...production, PUBLIC_BASE_URL: 'http://loans.example.ph' })).toThrow(
        /PUBLIC_BASE_URL: must be an https:\/\/ address/,
      );
    });
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
