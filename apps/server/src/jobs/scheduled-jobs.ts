// Every scheduled job, in one list (decision 067). A job is a plain async run() in jobs/ or a service;
// adding one is one entry here. Each must be idempotent and safe on two instances: the queue runs it
// once per schedule, but a retry after a crash may repeat work that had half happened.
import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../lib/job-queue.js';
import { transmitInvoices } from './invoice-transmission.js';
import { runBorrowerNotices } from './borrower-notices.js';
import { runReminders } from './reminders.js';

const FIVE_MINUTES_MS = 5 * 60_000;

export function scheduledJobs(app: FastifyInstance): JobDefinition[] {
  return [
    {
      // Closes any business date that has begun since the last run; locked per date.
      name: 'close of business',
      intervalMs: FIVE_MINUTES_MS,
      run: async () => {
        const runs = await app.loans.runCob();
        return runs.length > 0 ? { runs } : null;
      },
    },
    {
      // Asks the provider about payments pending past expiry; posting is keyed by reference under the order's lock.
      name: 'payment reconciliation',
      intervalMs: FIVE_MINUTES_MS,
      run: async () => {
        const summary = await app.payments.reconcile();
        return summary.checked > 0 ? { summary } : null;
      },
    },
    {
      // Asks about payouts in flight; every state change is a guarded UPDATE under the order's lock.
      name: 'payout reconciliation',
      intervalMs: FIVE_MINUTES_MS,
      run: async () => {
        const summary = await app.payoutService.reconcile();
        return summary.checked > 0 ? { summary } : null;
      },
    },
    {
      // Reminders before and after due dates (decision 060): the job holds every rule (06:00–22:00 Manila,
      // the daily cap, once per loan, day and step by a unique key), so a repeat sends nothing twice.
      name: 'reminders',
      intervalMs: 10 * 60_000,
      run: async () => {
        const result = await runReminders(app.reminderJobDeps());
        return result.sent + result.failed > 0 ? result : null;
      },
    },
    {
      // Approval, money sent and the daily reminder to add a payout account (decision 129): the hours rule and a
      // unique key per loan, kind and business date, so a run every ten minutes sends each notice once.
      name: 'borrower notices',
      intervalMs: 10 * 60_000,
      run: async () => {
        const result = await runBorrowerNotices(app.noticeJobDeps());
        return result.sent + result.failed > 0 ? result : null;
      },
    },
    {
      // Webhooks to the host's back end (decision 120): each due event, in order per loan; a claim per event
      // (a lease) keeps two instances from sending one event at once, and a repeat is the at-least-once promise.
      name: 'webhook delivery',
      intervalMs: 60_000,
      run: async () => {
        if (!app.webhooks.enabled) return null;
        const run = await app.webhooks.deliverDue();
        return run.attempted > 0 ? run : null;
      },
    },
    {
      // Invoices waiting in their payment's row (decision 117): claimed under a lease, so two instances
      // never send one twice at once; a failed send waits its back-off, and the payment never waits at all.
      name: 'invoice transmission',
      intervalMs: 60_000,
      run: async () => {
        const result = await transmitInvoices(app.invoiceTransmissionDeps());
        return result.sent + result.retrying + result.failed > 0 ? result : null;
      },
    },
  ];
}
