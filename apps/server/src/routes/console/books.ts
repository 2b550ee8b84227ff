// Console books (decision 063): finance reads the chart, the day's journal (and downloads it for the
// accounting package), the trial balance for any date, the loan sub-ledger against the control
// accounts, and closes months; an admin keeps the chart and its mapping. Changes are audited.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  booksChartResponseSchema,
  booksDayClosedResponseSchema,
  booksDaysResponseSchema,
  booksPolicyResponseSchema,
  booksPolicySavedResponseSchema,
  efficiencyResponseSchema,
  glAccountSavedResponseSchema,
  glBalanceResponseSchema,
  glMappingSavedResponseSchema,
  ledgerPeriodsResponseSchema,
  periodClosedResponseSchema,
  portfolioResponseSchema,
  subLedgerResponseSchema,
  vintagesResponseSchema,
  writeOffListResponseSchema,
  writtenOffResponseSchema,
  booksDateQuerySchema,
  booksPolicySchema,
  writeOffSchema,
  proposedResponseSchema,
  glAccountChangeSchema,
  type GlMappingUpdate,
  glMappingUpdateSchema,
  ledgerAccountParamsSchema,
  periodCloseSchema,
  clearingResponseSchema,
  fundingBookedResponseSchema,
  fundingSchema,
  fundingsResponseSchema,
} from '@lendwell/contracts';
import { pesos, toCsv } from '../../domain/books/books.js';
import { readSourceSentence } from '../../domain/books/read-source.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { invalid } from '../../lib/errors.js';
import { ok } from '../common.js';
import settlementRoutes from './settlements.js';

const bookRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  // Reports read the replica when there is one (decision 133): app.booksReport hands them its books.
  const { books, booksReport: report, writeOffs, companyBooks } = app;
  const daysView = async () => ({ ...(await books.days()), reportsFrom: readSourceSentence(await app.reads.source()) });
  const actor = (request: { staff?: { id: number; email: string } }) => actorOf(request.staff!);
  const finance = { preHandler: requireRole('finance') };
  const csv = (reply: { header: (k: string, v: string) => unknown; type: (t: string) => unknown }, name: string) => {
    reply.type('text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${name}"`);
  };

  app.get('/chart', { ...finance, schema: { tags, response: { 200: booksChartResponseSchema } } }, async () =>
    ok(await books.chartView()),
  );

  // Changes of the chart are proposed for a second person when the setting asks (decision 123).
  app.put(
    '/chart/accounts',
    {
      preHandler: requireRole(),
      schema: {
        tags,
        body: glAccountChangeSchema,
        response: { 200: glAccountSavedResponseSchema, 202: proposedResponseSchema },
      },
    },
    async (request, reply) => {
      const { reason, ...account } = request.body;
      const payload = { change: 'account' as const, account };
      const proposed = await app.approvals.proposeIfNeeded(request.staff!, 'chart_of_accounts', payload, reason);
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await books.saveAccount(actor(request), account));
    },
  );

  const mapping = {
    preHandler: requireRole(),
    schema: {
      tags,
      params: ledgerAccountParamsSchema,
      body: glMappingUpdateSchema,
      response: { 200: glMappingSavedResponseSchema, 202: proposedResponseSchema },
    },
  };
  const saveMapping = async (
    request: FastifyRequest<{ Params: { account: string }; Body: GlMappingUpdate }>,
    reply: FastifyReply,
  ) => {
    const { account: ledgerAccount } = request.params;
    const { glCode, reason } = request.body;
    const payload = { change: 'mapping' as const, ledgerAccount, glCode };
    const proposed = await app.approvals.proposeIfNeeded(request.staff!, 'chart_of_accounts', payload, reason);
    if (proposed) return reply.code(202).send(ok(proposed));
    return ok(await books.map(actor(request), ledgerAccount, glCode));
  };
  app.put('/chart/mappings/:account', mapping, saveMapping);
  // The console's client posts its changes (it has no PUT): the same change, the same admin check.
  app.post('/chart/mappings/:account', mapping, saveMapping);

  app.get(
    '/journal',
    { ...finance, schema: { tags, querystring: booksDateQuerySchema, response: { 200: glBalanceResponseSchema } } },
    async (request) => ok(await report((b) => b.journal(request.query.date))),
  );

  app.get(
    '/journal.csv',
    { ...finance, schema: { tags, querystring: booksDateQuerySchema } },
    async (request, reply) => {
      // A closed day's file may come from the replica (the same bytes forever, decision 115); a day the
      // replica still shows open may have closed on the primary since, so its file is read there.
      const fromReplica = await report((b) => b.journalFile(request.query.date));
      const j = fromReplica.closed ? fromReplica : await books.journalFile(request.query.date);
      csv(reply, `journal-${j.date}.csv`);
      // A closed day's file never changes (decision 115): its hash lets a package see it has it already.
      if (j.sha256) reply.header('etag', `"${j.sha256}"`);
      return j.csv;
    },
  );

  app.get(
    '/trial-balance',
    { ...finance, schema: { tags, querystring: booksDateQuerySchema, response: { 200: glBalanceResponseSchema } } },
    async (request) => ok(await report((b) => b.trialBalance(request.query.date))),
  );

  app.get(
    '/trial-balance.csv',
    { ...finance, schema: { tags, querystring: booksDateQuerySchema } },
    async (request, reply) => {
      const tb = await report((b) => b.trialBalance(request.query.date));
      csv(reply, `trial-balance-${tb.date}.csv`);
      return toCsv(
        ['AccountCode', 'AccountName', 'Debit', 'Credit'],
        // Accounts only: an uncoded total row would import as an account (the totals are the columns' sums).
        tb.rows.map((r) => [
          r.code,
          r.name,
          r.debitCents ? pesos(r.debitCents) : '',
          r.creditCents ? pesos(r.creditCents) : '',
        ]),
      );
    },
  );

  app.get(
    '/sub-ledger',
    { ...finance, schema: { tags, querystring: booksDateQuerySchema, response: { 200: subLedgerResponseSchema } } },
    async (request) => ok(await report((b) => b.subLedger(request.query.date))),
  );

  app.get(
    '/sub-ledger.csv',
    { ...finance, schema: { tags, querystring: booksDateQuerySchema } },
    async (request, reply) => {
      const s = await report((b) => b.subLedger(request.query.date, { all: true }));
      csv(reply, `loan-sub-ledger-${s.date}.csv`);
      return toCsv(
        ['OrderNo', 'Principal', 'Interest', 'Fee', 'LateCharges', 'Total'],
        s.rows.map((r) => [
          r.orderNo,
          pesos(r.principalCents),
          pesos(r.interestCents),
          pesos(r.feeCents),
          pesos(r.lateCents),
          pesos(r.totalCents),
        ]),
      );
    },
  );

  app.get(
    '/portfolio',
    { ...finance, schema: { tags, querystring: booksDateQuerySchema, response: { 200: portfolioResponseSchema } } },
    async (request) => ok(await report((b) => b.portfolio(request.query.date))),
  );

  app.get(
    '/portfolio.csv',
    { ...finance, schema: { tags, querystring: booksDateQuerySchema } },
    async (request, reply) => {
      const p = await report((b) => b.portfolio(request.query.date));
      csv(reply, `portfolio-ageing-${p.date}.csv`);
      return toCsv(
        ['Bucket', 'Loans', 'Principal', 'LossRatePercent', 'Provision'],
        p.ageing.map((r) => [
          r.label,
          r.loans,
          pesos(r.principalCents),
          (r.lossRateBps / 100).toFixed(2),
          pesos(r.provisionCents),
        ]),
      );
    },
  );

  app.get('/days', { ...finance, schema: { tags, response: { 200: booksDaysResponseSchema } } }, async () =>
    ok(await daysView()),
  );

  app.post(
    '/days/close',
    { ...finance, schema: { tags, body: booksDateQuerySchema, response: { 200: booksDayClosedResponseSchema } } },
    async (request) => {
      const today = (await app.clock.show()).businessDate;
      if (request.body.date > today)
        throw invalid('date', `${request.body.date} has not come yet: the business date is ${today}.`);
      const closed = await app.loans.runCob(request.body.date);
      const after = { date: request.body.date, dates: closed.map((c) => c.businessDate) };
      await app.auditRepository.append({
        actor: actor(request),
        action: 'books.day.close',
        target: request.body.date,
        after,
      });
      return ok({ ...after, ...(await daysView()) });
    },
  );

  app.get('/periods', { ...finance, schema: { tags, response: { 200: ledgerPeriodsResponseSchema } } }, async () =>
    ok(await books.periods()),
  );

  app.post(
    '/periods/close',
    { ...finance, schema: { tags, body: periodCloseSchema, response: { 200: periodClosedResponseSchema } } },
    async (request) => ok(await books.closeMonth(actor(request), request.body.month, request.body.reason)),
  );

  // ─── Write-offs, the books policy, vintage curves and collections efficiency (decision 078) ───

  app.get('/write-offs', { ...finance, schema: { tags, response: { 200: writeOffListResponseSchema } } }, async () =>
    ok(await writeOffs.list()),
  );

  app.get('/write-offs.csv', { ...finance, schema: { tags } }, async (_request, reply) => {
    const w = await writeOffs.list();
    csv(reply, 'write-offs.csv');
    return toCsv(
      ['OrderNo', 'WrittenOffOn', 'Rule', 'By', 'Reason', 'Principal', 'Charges', 'Loss', 'Recovered', 'StillOwed'],
      w.rows.map((r) => [
        r.orderNo,
        r.writtenOffOn,
        r.rule === 'decision' ? 'Finance decision' : 'Days past due',
        r.actor,
        r.reason,
        pesos(r.principalCents),
        pesos(r.chargesCents),
        pesos(r.lossCents),
        pesos(r.recoveredCents),
        pesos(r.owedCents),
      ]),
    );
  });

  // A write-off by decision; proposed for a second person instead when the setting asks (202, decision 106).
  app.post(
    '/write-offs',
    {
      ...finance,
      schema: {
        tags,
        body: writeOffSchema,
        response: { 200: writtenOffResponseSchema, 202: proposedResponseSchema },
      },
    },
    async (request, reply) => {
      const { orderNo, reason } = request.body;
      const proposed = await app.approvals.proposeIfNeeded(request.staff!, 'write_off', { orderNo, reason }, reason);
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await writeOffs.writeOff(actor(request), orderNo, 'decision', reason));
    },
  );

  app.get('/policy', { ...finance, schema: { tags, response: { 200: booksPolicyResponseSchema } } }, async () => {
    const versions = await writeOffs.policyVersions();
    return ok({ current: versions[0] ?? null, versions });
  });

  app.post(
    '/policy',
    {
      ...finance,
      schema: {
        tags,
        body: booksPolicySchema,
        response: { 200: booksPolicySavedResponseSchema, 202: proposedResponseSchema },
      },
    },
    // Proposed for a second person when the setting asks (decision 113); the policy's reason is the proposal's.
    async (request, reply) => {
      const proposed = await app.approvals.proposeIfNeeded(
        request.staff!,
        'loss_rates',
        request.body,
        request.body.reason,
      );
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await writeOffs.savePolicy(actor(request), request.body));
    },
  );

  app.get(
    '/vintages',
    { ...finance, schema: { tags, querystring: booksDateQuerySchema, response: { 200: vintagesResponseSchema } } },
    async (request) => ok(await books.vintages(request.query.date)),
  );

  app.get(
    '/vintages.csv',
    { ...finance, schema: { tags, querystring: booksDateQuerySchema } },
    async (request, reply) => {
      const v = await books.vintages(request.query.date);
      csv(reply, `vintage-curves-${v.date}.csv`);
      const months = Math.max(0, ...v.curves.map((c) => c.dpd30Bps.length));
      return toCsv(
        ['Vintage', 'Loans', 'Disbursed', ...Array.from({ length: months }, (_, k) => `Month${k}Dpd30PlusPercent`)],
        v.curves.map((c) => [
          c.vintage,
          c.loans,
          pesos(c.disbursedCents),
          ...Array.from({ length: months }, (_, k) => (k < c.dpd30Bps.length ? (c.dpd30Bps[k]! / 100).toFixed(2) : '')),
        ]),
      );
    },
  );

  app.get(
    '/efficiency',
    { ...finance, schema: { tags, querystring: booksDateQuerySchema, response: { 200: efficiencyResponseSchema } } },
    async (request) => ok(await books.efficiency(request.query.date)),
  );

  app.get(
    '/efficiency.csv',
    { ...finance, schema: { tags, querystring: booksDateQuerySchema } },
    async (request, reply) => {
      const e = await books.efficiency(request.query.date);
      csv(reply, `collections-efficiency-${e.date}.csv`);
      return toCsv(
        ['Month', 'Due', 'CollectedByMonthEnd', 'CollectedLater', 'EfficiencyPercent', 'EfficiencyToDatePercent'],
        e.months.map((m) => [
          m.month,
          pesos(m.dueCents),
          pesos(m.collectedCents),
          pesos(m.collectedLateCents),
          (m.efficiencyBps / 100).toFixed(2),
          (m.efficiencyToDateBps / 100).toFixed(2),
        ]),
      );
    },
  );

  // ─── Clearing per provider and funding (decision 116) ───

  app.get(
    '/clearing',
    { ...finance, schema: { tags, querystring: booksDateQuerySchema, response: { 200: clearingResponseSchema } } },
    async (request) => ok(await companyBooks.clearing(request.query.date)),
  );

  app.get('/fundings', { ...finance, schema: { tags, response: { 200: fundingsResponseSchema } } }, async () =>
    ok(await companyBooks.fundings()),
  );

  // A funding; proposed for a second person instead when the setting asks (202, decision 106).
  app.post(
    '/fundings',
    {
      ...finance,
      schema: {
        tags,
        body: fundingSchema,
        response: { 200: fundingBookedResponseSchema, 202: proposedResponseSchema },
      },
    },
    async (request, reply) => {
      const proposed = await app.approvals.proposeIfNeeded(request.staff!, 'funding', request.body, request.body.note);
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await companyBooks.book(actor(request), request.body));
    },
  );

  await app.register(settlementRoutes, { prefix: '/settlements' });
};

export default bookRoutes;
