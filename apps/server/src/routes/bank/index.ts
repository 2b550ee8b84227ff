// Payment account binding on the generic form: card-init answers the definition (and the current
// account, masked); bind-card-new / bind-card-change bind through services/bank-binding.ts, which
// validates every field against it, seals the account number and keeps the old account as history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BANK_DEFAULTS,
  bindCardCodeResponseSchema,
  bindCardRequestSchema,
  bindCardResponseSchema,
  cardInitRequestSchema,
  cardInitResponseSchema,
  CITY_SELECT_FORMAT,
  cityOptionsResponseSchema,
  optionalBody,
  type FormItem,
} from '@lendwell/contracts';
import { locationTree } from '../../adapters/geo/ph-locations.js';
import { langOf, wordsOf } from '../../lib/borrower-words/index.js';
import { bindCardCodeItem, bindPayoutAccount, cardTypesIn, sendBindCardCode } from '../../services/bank-binding.js';
import { commonQuerySchema, ok } from '../common.js';
import { borrowerOf } from '../../plugins/app/auth.js';

const bank: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.post(
    '/api/card-init',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['bank'],
        security,
        querystring: commonQuerySchema,
        body: optionalBody(cardInitRequestSchema),
        response: { 200: cardInitResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const items = await app.bankRepository.formItems(borrower.merchantId, langOf(request));
      const current = await app.bankRepository.current(borrower.userId);
      // Before any account is bound, the pay day the borrower gave in the job step fills the day items: the form
      // never asks again what we know (decision 130).
      const day = current ? NaN : Number((await app.kycRepository.find(borrower.userId))?.job?.payDay);
      const payDay = Number.isInteger(day) && day >= 1 && day <= 31 ? String(day) : '';
      const prefilled: FormItem[] = items.map((item) => {
        if (!current) return item.cate === 'day' && payDay ? { ...item, value: payDay } : item;
        if (item.cardTypeMi !== 0 && item.cardTypeMi !== current.cardType) return item;
        if (item.secret) return { ...item, masked: `•••• ${current.last4}` };
        return { ...item, value: current.fields[item.code] ?? '' };
      });
      // With an account bound, a save may replace it: the form carries the SMS code step (decision 118).
      return ok({
        items: current ? [...prefilled, bindCardCodeItem(wordsOf(request))] : prefilled,
        cardTypes: cardTypesIn(wordsOf(request)),
        cardType: current?.cardType ?? BANK_DEFAULTS.cardType,
        channelNumber: current?.channelNumber ?? BANK_DEFAULTS.channelNumber,
        current: current
          ? {
              cardType: current.cardType,
              channelNumber: current.channelNumber,
              masked: `•••• ${current.last4}`,
              institution: current.institution,
            }
          : null,
        citySelect: CITY_SELECT_FORMAT,
      });
    },
  );

  // Replacing the payout account needs the borrower's SMS code (decision 032): a stolen
  // session alone cannot redirect a loan to another account.
  app.post(
    '/api/bind-card-code',
    {
      preHandler: [app.requireBorrower, app.limit('sms')],
      schema: {
        tags: ['bank'],
        security,
        querystring: commonQuerySchema,
        response: { 200: bindCardCodeResponseSchema },
      },
    },
    async (request) => ok(await sendBindCardCode(app, borrowerOf(request))),
  );

  const bindRoute = (url: string, source: 'new' | 'change') =>
    app.post(
      url,
      {
        // Each try may reveal whether an account number is taken, so tries are few (decision 030).
        preHandler: [app.requireBorrower, app.limit('bind-card')],
        schema: {
          tags: ['bank'],
          security,
          querystring: commonQuerySchema,
          body: bindCardRequestSchema,
          response: { 200: bindCardResponseSchema },
        },
      },
      async (request) => {
        const borrower = borrowerOf(request);
        const { row, replaced, masked } = await bindPayoutAccount(app, borrower, request.body, source);
        request.log.info({ userId: borrower.userId, accountId: row.id, replaced }, 'payout account bound');
        return ok({
          accountId: row.id,
          masked,
          institution: row.institution,
          replaced,
        });
      },
    );
  bindRoute('/api/bind-card-new', 'new');
  bindRoute('/api/bind-card-change', 'change');

  app.get(
    '/api/city-options',
    { schema: { tags: ['bank'], response: { 200: cityOptionsResponseSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return ok({ options: locationTree() as never });
    },
  );
};
export default bank;
