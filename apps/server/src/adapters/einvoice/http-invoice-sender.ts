// The configured e-invoicing endpoint (decision 117): the structured invoice POSTed as JSON with a bearer
// token and an idempotency key. The receiver's answer names its reference; the body is never logged.
import { z } from 'zod';
import type { Invoice } from '../../domain/servicing/invoice.js';
import { idempotencyKeyOf, InvoiceRejected, type InvoiceSender } from './invoice-sender.js';

export type HttpInvoiceSenderOptions = { endpoint: string; token: string; timeoutMs?: number };

const answerSchema = z.object({ reference: z.string().min(1) });

export function createHttpInvoiceSender(
  options: HttpInvoiceSenderOptions,
  fetchImpl: typeof fetch = fetch,
): InvoiceSender {
  return {
    name: 'http',
    async send(invoice: Invoice) {
      const response = await fetchImpl(options.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${options.token}`,
          'idempotency-key': idempotencyKeyOf(invoice),
        },
        body: JSON.stringify(invoice),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) {
        const message = `the e-invoicing endpoint refused ${invoice.serialNumber}: HTTP ${response.status}`;
        // Timeouts, throttling and server errors are tried again; any other refusal will not change.
        const final = response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status);
        throw final ? new InvoiceRejected(message) : new Error(message);
      }
      const answer = answerSchema.safeParse(await response.json().catch(() => null));
      if (!answer.success)
        throw new Error(`the e-invoicing endpoint answered ${invoice.serialNumber} without a reference`);
      return { reference: answer.data.reference };
    },
  };
}
