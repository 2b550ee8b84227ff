// Payment account binding on the generic form: card-init answers the definition (and the current
// account, masked); bind-card-new / bind-card-change validate every field against it, seal the
// account number, and keep the old account as history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BANK_DEFAULTS,
  bindCardCodeResponseSchema,
  bindCardRequestSchema,
  bindCardResponseSchema,
  cardInitRequestSchema,
  cardInitResponseSchema,
  channelOf,
  cityOptionsResponseSchema,
  optionalBody,
  validateForm,
  visibleItems,
  type FormItem,
} from '@lendwell/contracts';
import { cityExists, locationTree } from '../../adapters/geo/ph-locations.js';
import { accountHash, encryptJson } from '../../lib/field-crypto.js';
import { AppError, invalid } from '../../lib/errors.js';
import { ErrorCode } from '@lendwell/contracts';
import { maskAccountNumber } from '../../lib/redact.js';
import { commonQuerySchema, ok } from '../common.js';
import { issueOneTimeCode, redeemOneTimeCode } from '../../services/one-time-codes.js';

const CARD_TYPES = [
  { cardType: 1, title: 'Bank account' },
  { cardType: 2, title: 'E-wallet' },
];

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
      const borrower = request.borrower!;
      const items = await app.bankRepository.formItems(borrower.merchantId);
      const current = await app.bankRepository.current(borrower.userId);
      const prefilled: FormItem[] = items.map((item) => {
        if (!current || (item.cardTypeMi !== 0 && item.cardTypeMi !== current.cardType)) return item;
        if (item.secret) return { ...item, masked: `•••• ${current.last4}` };
        return { ...item, value: current.fields[item.code] ?? '' };
      });
      return ok({
        items: prefilled,
        cardTypes: CARD_TYPES,
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
      });
    },
  );

  // Replacing the payout account needs the borrower's SMS code (issue 13, defect 7): a stolen
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
    async (request) => {
      const borrower = request.borrower!;
      return ok(
        await issueOneTimeCode(
          app,
          borrower.merchantId,
          borrower.phone,
          'bind-card',
          (code) =>
            `${app.config.brand.productName}: your code to change the account that receives your loan is ${code}. It expires in 5 minutes. If you did not ask for it, call us and never share it.`,
        ),
      );
    },
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
        const borrower = request.borrower!;
        const { cardType, values } = request.body;
        if (!CARD_TYPES.some((t) => t.cardType === cardType)) throw invalid('Account type', 'is not a known card type');
        const items = await app.bankRepository.formItems(borrower.merchantId);
        const channelNumber =
          cardType === BANK_DEFAULTS.cardType
            ? channelOf(items, values, request.body.channelNumber ?? BANK_DEFAULTS.channelNumber)
            : 'ewallet';
        const issues = validateForm(items, values, cardType, channelNumber, cityExists);
        // The message names the field as the borrower sees it (its title).
        if (issues.length > 0) throw new AppError(ErrorCode.invalidRequest, issues[0]!.message);

        const shown = visibleItems(items, cardType, channelNumber);
        const secretItem = shown.find((i) => i.secret);
        if (!secretItem) throw new Error('bank form has no account number item');
        const accountNumber = values[secretItem.code]!.replace(/\D/g, '');
        const hash = accountHash(app.secrets.appSecret, accountNumber);
        if (await app.bankRepository.current(borrower.userId)) {
          const code = request.body.verifyCode;
          if (!code) throw invalid('verifyCode', 'enter the code we sent by SMS to confirm the new account');
          await redeemOneTimeCode(app, borrower.merchantId, borrower.phone, 'bind-card', code, 'verifyCode');
        }
        // The refusal does not say why, so it cannot tell a stranger which account numbers are taken.
        if (await app.bankRepository.boundByOther(borrower.userId, hash))
          throw invalid(
            secretItem.title,
            'this account cannot be used; please enter another account or contact customer service',
          );

        const institutionItem = shown.find((i) => i.cate === 'enum' && i.inputType !== 'channel');
        const fields: Record<string, string> = {};
        const secrets: Record<string, string> = {};
        for (const item of shown) {
          const value = (values[item.code] ?? '').trim();
          if (value === '') continue;
          if (item.secret) secrets[item.code] = value.replace(/\D/g, '');
          else fields[item.code] = value;
        }
        const { row, replaced } = await app.bankRepository.bind(borrower.userId, {
          cardType,
          channelNumber:
            cardType === BANK_DEFAULTS.cardType ? channelNumber : (values[institutionItem?.code ?? ''] ?? 'ewallet'),
          institution: institutionItem ? (values[institutionItem.code] ?? '') : '',
          fields,
          secretsEncrypted: encryptJson(app.secrets.appSecret, secrets),
          accountHash: hash,
          last4: accountNumber.slice(-4),
          source,
        });
        request.log.info({ userId: borrower.userId, accountId: row.id, replaced }, 'payout account bound');
        return ok({
          accountId: row.id,
          masked: maskAccountNumber(accountNumber),
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
