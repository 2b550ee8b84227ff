// Transmits invoices after their payment committed (decision 117): each invoice waits in its receipts row
// as 'pending' (an outbox written in the payment's transaction), and this job, run by the job queue every
// minute, sends what is due. A claim moves the invoice's next attempt a lease ahead and commits before
// anything is sent, so two instances never send the same invoice at once and no transaction waits on the
// network. A failed send is tried again with doubling delays; a refusal that cannot change, or the last
// attempt, marks it failed for staff to see. The payment itself never waits on any of this.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Invoice } from '../domain/servicing/invoice.js';
import { InvoiceRejected, type InvoiceSender } from '../adapters/einvoice/invoice-sender.js';

export const TRANSMISSION = {
  /** Invoices claimed per run. */
  batch: 50,
  /** How long a claimed invoice is left to its sender before another run may claim it again. */
  leaseSeconds: 300,
  /** The first retry after a minute, then doubling, at most six hours apart. */
  firstRetrySeconds: 60,
  maxRetrySeconds: 6 * 3600,
  /** After this many attempts (about a day and a half of retries) the invoice is marked failed. */
  maxAttempts: 12,
} as const;

export type TransmissionDeps = { db: Database; sender: InvoiceSender; now: () => Date };
export type TransmissionResult = { sent: number; retrying: number; failed: number };

/** Seconds before the next attempt after `attempts` failed ones: 60, 120, 240, … capped. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(TRANSMISSION.maxRetrySeconds, TRANSMISSION.firstRetrySeconds * 2 ** Math.max(0, attempts - 1));
}

type Claimed = { id: number | string; invoice: Invoice; transmission_attempts: number };

export async function transmitInvoices(deps: TransmissionDeps): Promise<TransmissionResult> {
  const now = deps.now();
  const lease = new Date(now.getTime() + TRANSMISSION.leaseSeconds * 1000);
  const claimed = (await deps.db.execute(sql`
    update receipts set transmission_next_at = ${lease.toISOString()}, transmission_attempts = transmission_attempts + 1
     where id in (select id from receipts
                   where transmission_status = 'pending' and transmission_next_at <= ${now.toISOString()}
                   order by transmission_next_at, id
                   limit ${TRANSMISSION.batch}
                   for update skip locked)
    returning id, invoice, transmission_attempts`)) as unknown as { rows: Claimed[] };
  const result: TransmissionResult = { sent: 0, retrying: 0, failed: 0 };
  for (const row of claimed.rows) {
    const id = Number(row.id);
    try {
      const { reference } = await deps.sender.send(row.invoice);
      await deps.db.execute(sql`
        update receipts set transmission_status = 'sent', transmission_reference = ${reference},
               transmission_next_at = null, transmission_error = null
         where id = ${id} and transmission_status = 'pending'`);
      result.sent += 1;
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      const final = error instanceof InvoiceRejected || row.transmission_attempts >= TRANSMISSION.maxAttempts;
      const next = new Date(now.getTime() + retryDelaySeconds(row.transmission_attempts) * 1000);
      await deps.db.execute(sql`
        update receipts set transmission_status = ${final ? 'failed' : 'pending'},
               transmission_next_at = ${final ? null : next.toISOString()}, transmission_error = ${message}
         where id = ${id} and transmission_status = 'pending'`);
      if (final) result.failed += 1;
      else result.retrying += 1;
    }
  }
  return result;
}
