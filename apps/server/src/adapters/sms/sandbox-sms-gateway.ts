import type { SmsGateway } from './sms-gateway.js';

/** Writes messages to the outbox table instead of a phone; the only gateway allowed in sandbox mode. */
export function createSandboxSmsGateway(outbox: {
  add(phone: string, body: string, gateway: string): Promise<void>;
}): SmsGateway {
  return {
    name: 'sandbox',
    send: (phone, body) => outbox.add(phone, body, 'sandbox'),
  };
}
