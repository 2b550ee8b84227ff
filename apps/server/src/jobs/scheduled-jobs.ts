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
        if (runs.length === 0) return null;
        // Loans that entered a bucket at this close are dealt by the bucket's rule at once (decision 127).
        const assignment = await app.collections.autoAssign();
        return { runs, assignment };
      },
    },
    {
      // Hardship plans (decision 128): broken plans fall back, lapsed settlements and offers end; each under its
      // order's lock and a guarded state change, so a repeat or a second instance ends nothing twice.
      name: 'hardship plan review',
      intervalMs: FIVE_MINUTES_MS,
      run: async () => {
        const result = await app.hardshipPlans.review();
        return result.ended > 0 ? result : null;
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
      // Collections assignment (decision 127): new, bucket-changed and away collectors' loans dealt by the
      // admin's rules. Two instances at once assign each loan once (the order is the assignment's key).
      name: 'collections assignment',
      intervalMs: FIVE_MINUTES_MS,
      run: async () => {
        const result = await app.collections.autoAssign();
        return result.assigned > 0 ? result : null;
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
    {
      // Retention (decision 126): anonymises, once per borrower and area, what an approved erasure frees or
      // what no duty keeps any more, on the business date; books, filings and the audit log are never touched.
      name: 'privacy retention',
      intervalMs: 60 * 60_000,
      run: async () => {
        const result = await app.privacyDesk.runRetention();
        return result.areas > 0 ? result : null;
      },
    },
    {
      // Every borrower screened against each newly uploaded sanctions list (decision 125): a list is claimed
      // under a row lock skipped by the other instance, and marked screened in the same transaction.
      name: 'sanctions screening',
      intervalMs: 60_000,
      run: async () => {
        const run = await app.aml.screenPendingLists();
        return run.lists > 0 ? run : null;
      },
    },
    {
      // The transaction monitoring rules over every loan's payments (decision 125); one alert per pattern by
      // its key, so a repeat raises nothing twice.
      name: 'transaction monitoring',
      intervalMs: 60 * 60_000,
      run: async () => {
        const run = await app.aml.runMonitoring();
        return run.raised > 0 ? run : null;
      },
    },
  ];
}
