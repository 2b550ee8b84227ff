// The console's side of the host API (decision 033): the reviewer sees who is asking — certify
// answers, ID photo and selfie as short-lived signed links, the borrower's order history — and
// finance matches or rejects payments reported by reference. Registered under /api/console.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { englishWords } from '../../lib/borrower-words/index.js';
import {
  consoleBorrowerViewResponseSchema,
  consoleUtrDecisionSchema,
  consoleUtrIdParamsSchema,
  consoleUtrListResponseSchema,
  consoleUtrQuerySchema,
  orderNoParamsSchema,
  utrMatchedResponseSchema,
  utrRejectedResponseSchema,
  type ConsoleBorrowerView,
  type ConsoleUtrItem,
} from '@lendwell/contracts';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { ageOn } from '../../domain/kyc/age.js';
import { GOVERNMENT_IDS } from '../../domain/kyc/government-id.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { certifySteps } from '../../services/certify-display.js';
import { utrPayTypes } from '../../services/host-content.js';
import { matchUtr, rejectUtr } from '../../services/utr-actions.js';
import { presentProgress } from '../host/present.js';
import { orderStatusName } from '@lendwell/contracts/constants';
import { ok } from '../common.js';

const tags = ['console'];
/** Signed image links live 10 minutes: long enough to review, short enough not to be worth sharing. */
const IMAGE_LINK_SECONDS = 600;

const hostDesk: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { staff?: { id: number; email: string } }) => actorOf(request.staff!);

  app.get(
    '/orders/:orderNo/borrower',
    {
      preHandler: requireRole('reviewer', 'finance'),
      schema: { tags, params: orderNoParamsSchema, response: { 200: consoleBorrowerViewResponseSchema } },
    },
    async (request) => {
      const order = await app.ordersRepository.findByNo(request.params.orderNo);
      if (!order) throw notFound('order');
      const user = await app.usersRepository.findById(order.userId);
      const row = await app.kycRepository.find(order.userId);
      const today = await app.loans.businessDate();
      const history = (await app.ordersRepository.listForUser(order.userId)).sort((a, b) => b.id - a.id);
      const repaid = await app.consoleRepository.repaidByOrder(history.map((o) => o.id));
      const birthDate = row?.basic?.birthDate;
      const idRule = GOVERNMENT_IDS.find((r) => r.type === row?.idType);
      const view: ConsoleBorrowerView = {
        orderNo: order.orderNo,
        phone: user?.phone ?? '',
        fullName: row?.basic?.fullName?.trim() || null,
        age: birthDate ? ageOn(birthDate, today) : null,
        progress: presentProgress(row, history.length > 0, englishWords),
        steps: certifySteps(row),
        governmentId: row?.idLast4 ? { typeName: idRule?.name ?? row.idType ?? '', last4: row.idLast4 } : null,
        images: {
          idFront: row?.idFrontKey ? app.files.signedUrl(row.idFrontKey, IMAGE_LINK_SECONDS) : null,
          selfie: row?.selfieKey ? app.files.signedUrl(row.selfieKey, IMAGE_LINK_SECONDS) : null,
        },
        orders: history.map((o) => ({
          orderNo: o.orderNo,
          status: o.status,
          statusText: orderStatusName(o.status),
          principalCents: o.principalCents,
          appliedOn: o.appliedOn,
          disbursedOn: o.disbursedOn,
          settledOn: o.settledOn,
          daysPastDue: o.daysPastDue,
          repaidCents: repaid.get(o.id) ?? 0,
        })),
      };
      return ok(view);
    },
  );

  app.get(
    '/utr-reports',
    {
      preHandler: requireRole('finance'),
      schema: { tags, querystring: consoleUtrQuerySchema, response: { 200: consoleUtrListResponseSchema } },
    },
    async (request) => {
      const rows = await app.utrRepository.list(request.query.status);
      const items: ConsoleUtrItem[] = rows.map((r) => ({
        id: r.id,
        orderNo: r.orderNo,
        phone: r.phone,
        payType: r.payType,
        payTypeName: utrPayTypes(englishWords).find((t) => t.code === r.payType)?.name ?? r.payType,
        utr: r.utr,
        amountCents: r.amountCents,
        paidOn: r.paidOn,
        status: r.status as ConsoleUtrItem['status'],
        reportedAt: r.reportedAt.toISOString(),
        decidedAt: r.decidedAt?.toISOString() ?? null,
        decidedBy: r.decidedBy,
        reason: r.reason,
      }));
      return ok({ items });
    },
  );

  app.post(
    '/utr-reports/:id/match',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: consoleUtrIdParamsSchema,
        body: z.object({ reason: z.string().trim().max(500).default('matched to the statement') }),
        response: { 200: utrMatchedResponseSchema },
      },
    },
    async (request) => ok(await matchUtr(app, actor(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/utr-reports/:id/reject',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: consoleUtrIdParamsSchema,
        body: consoleUtrDecisionSchema,
        response: { 200: utrRejectedResponseSchema },
      },
    },
    async (request) => ok(await rejectUtr(app, actor(request), request.params.id, request.body.reason)),
  );
};
export default hostDesk;
