// The collections workspace (decisions 069 and 127): thin routes over app.collections (services/collections.ts).
// Collectors, collections supervisors and admin enter; a collector's every route is limited to the
// loans assigned to them (another's answers 404); assignment and figures are the supervisor's.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collectionsConsentFieldsSchema,
  collectionsConsentRevokeSchema,
  collectionsRollRatesQuerySchema,
  collectionsScriptSaveSchema,
  consentParamsSchema,
  consoleTemplatePreviewSchema,
  dpdBucketParamsSchema,
  callScriptPreviewResponseSchema,
  callScriptSavedResponseSchema,
  callScriptsResponseSchema,
  callScriptVersionsResponseSchema,
  collectionAssignedByRuleResponseSchema,
  collectionAssignedResponseSchema,
  collectionConsentRecordedResponseSchema,
  collectionConsentRevokedResponseSchema,
  collectionContactLoggedResponseSchema,
  collectionFiguresResponseSchema,
  collectionLoanResponseSchema,
  collectionPromiseRecordedResponseSchema,
  collectionQueueResponseSchema,
  collectorsResponseSchema,
  rollRatesResponseSchema,
  collectionsAssignByRuleSchema,
  collectionsAssignSchema,
  collectionsContactSchema,
  collectionsPromiseSchema,
  collectionsQueueQuerySchema,
  orderNoParamsSchema,
  assignmentRuleSavedResponseSchema,
  autoAssignedResponseSchema,
  collectionReportsResponseSchema,
  collectionSettingsResponseSchema,
  collectionsContactCapSchema,
  collectionsReportCsvQuerySchema,
  collectionsReportsQuerySchema,
  collectionsRuleSaveSchema,
  collectionWorklistResponseSchema,
  collectionPlansResponseSchema,
  collectionsPlansQuerySchema,
  collectorAwaySavedResponseSchema,
  collectorAwaySchema,
  collectorParamsSchema,
  contactCapSavedResponseSchema,
} from '@lendwell/contracts';
import { planRollRatesCsv } from '../../domain/collections/plan-roll-rates.js';
import { rollRatesCsv } from '../../domain/collections/roll-rates.js';
import { cureRatesCsv, promiseRatesCsv, recoveriesCsv } from '../../domain/collections/reports.js';
import { invalid } from '../../lib/errors.js';
import { ImageRefused, normalizeImage } from '../../lib/images.js';
import type { CollectionsViewer } from '../../services/collections.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const tags = ['console'];

const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireRole('collector', 'collections_supervisor'));
  const service = app.collections;
  const viewer = (request: {
    staff?: { id: number; email: string; role: string; name: string };
  }): CollectionsViewer => ({
    id: request.staff!.id,
    role: request.staff!.role,
    actor: actorOf(request.staff!),
    name: request.staff!.name,
  });
  const supervisor = requireRole('collections_supervisor');
  // The assignment rules and the contact cap are the admin's alone (decision 127).
  const adminOnly = requireRole();

  app.get(
    '/queue',
    { schema: { tags, querystring: collectionsQueueQuerySchema, response: { 200: collectionQueueResponseSchema } } },
    async (request) => ok({ items: await service.queue(viewer(request), request.query.bucket) }),
  );

  app.get(
    '/loans/:orderNo',
    { schema: { tags, params: orderNoParamsSchema, response: { 200: collectionLoanResponseSchema } } },
    async (request) => ok(await service.loan(viewer(request), request.params.orderNo)),
  );

  app.post(
    '/loans/:orderNo/contacts',
    {
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: collectionsContactSchema,
        response: { 200: collectionContactLoggedResponseSchema },
      },
    },
    async (request) => ok(await service.logContact(viewer(request), request.params.orderNo, request.body)),
  );

  app.post(
    '/loans/:orderNo/promises',
    {
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: collectionsPromiseSchema,
        response: { 200: collectionPromiseRecordedResponseSchema },
      },
    },
    async (request) => ok(await service.promise(viewer(request), request.params.orderNo, request.body)),
  );

  app.post(
    '/loans/:orderNo/assign',
    {
      preHandler: supervisor,
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: collectionsAssignSchema,
        response: { 200: collectionAssignedResponseSchema },
      },
    },
    async (request) => ok(await service.assign(viewer(request), request.params.orderNo, request.body.staffId)),
  );

  app.post(
    '/assign-by-rule',
    {
      preHandler: supervisor,
      schema: { tags, body: collectionsAssignByRuleSchema, response: { 200: collectionAssignedByRuleResponseSchema } },
    },
    async (request) => ok(await service.assignByRule(viewer(request), request.body.bucket)),
  );

  app.get(
    '/collectors',
    { preHandler: supervisor, schema: { tags, response: { 200: collectorsResponseSchema } } },
    async () => ok({ items: await service.collectors() }),
  );

  app.get(
    '/figures',
    { preHandler: supervisor, schema: { tags, response: { 200: collectionFiguresResponseSchema } } },
    async () => ok(await service.figures()),
  );

  // ─── Written consent (decision 082): the scanned document first stored, then the record, audited ───

  app.post(
    '/loans/:orderNo/consents',
    {
      schema: {
        tags,
        params: orderNoParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: collectionConsentRecordedResponseSchema },
      },
    },
    async (request) => {
      let file;
      try {
        file = await request.file({ limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
      } catch {
        throw invalid('document', 'send the signed document as a multipart form upload');
      }
      if (!file || file.fieldname !== 'document') throw invalid('document', 'attach the signed document');
      // The form's fields come before the file, so they are read by the time the file arrives.
      const raw: Record<string, unknown> = {};
      for (const [name, part] of Object.entries(file.fields))
        if (part && !Array.isArray(part) && part.type === 'field') raw[name] = part.value;
      const fields = collectionsConsentFieldsSchema.safeParse(raw);
      if (!fields.success) {
        const issue = fields.error.issues[0]!;
        throw invalid(String(issue.path[0] ?? 'kind'), issue.message);
      }
      let bytes;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw invalid('document', 'the image is larger than 5 MB');
      }
      let image;
      try {
        image = await normalizeImage(bytes);
      } catch (error) {
        if (error instanceof ImageRefused) throw invalid('document', error.message);
        throw error;
      }
      const v = viewer(request);
      const key = `${randomBytes(24).toString('base64url')}.jpg`;
      await app.files.put(key, image.body, image.contentType);
      return ok(await service.recordConsent(v, request.params.orderNo, { ...fields.data, documentKey: key }));
    },
  );

  app.post(
    '/loans/:orderNo/consents/:consentId/revoke',
    {
      schema: {
        tags,
        params: consentParamsSchema,
        body: collectionsConsentRevokeSchema,
        response: { 200: collectionConsentRevokedResponseSchema },
      },
    },
    async (request) =>
      ok(
        await service.revokeConsent(
          viewer(request),
          request.params.orderNo,
          request.params.consentId,
          request.body.reason,
        ),
      ),
  );

  // ─── Call scripts (decision 081): every collector reads the one for the loan; the supervisor approves ───

  app.get(
    '/scripts',
    { preHandler: supervisor, schema: { tags, response: { 200: callScriptsResponseSchema } } },
    async () => ok(await service.scripts()),
  );

  app.get(
    '/scripts/:bucket/versions',
    {
      preHandler: supervisor,
      schema: { tags, params: dpdBucketParamsSchema, response: { 200: callScriptVersionsResponseSchema } },
    },
    async (request) => ok(await service.scriptVersions(request.params.bucket)),
  );

  app.post(
    '/scripts/preview',
    {
      preHandler: supervisor,
      schema: { tags, body: consoleTemplatePreviewSchema, response: { 200: callScriptPreviewResponseSchema } },
    },
    async (request) => ok(service.previewScript(request.body.body)),
  );

  app.post(
    '/scripts/:bucket',
    {
      preHandler: supervisor,
      schema: {
        tags,
        params: dpdBucketParamsSchema,
        body: collectionsScriptSaveSchema,
        response: { 200: callScriptSavedResponseSchema },
      },
    },
    async (request) => ok(await service.saveScript(viewer(request), request.params.bucket, request.body.body)),
  );

  // ─── Roll rates (decision 081) ───

  app.get(
    '/roll-rates',
    {
      preHandler: supervisor,
      schema: { tags, querystring: collectionsRollRatesQuerySchema, response: { 200: rollRatesResponseSchema } },
    },
    async (request) =>
      ok(await service.rollRates(request.query.periodDays, request.query.periods, request.query.through)),
  );

  app.get(
    '/roll-rates.csv',
    { preHandler: supervisor, schema: { tags, querystring: collectionsRollRatesQuerySchema } },
    async (request, reply) => {
      const { periods, lastDate } = await service.rollRates(
        request.query.periodDays,
        request.query.periods,
        request.query.through,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="roll-rates-${lastDate ?? 'none'}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(rollRatesCsv(periods));
    },
  );

  // ─── The worklist, assignment rules and reports (decision 127) ───

  app.get('/worklist', { schema: { tags, response: { 200: collectionWorklistResponseSchema } } }, async (request) =>
    ok(await service.worklist(viewer(request))),
  );

  // ─── The Plans tab (decision 141): a collector reads the plans of their own loans, a supervisor every plan ───

  app.get(
    '/plans',
    { schema: { tags, querystring: collectionsPlansQuerySchema, response: { 200: collectionPlansResponseSchema } } },
    async (request) => ok({ items: await service.plans(viewer(request), request.query) }),
  );

  app.get(
    '/settings',
    { preHandler: supervisor, schema: { tags, response: { 200: collectionSettingsResponseSchema } } },
    async () => ok(await service.settings()),
  );

  app.post(
    '/rules/:bucket',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        params: dpdBucketParamsSchema,
        body: collectionsRuleSaveSchema,
        response: { 200: assignmentRuleSavedResponseSchema },
      },
    },
    async (request) => ok(await service.saveRule(viewer(request), { bucket: request.params.bucket, ...request.body })),
  );

  app.post(
    '/contact-cap',
    {
      preHandler: adminOnly,
      schema: { tags, body: collectionsContactCapSchema, response: { 200: contactCapSavedResponseSchema } },
    },
    async (request) => ok(await service.saveContactCap(viewer(request), request.body.dailyContactCap)),
  );

  app.post(
    '/collectors/:staffId/away',
    {
      preHandler: supervisor,
      schema: {
        tags,
        params: collectorParamsSchema,
        body: collectorAwaySchema,
        response: { 200: collectorAwaySavedResponseSchema },
      },
    },
    async (request) => ok(await service.setAway(viewer(request), request.params.staffId, request.body.away)),
  );

  app.post(
    '/auto-assign',
    { preHandler: supervisor, schema: { tags, response: { 200: autoAssignedResponseSchema } } },
    async (request) => ok(await service.autoAssign(viewer(request).actor)),
  );

  app.get(
    '/reports',
    {
      preHandler: supervisor,
      schema: { tags, querystring: collectionsReportsQuerySchema, response: { 200: collectionReportsResponseSchema } },
    },
    async (request) => ok(await service.reports(request.query.months)),
  );

  app.get(
    '/reports.csv',
    { preHandler: supervisor, schema: { tags, querystring: collectionsReportCsvQuerySchema } },
    async (request, reply) => {
      const r = await service.reports(request.query.months);
      const csv = {
        'cure-rates': () => cureRatesCsv(r.cureRates),
        'promises-by-collector': () => promiseRatesCsv(r.promisesByCollector, 'Collector'),
        'promises-by-bucket': () => promiseRatesCsv(r.promisesByBucket, 'Days past due'),
        recoveries: () => recoveriesCsv(r.recoveries),
        'plan-roll-rates': () => planRollRatesCsv(r.planRollRates),
      }[request.query.report]();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="collections-${request.query.report}-from-${r.from}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};

export default collectionsRoutes;
