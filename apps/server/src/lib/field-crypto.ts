// Encryption of account numbers at rest (AES-256-GCM) and a keyed hash to spot the same account
// bound twice. Keys derive from the app secret, one per purpose (HKDF).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { hmac } from './secrets.js';

function key(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'lendwell', purpose, 32));
}

export function encryptJson(appSecret: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(appSecret, 'account-fields'), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
    '.',
  );
}

export function decryptJson<T>(appSecret: string, sealed: string): T {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key(appSecret, 'account-fields'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return JSON.parse(
    Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8'),
  ) as T;
}

export function accountHash(appSecret: string, accountNumber: string): string {
  return hmac(key(appSecret, 'account-hash').toString('hex'), accountNumber.replace(/\D/g, ''));
}
