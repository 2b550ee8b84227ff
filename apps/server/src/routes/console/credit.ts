// The console's credit API under /api/console/credit (decisions 057, 058): a decision beside its
// application and the reviewer's override (reviewer, risk); rule sets — draft, validate, compare,
// back-test, publish — the block list desk, and the risk figures with CSV downloads (risk; admin
// passes every check).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditBackTestResponseSchema,
  creditBlockAddSchema,
  creditBlockEntryResponseSchema,
  creditBlockListResponseSchema,
  creditDecisionExplainedResponseSchema,
  creditDraftDiscardedResponseSchema,
  creditDraftPublishedResponseSchema,
  creditDraftSavedResponseSchema,
  creditFiguresResponseSchema,
  creditOverriddenResponseSchema,
  creditRuleSetCheckResponseSchema,
  creditRuleSetResponseSchema,
  creditRuleSetsResponseSchema,
  creditBlockParamsSchema,
  creditBlockRemoveSchema,
  creditBlockSearchSchema,
  creditDraftSaveSchema,
  creditFiguresCsvParamsSchema,
  creditFiguresQuerySchema,
  creditOverrideSchema,
  creditRuleSetConfigSchema,
  creditVersionParamsSchema,
  optionalBody,
  orderNoParamsSchema,
  proposalReasonSchema,
  proposedResponseSchema,
} from '@lendwell/contracts';
import { invalid, notFound } from '../../lib/errors.js';
import { addDays } from '../../domain/calendar.js';
import { backTest, compareRuleSets } from '../../domain/credit/back-test.js';
import { figures, figuresCsv } from '../../domain/credit/figures.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const tags = ['console'];
const configBodySchema = z.object({ config: creditRuleSetConfigSchema });

const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { staff?: { id: number; email: string } }) => actorOf(request.staff!);
  const risk = requireRole('risk');
  const answers = <T>(schema: T) => ({ tags, response: { 200: schema } });

  app.get(
    '/decisions/:orderNo',
    {
      preHandler: requireRole('reviewer', 'risk', 'agent', 'finance'),
      schema: { ...answers(creditDecisionExplainedResponseSchema), params: orderNoParamsSchema },
    },
    async (request) => ok(await app.credit.explain(request.params.orderNo)),
  );

  // Approving over a block-list decline is always proposed for a second person (202, decision 106).
  app.post(
    '/decisions/:orderNo/override',
    {
      preHandler: requireRole('reviewer'),
      schema: {
        tags,
        response: { 200: creditOverriddenResponseSchema, 202: proposedResponseSchema },
        params: orderNoParamsSchema,
        body: creditOverrideSchema,
      },
    },
    async (request, reply) => {
      const { orderNo } = request.params;
      const { outcome, reason } = request.body;
      if (outcome === 'approve' && (await app.credit.overridesBlockList(orderNo))) {
        const proposed = await app.approvals.proposeIfNeeded(
          request.staff!,
          'block_list_override',
          { orderNo, reason },
          reason,
        );
        if (proposed) return reply.code(202).send(ok(proposed));
      }
      return ok(await app.credit.override(actor(request), orderNo, outcome, reason));
    },
  );

  app.get('/rule-sets', { preHandler: risk, schema: answers(creditRuleSetsResponseSchema) }, async () => {
    const sets = await app.credit.ruleSets();
    return ok({
      ...sets,
      problems: sets.draft ? app.credit.validate(sets.draft.config) : [],
      changes: sets.draft && sets.live ? compareRuleSets(sets.live.config, sets.draft.config) : [],
    });
  });

  app.get(
    '/rule-sets/:version',
    { preHandler: risk, schema: { ...answers(creditRuleSetResponseSchema), params: creditVersionParamsSchema } },
    async (request) => {
      const found = await app.creditRepository.version(request.params.version);
      if (!found) throw notFound('rule set');
      return ok(found);
    },
  );

  app.post(
    '/rule-sets/draft',
    { preHandler: risk, schema: { ...answers(creditDraftSavedResponseSchema), body: creditDraftSaveSchema } },
    async (request) => {
      const saved = await app.credit.saveDraft(actor(request), request.body.config, request.body.note);
      const live = await app.creditRepository.live();
      return ok({ ...saved, changes: live ? compareRuleSets(live.config, saved.config) : [] });
    },
  );

  app.post(
    '/rule-sets/draft/discard',
    { preHandler: risk, schema: answers(creditDraftDiscardedResponseSchema) },
    async (request) => ok(await app.credit.discardDraft(actor(request))),
  );

  // Proposed for a second person when the setting asks (decision 123): the draft's version and rules as read now.
  app.post(
    '/rule-sets/draft/publish',
    {
      preHandler: risk,
      schema: {
        tags,
        body: optionalBody(proposalReasonSchema),
        response: { 200: creditDraftPublishedResponseSchema, 202: proposedResponseSchema },
      },
    },
    async (request, reply) => {
      const draft = await app.creditRepository.draft();
      if (draft) {
        const payload = { version: draft.version, config: draft.config };
        const proposed = await app.approvals.proposeIfNeeded(
          request.staff!,
          'credit_rule_set',
          payload,
          request.body.reason,
        );
        if (proposed) return reply.code(202).send(ok(proposed));
      }
      return ok(await app.credit.publish(actor(request)));
    },
  );

  // Validates and compares a configuration without saving it.
  app.post(
    '/rule-sets/validate',
    { preHandler: risk, schema: { ...answers(creditRuleSetCheckResponseSchema), body: configBodySchema } },
    async (request) => {
      const live = await app.creditRepository.live();
      return ok({
        problems: app.credit.validate(request.body.config),
        changes: live ? compareRuleSets(live.config, request.body.config) : [],
      });
    },
  );

  app.post(
    '/back-test',
    { preHandler: risk, schema: { ...answers(creditBackTestResponseSchema), body: configBodySchema } },
    async (request) => {
      const live = await app.creditRepository.live();
      if (!live) throw notFound('live rule set');
      const items = await app.creditRepository.backTestItems();
      return ok({ liveVersion: live.version, ...backTest(items, live.config, request.body.config) });
    },
  );

  // The block list desk (decision 080): numbers travel in bodies, never in a URL; the URL names an entry's id.
  app.post(
    '/block-list/search',
    { preHandler: risk, schema: { ...answers(creditBlockListResponseSchema), body: creditBlockSearchSchema } },
    async (request) => ok(await app.credit.searchBlocks(request.body.query, request.body.includeRemoved)),
  );

  app.post(
    '/block-list',
    { preHandler: risk, schema: { ...answers(creditBlockEntryResponseSchema), body: creditBlockAddSchema } },
    async (request) => ok(await app.credit.block(actor(request), request.body)),
  );

  app.post(
    '/block-list/:id/remove',
    {
      preHandler: risk,
      schema: {
        ...answers(creditBlockEntryResponseSchema),
        params: creditBlockParamsSchema,
        body: creditBlockRemoveSchema,
      },
    },
    async (request) => ok(await app.credit.unblock(actor(request), request.params.id, request.body.reason)),
  );

  const range = async (query: { from?: string; to?: string }) => {
    const to = query.to ?? (await app.loans.businessDate());
    const from = query.from ?? addDays(to, -365);
    if (from > to) throw invalid('from', 'must be on or before the end date');
    return { from, to };
  };

  app.get(
    '/figures',
    { preHandler: risk, schema: { ...answers(creditFiguresResponseSchema), querystring: creditFiguresQuerySchema } },
    async (request) => {
      const { from, to } = await range(request.query);
      return ok({ from, to, ...figures(await app.reads.run((db) => app.creditRepository.figureRows(from, to, db))) });
    },
  );

  app.get(
    '/figures/:table/csv',
    { preHandler: risk, schema: { tags, params: creditFiguresCsvParamsSchema, querystring: creditFiguresQuerySchema } },
    async (request, reply) => {
      const { from, to } = await range(request.query);
      const csv = figuresCsv(
        figures(await app.reads.run((db) => app.creditRepository.figureRows(from, to, db))),
        request.params.table,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="credit-${request.params.table}-${from}-${to}.csv"`)
        .send(csv);
    },
  );
};

export default creditRoutes;
