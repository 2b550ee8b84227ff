// Agreements of the loan confirm scene (3): the list, a signed link to each document, and the
// document itself rendered with the borrower's and the loan's own figures.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agreementDocumentQuerySchema,
  contractJumpQuerySchema,
  contractJumpResponseSchema,
  contractListQuerySchema,
  contractListResponseSchema,
  pickProductId,
} from '@lendwell/contracts';
import {
  AGREEMENTS,
  agreementTitle,
  isAgreementPosition,
  lenderOf,
  renderAgreement,
  type AgreementContext,
} from '../../documents/agreements.js';
import { checkAmount, quote } from '../../domain/loan/quote.js';
import { langOf } from '../../lib/borrower-words/index.js';
import { invalid, notFound } from '../../lib/errors.js';
import { commonQuerySchema, ok } from '../common.js';
import { borrowerOf } from '../../plugins/app/auth.js';

const contracts: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];
  const requireProductId = (v: { productId?: number; product_id?: number }) => {
    const id = pickProductId(v);
    if (id === undefined) throw invalid('productId', 'is required');
    return id;
  };

  app.get(
    '/api/v3/contract/contract',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['agreements'],
        security,
        querystring: commonQuerySchema.extend(contractListQuerySchema.shape),
        response: { 200: contractListResponseSchema },
      },
    },
    async (request) => {
      await app.loans.productFor(borrowerOf(request).merchantId, requireProductId(request.query));
      return ok({
        data: AGREEMENTS.map((a) => ({ title: agreementTitle(a.position, langOf(request)), position: a.position })),
      });
    },
  );

  app.get(
    '/api/v3/contract/contract-jump',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['agreements'],
        security,
        querystring: commonQuerySchema.extend(contractJumpQuerySchema.shape),
        response: { 200: contractJumpResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const { position, orderId, amount } = request.query;
      if (!isAgreementPosition(position))
        throw invalid('position', `must be one of ${AGREEMENTS.map((a) => a.position).join(', ')}`);
      const productId = requireProductId(request.query);
      // An existing order's agreements stay reachable after its product is withdrawn; new applications need an active one.
      const product =
        orderId !== undefined
          ? await app.productsRepository.find(borrower.merchantId, productId)
          : await app.loans.productFor(borrower.merchantId, productId);
      if (!product) throw notFound('product');
      if (orderId !== undefined) {
        // Through the caller's session: another borrower's order answers as not found.
        const order = await app.ordersRepository.findForUser(borrower.userId, orderId);
        if (!order || order.productId !== productId) throw notFound('order');
      } else if (amount !== undefined) {
        const problem = checkAmount(product.config, amount);
        if (problem) throw invalid(problem.field, problem.message);
      }
      const title = agreementTitle(position, langOf(request));
      const contract_url = app.agreementLinks.url(
        {
          userId: borrower.userId,
          productId,
          orderId: orderId ?? null,
          amountCents: orderId ? null : (amount ?? null),
          position,
        },
        langOf(request),
      );
      return ok({ contract_url, title });
    },
  );

  /** The document, opened in an iframe or a new page; the signed link stands in for the session. */
  app.get(
    '/api/v3/contract/document',
    { schema: { tags: ['agreements'], querystring: agreementDocumentQuerySchema } },
    async (request, reply) => {
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
      reply.type('text/html; charset=utf-8');
      const claim = app.agreementLinks.verify(request.query.t);
      const user = claim ? await app.usersRepository.findById(claim.userId) : undefined;
      if (!claim || !user || !isAgreementPosition(claim.position)) {
        return reply.code(404).send(expiredPage);
      }
      // An order's documents stay readable after its product is withdrawn, so no active-product check here.
      const product = await app.productsRepository.find(user.merchantId, claim.productId);
      if (!product) return reply.code(404).send(expiredPage);
      const today = await app.loans.businessDate();
      let ctx: Pick<AgreementContext, 'product' | 'quote' | 'orderNo' | 'clauses'>;
      if (claim.orderId !== null) {
        const order = await app.ordersRepository.findForUser(user.id, claim.orderId);
        if (!order) return reply.code(404).send(expiredPage);
        // The order keeps the terms it was priced with, even if the product changed since.
        const config = await app.loans.productOf(order);
        // … and the lender's clauses in force when it was made: the order is what the borrower signed (decision 024).
        const clauses = await app.templateActions.clausesInForce(user.merchantId, claim.position, order.createdAt);
        ctx = {
          product: { name: product.name, config },
          quote: quote(config, order.principalCents, order.disbursedOn ?? today),
          orderNo: order.orderNo,
          clauses,
        };
      } else {
        const amount = claim.amountCents ?? product.config.defaultAmountCents;
        const clauses = await app.templateActions.clausesInForce(user.merchantId, claim.position);
        ctx = {
          product: { name: product.name, config: product.config },
          quote: quote(product.config, amount, today),
          orderNo: null,
          clauses,
        };
      }
      // A Filipino reader gets the reading version, which links to this same document in English (decision 132).
      return renderAgreement(
        claim.position,
        {
          ...ctx,
          lender: lenderOf(app.config.brand, await app.contactInfoRepository.forMerchant(user.merchantId)),
          borrower: { phone: user.phone },
          issuedOn: today,
          englishUrl: `/api/v3/contract/document?t=${encodeURIComponent(request.query.t)}&lang=en`,
        },
        langOf(request),
      );
    },
  );
};

const expiredPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Link expired</title></head>' +
  '<body style="font:15px system-ui,sans-serif;padding:24px;color:#1f2329"><h1 style="font-size:18px">This link has expired</h1><p>Please open the agreement again from the app.</p></body></html>';

export default contracts;
