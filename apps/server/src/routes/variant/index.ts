// The Variant API behind confirm variant 2: the loan confirm V3 endpoints with short field names
// and success code '00' (docs/variant-api.md maps every field). Same engine, same checks.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOf, wordsOf, type MarkedEnglish } from '../../lib/borrower-words/index.js';
import {
  variantAgreementJumpQuerySchema,
  variantAgreementJumpResponseSchema,
  variantAgreementListQuerySchema,
  variantAgreementListResponseSchema,
  variantConfirmRequestSchema,
  variantConfirmResponseSchema,
  variantPushRequestSchema,
  variantPushResponseSchema,
  type LoanConfirm,
  type VariantConfirm,
} from '@lendwell/contracts';
import { AGREEMENTS, agreementTitle, isAgreementPosition } from '../../documents/agreements.js';
import { checkAmount } from '../../domain/loan/quote.js';
import { invalid } from '../../lib/errors.js';
import { commonQuerySchema, legacyOk } from '../common.js';
import { presentQuote } from '../loans/present.js';
import { backPopupIn, confirmButtonIn, confirmPromoIn } from '../../services/configured-texts.js';
import { borrowerOf } from '../../plugins/app/auth.js';

export function toVariant(
  c: LoanConfirm,
  brand: {
    button: { text: string } & MarkedEnglish;
    promo: ({ message: string; buttonText: string } & MarkedEnglish) | null;
  },
): VariantConfirm {
  const t = c.truthInLending;
  return {
    pk: c.productId,
    ja: c.amount,
    lg: c.comProductLogo,
    nm: c.comProductName,
    rd: c.firstPayTime,
    pr: c.periods,
    un: c.termUnit,
    td: c.termDays,
    rt: c.pRateDsc,
    dt: c.details.map((d) => ({ k: d.text, v: d.value })),
    pl: c.repay_plans.map((p) => ({ t: p.title, d: p.description, a: p.amount, w: p.pay_time })),
    bt: brand.button.text,
    ...(brand.button.lang ? { bl: brand.button.lang } : {}),
    pm: brand.promo
      ? {
          s: 1,
          m: brand.promo.message,
          b: brand.promo.buttonText,
          ...(brand.promo.lang ? { l: brand.promo.lang } : {}),
        }
      : { s: 0, m: '', b: '' },
    ip: c.isPopType,
    pt: c.popTitle,
    pc: c.popContent,
    ...(c.popLang ? { pu: c.popLang } : {}),
    tl: {
      af: t.amountFinancedCents,
      fc: t.financeChargeCents,
      np: t.netProceedsCents,
      tr: t.totalRepaymentCents,
      em: t.effectiveMonthlyRateBps,
      ey: t.effectiveYearlyRateBps,
    },
  };
}

const variant: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.post(
    '/api/v2/vx/qd',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['variant'],
        security,
        querystring: commonQuerySchema,
        body: variantConfirmRequestSchema,
        response: { 200: variantConfirmResponseSchema },
      },
    },
    async (request) => {
      const { product, quote } = await app.loans.quote(
        borrowerOf(request).merchantId,
        request.body.pk,
        request.body.ja,
      );
      const confirm = presentQuote(product, quote, {
        backPopup: backPopupIn(langOf(request), app.config.brand.confirmBackPopup),
        popAgreementUrl: '',
        real: (request.query as { real?: string }).real,
        w: wordsOf(request),
      });
      const lang = langOf(request);
      return legacyOk(
        toVariant(confirm, {
          button: confirmButtonIn(lang, app.config.brand),
          promo: confirmPromoIn(lang, app.config.brand.confirmPromo),
        }),
      );
    },
  );

  app.get(
    '/api/v2/vx/al',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['variant'],
        security,
        querystring: commonQuerySchema.extend(variantAgreementListQuerySchema.shape),
        response: { 200: variantAgreementListResponseSchema },
      },
    },
    async (request) => {
      await app.loans.productFor(borrowerOf(request).merchantId, request.query.pk);
      return legacyOk(AGREEMENTS.map((a) => ({ t: agreementTitle(a.position, langOf(request)), p: a.position })));
    },
  );

  app.get(
    '/api/v2/vx/aj',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['variant'],
        security,
        querystring: commonQuerySchema.extend(variantAgreementJumpQuerySchema.shape),
        response: { 200: variantAgreementJumpResponseSchema },
      },
    },
    async (request) => {
      const { pk, p, ja } = request.query;
      if (!isAgreementPosition(p)) throw invalid('p', `must be one of ${AGREEMENTS.map((a) => a.position).join(', ')}`);
      const product = await app.loans.productFor(borrowerOf(request).merchantId, pk);
      if (ja !== undefined) {
        const problem = checkAmount(product.config, ja);
        if (problem) throw invalid('ja', problem.message);
      }
      return legacyOk({
        u: app.agreementLinks.url(
          {
            userId: borrowerOf(request).userId,
            productId: pk,
            orderId: null,
            amountCents: ja ?? null,
            position: p,
          },
          langOf(request),
        ),
      });
    },
  );

  app.post(
    '/api/v2/vx/lp',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['variant'],
        security,
        querystring: commonQuerySchema,
        body: variantPushRequestSchema,
        response: { 200: variantPushResponseSchema },
      },
    },
    async (request) => {
      const { pk, ja, pd, un } = request.body;
      // The order key makes the intent explicit; the engine already answers a repeat with the open order.
      const { merchantId, userId } = borrowerOf(request);
      const { order, blocked } = await app.loans.apply(userId, merchantId, {
        productId: pk,
        amountCents: ja,
        periods: pd,
        termUnit: un,
      });
      const bn = blocked ? ((await app.productsRepository.find(merchantId, order.productId))?.name ?? '') : '';
      return legacyOk({
        oi: order.id,
        ju: `/loan/detail?orderId=${order.id}&productId=${order.productId}`,
        bk: blocked ? 1 : 0,
        bn,
      });
    },
  );
};
export default variant;
