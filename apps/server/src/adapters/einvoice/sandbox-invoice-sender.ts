// The sandbox e-invoicing receiver: keeps what it was sent in memory, answers a reference made from the
// serial, and can be told to fail the next sends (tests of the retries use it).
import { idempotencyKeyOf, type InvoiceSender } from './invoice-sender.js';
import type { Invoice } from '../../domain/servicing/invoice.js';

export type SandboxInvoiceSender = InvoiceSender & {
  /** Every invoice received, by idempotency key (a repeat replaces, as a real receiver deduplicates). */
  received: Map<string, Invoice>;
  /** The next n sends throw, as an unreachable receiver would. */
  failNext(n: number): void;
};

export function createSandboxInvoiceSender(): SandboxInvoiceSender {
  const received = new Map<string, Invoice>();
  let failures = 0;
  return {
    name: 'sandbox',
    received,
    failNext(n) {
      failures = n;
    },
    async send(invoice) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('sandbox e-invoice receiver is unavailable');
      }
      const key = idempotencyKeyOf(invoice);
      received.set(key, invoice);
      return { reference: `SANDBOX-${key}` };
    },
  };
}
