// Reminders in the console (admin, decision 060): each product's schedule and daily cap, and the
// reminder templates with a preview; every save is a new version, audited with before and after.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reminderRunResponseSchema,
  reminderScheduleSavedResponseSchema,
  reminderTemplateSavedResponseSchema,
  consoleReminderScheduleSaveSchema,
  consoleRemindersResponseSchema,
  consoleTemplatePreviewResponseSchema,
  consoleTemplatePreviewSchema,
  consoleTemplateSaveSchema,
  consoleTemplateVersionsResponseSchema,
  productIdParamsSchema,
  reminderStepParamsSchema,
  consoleReminderRunSchema,
  optionalBody,
} from '@lendwell/contracts';
import { runReminders } from '../../jobs/reminders.js';
import { invalid, notFound } from '../../lib/errors.js';
import {
  checkTemplate,
  renderTemplate,
  SAMPLE_TEMPLATE_VALUES,
  TEMPLATE_VARIABLES,
} from '../../domain/servicing/message-template.js';
import { checkReminderOffsets, REMINDER_STEPS } from '../../domain/servicing/reminder-schedule.js';
import { reminderKind } from '../../repositories/reminders-repository.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';
import { consoleMerchantId } from './merchant.js';

const tags = ['console'];

const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireRole());
  const repo = app.remindersRepository;

  app.get('/', { schema: { tags, response: { 200: consoleRemindersResponseSchema } } }, async () => {
    const merchantId = await consoleMerchantId(app);
    const templates = [];
    for (const step of REMINDER_STEPS) {
      const t = await repo.template(merchantId, reminderKind(step));
      if (t) templates.push({ ...t, step });
    }
    const schedules = [];
    for (const p of await app.productsRepository.listAll(merchantId))
      schedules.push({ ...(await repo.schedule(p.id)), productName: p.name });
    return ok({ templates, schedules, variables: [...TEMPLATE_VARIABLES], sample: { ...SAMPLE_TEMPLATE_VALUES } });
  });

  app.get(
    '/templates/:step/versions',
    { schema: { tags, params: reminderStepParamsSchema, response: { 200: consoleTemplateVersionsResponseSchema } } },
    async (request) => {
      const kind = reminderKind(request.params.step);
      const items = await repo.versions(await consoleMerchantId(app), kind);
      return ok({ items: items.map((v) => ({ ...v, kind })) });
    },
  );

  app.post(
    '/templates/preview',
    { schema: { tags, body: consoleTemplatePreviewSchema, response: { 200: consoleTemplatePreviewResponseSchema } } },
    async (request) => {
      const problem = checkTemplate(request.body.body);
      const text = problem ? '' : renderTemplate(request.body.body, SAMPLE_TEMPLATE_VALUES);
      return ok({ text, problem, length: text.length });
    },
  );

  app.post(
    '/templates/:step',
    {
      schema: {
        tags,
        params: reminderStepParamsSchema,
        body: consoleTemplateSaveSchema,
        response: { 200: reminderTemplateSavedResponseSchema },
      },
    },
    async (request) => {
      const problem = checkTemplate(request.body.body);
      if (problem) throw invalid('body', problem);
      const merchantId = await consoleMerchantId(app);
      const kind = reminderKind(request.params.step);
      const actor = actorOf(request.staff!);
      const saved = await app.db.transaction(async (tx) => {
        const result = await repo.saveTemplate(
          tx,
          merchantId,
          kind,
          request.body.title ?? '',
          request.body.body,
          actor,
        );
        await app.auditRepository.append(
          {
            actor,
            action: 'reminder.template.save',
            target: kind,
            before: result.before ? { version: result.before.version, body: result.before.body } : null,
            after: { version: result.version, body: request.body.body },
          },
          tx,
        );
        return result;
      });
      return ok({ kind, version: saved.version });
    },
  );

  app.post(
    '/schedules/:productId',
    {
      schema: {
        tags,
        params: productIdParamsSchema,
        body: consoleReminderScheduleSaveSchema,
        response: { 200: reminderScheduleSavedResponseSchema },
      },
    },
    async (request) => {
      const merchantId = await consoleMerchantId(app);
      const product = (await app.productsRepository.listAll(merchantId)).find((p) => p.id === request.params.productId);
      if (!product) throw notFound('product');
      const offsets = [...request.body.offsetsDays].sort((a, b) => a - b);
      const problem = checkReminderOffsets(offsets);
      if (problem) throw invalid('offsetsDays', problem);
      const actor = actorOf(request.staff!);
      const before = await repo.schedule(product.id);
      await app.db.transaction(async (tx) => {
        await repo.saveSchedule(tx, product.id, offsets, request.body.maxPerDay);
        await app.auditRepository.append(
          {
            actor,
            action: 'reminder.schedule.save',
            target: `product:${product.id}`,
            before: { offsetsDays: before.offsetsDays, maxPerDay: before.maxPerDay },
            after: { offsetsDays: offsets, maxPerDay: request.body.maxPerDay },
          },
          tx,
        );
      });
      return ok({ productId: product.id, offsetsDays: offsets, maxPerDay: request.body.maxPerDay });
    },
  );

  // Runs the job now (the scheduler runs it every few minutes). In sandbox mode a test may say what
  // time it is, so a run can be shown in the morning whatever the machine's clock says.
  app.post(
    '/run',
    { schema: { tags, body: optionalBody(consoleReminderRunSchema), response: { 200: reminderRunResponseSchema } } },
    async (request) => {
      const at = request.body.at;
      if (at && app.config.mode !== 'sandbox')
        throw invalid('at', 'only the sandbox can run reminders at another time');
      const result = await runReminders(app.reminderJobDeps(at ? { now: () => new Date(at) } : {}));
      await app.auditRepository.append({ actor: actorOf(request.staff!), action: 'reminder.run', after: result });
      return ok(result);
    },
  );
};

export default reminderRoutes;
