import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';

describe('payment provider config', () => {
  it('defaults to the sandbox provider and refuses it in production', () => {
    expect(loadConfig({}).payments.provider).toBe('sandbox');
    const prod = {
      APP_MODE: 'production',
      SMS_GATEWAY: 'semaphore',
      SEMAPHORE_API_KEY: 'k',
      DATABASE_URL: 'postgres://x@127.0.0.1/db',
      APP_SECRET: 'a'.repeat(32),
      ADMIN_TOKEN: 'b'.repeat(32),
    };
    expect(() => loadConfig(prod)).toThrow(/PAYMENT_PROVIDER: sandbox is refused in production mode/);
  });
  it('names the missing Dragonpay variable', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'dragonpay' })).toThrow(/DRAGONPAY_MERCHANT_ID: required/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'dragonpay', DRAGONPAY_MERCHANT_ID: 'M' })).toThrow(
      /DRAGONPAY_PASSWORD: required/,
    );
    expect(
      loadConfig({ PAYMENT_PROVIDER: 'dragonpay', DRAGONPAY_MERCHANT_ID: 'M', DRAGONPAY_PASSWORD: 'p' }).payments,
    ).toMatchObject({ provider: 'dragonpay', baseUrl: 'https://test.dragonpay.ph' });
  });
});
