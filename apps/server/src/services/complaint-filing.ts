// A borrower's complaint: the orders it may name (as the cards problem-init shows) and the rules of
// saving one — a known type; the collection type needs a known sub-type and an order that has been
// overdue; at most COMPLAINT_LIMITS.images evidence images, each uploaded by this borrower first.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  COLLECTION_PROBLEM_TYPE,
  COMPLAINT_LIMITS,
  formatMoney,
  type problemSaveRequestSchema,
} from '@lendwell/contracts';
import { OrderStatus } from '../domain/loan/loan.js';
import { invalid, notFound } from '../lib/errors.js';
import { englishWords, type Words } from '../lib/borrower-words/index.js';
import type { ActiveSession } from '../repositories/sessions-repository.js';

/** An evidence image's storage key inside the signed link the upload answered. */
const KEY_IN_URL = /([A-Za-z0-9_-]{20,80}\.jpg)/;

/**
 * The borrower's orders as cards; isShow 1 when collection complaints apply: the loan was disbursed (a
 * borrower harassed about a loan that is only due must be able to complain, decision 072) or has
 * been overdue.
 */
export async function complaintOrderCards(app: FastifyInstance, userId: number, merchantId: number, w: Words) {
  const orders = await app.ordersRepository.listForUser(userId);
  // Withdrawn products too: an order keeps its product's name and logo.
  const products = new Map((await app.productsRepository.listAll(merchantId)).map((p) => [p.id, p]));
  const cards = [];
  for (const order of orders) {
    const product = products.get(order.productId);
    const everOverdue =
      order.disbursedOn !== null ||
      order.status === OrderStatus.overdue ||
      (await app.ordersRepository.history(order.id)).some((h) => h.toStatus === OrderStatus.overdue);
    cards.push({
      orderNo: order.orderNo,
      productLogo: product?.logoUrl ?? '',
      productName: product?.name ?? '',
      status: order.status,
      isShow: everOverdue ? 1 : 0,
      list: [
        { title: w('rowOrderNumber'), value: order.orderNo },
        { title: w('rowLoanAmount'), value: formatMoney(order.principalCents), amountCents: order.principalCents },
        { title: w('rowAppliedOn'), value: order.appliedOn },
      ],
    });
  }
  return cards;
}

/** Checks a complaint against the rules above and saves it; refusals name the field. */
export async function fileComplaint(
  app: FastifyInstance,
  borrower: ActiveSession,
  body: z.output<typeof problemSaveRequestSchema>,
) {
  const types = await app.complaintsRepository.types(borrower.merchantId);
  if (!types.some((t) => t.parentValue === null && t.value === body.problemType))
    throw invalid('problemType', 'is not a known problem type');
  const sonType = body.problemSonType ?? null;
  if (body.problemType === COLLECTION_PROBLEM_TYPE) {
    if (sonType === null || !types.some((t) => t.parentValue === COLLECTION_PROBLEM_TYPE && t.value === sonType))
      throw invalid('problemSonType', 'choose what happened');
  } else if (sonType !== null) throw invalid('problemSonType', 'applies only to the collection type');

  let orderNo: string | null = null;
  if (body.orderNo) {
    // Only the card's order and whether it was ever overdue are read here, so its row titles' language is moot.
    const card = (await complaintOrderCards(app, borrower.userId, borrower.merchantId, englishWords)).find(
      (c) => c.orderNo === body.orderNo,
    );
    if (!card) throw notFound('order');
    if (body.problemType === COLLECTION_PROBLEM_TYPE && card.isShow !== 1)
      throw invalid('problemType', 'This order does not support the collection complaint type.', {
        reason: 'complaint-collection-not-allowed',
      });
    orderNo = card.orderNo;
  }

  const keys = body.problemImage
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
    .map((u) => KEY_IN_URL.exec(u)?.[1] ?? '');
  if (keys.length > COMPLAINT_LIMITS.images) throw invalid('problemImage', `at most ${COMPLAINT_LIMITS.images} images`);
  const owned = await app.complaintsRepository.ownedKeys(borrower.userId, keys.filter(Boolean));
  if (keys.some((k) => !owned.has(k))) throw invalid('problemImage', 'upload the images first');

  return app.complaintsRepository.create({
    userId: borrower.userId,
    orderNo,
    problemType: body.problemType,
    problemSonType: sonType,
    detail: body.problemDetail,
    imageKeys: keys,
  });
}
