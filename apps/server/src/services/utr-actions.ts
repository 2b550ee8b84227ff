// Finance's decisions on reported payments (decision 033). A match posts the amount to the loan
// through the loan service, under the order lock, with the report claimed and the audit entry
// written in the same transaction: two clicks or two staff members post it once. A rejection
// only records the reason; nothing reaches the ledger.
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@lendwell/contracts';
import { AppError, notFound } from '../lib/errors.js';

const conflict = (message: string) => new AppError(ErrorCode.conflict, message);

export async function matchUtr(app: FastifyInstance, actor: string, id: number, note: string) {
  const report = await app.utrRepository.find(id);
  if (!report) throw notFound('payment report');
  if (report.status !== 'reported') throw conflict(`this report was already ${report.status}`);
  const order = await app.ordersRepository.findForUser(report.userId, report.orderId);
  if (!order) throw notFound('order');
  const result = await app.loans.pay(
    order.orderNo,
    { amountCents: report.amountCents, purpose: 'repay', reference: `UTR${report.id}` },
    actor,
    {
      collected: true,
      claim: async (tx) => {
        const claimed = await app.utrRepository.decide(tx, id, 'matched', actor, note, app.clock.now());
        if (claimed)
          await app.auditRepository.append(
            {
              actor,
              action: 'utr.match',
              target: `order:${order.orderNo}`,
              before: { reportId: id, status: 'reported' },
              after: { reportId: id, status: 'matched', amountCents: report.amountCents, note },
            },
            tx,
          );
        return claimed;
      },
    },
  );
  if (result.duplicate) throw conflict('this report was already decided');
  return { id, status: 'matched' as const, orderNo: order.orderNo, orderStatus: result.status };
}

export async function rejectUtr(app: FastifyInstance, actor: string, id: number, reason: string) {
  const report = await app.utrRepository.find(id);
  if (!report) throw notFound('payment report');
  const done = await app.db.transaction(async (tx) => {
    const moved = await app.utrRepository.decide(tx, id, 'rejected', actor, reason, app.clock.now());
    if (moved)
      await app.auditRepository.append(
        {
          actor,
          action: 'utr.reject',
          target: `utr:${id}`,
          before: { reportId: id, status: 'reported' },
          after: { reportId: id, status: 'rejected', reason },
        },
        tx,
      );
    return moved;
  });
  if (!done) throw conflict(`this report was already ${(await app.utrRepository.find(id))?.status ?? 'decided'}`);
  return { id, status: 'rejected' as const };
}
