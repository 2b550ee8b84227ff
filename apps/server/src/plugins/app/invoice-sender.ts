// The e-invoicing sender chosen by configuration (decision 117) and the transmission job's dependencies,
// for the scheduler, the console and tests.
import fp from 'fastify-plugin';
import type { InvoiceSender } from '../../adapters/einvoice/invoice-sender.js';
import { createHttpInvoiceSender } from '../../adapters/einvoice/http-invoice-sender.js';
import { createSandboxInvoiceSender } from '../../adapters/einvoice/sandbox-invoice-sender.js';
import type { TransmissionDeps } from '../../jobs/invoice-transmission.js';

declare module 'fastify' {
  interface FastifyInstance {
    invoiceSender: InvoiceSender;
    invoiceTransmissionDeps: (overrides?: Partial<TransmissionDeps>) => TransmissionDeps;
  }
}

export default fp(
  async (app) => {
    const c = app.config.einvoice;
    app.decorate(
      'invoiceSender',
      c.sender === 'http'
        ? createHttpInvoiceSender({ endpoint: c.endpoint, token: c.token })
        : createSandboxInvoiceSender(),
    );
    app.decorate('invoiceTransmissionDeps', (overrides: Partial<TransmissionDeps> = {}): TransmissionDeps => ({
      db: app.db,
      sender: app.invoiceSender,
      now: app.clock.now,
      ...overrides,
    }));
  },
  { name: 'invoice-sender', dependencies: ['config', 'clock'] },
);
