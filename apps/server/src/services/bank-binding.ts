// Binding a payout account on the generic form: every field is validated against the lender's
// form definition, the account number is sealed (only a keyed hash and the last four digits stay
// readable), a change of account needs an SMS code, an account already bound to another borrower is
// refused without saying so, and the old account is kept
// as history by the repository.
import type { FastifyInstance } from 'fastify';
import {
  BANK_DEFAULTS,
  BIND_CARD_CODE_ITEM,
  bankChannelOf,
  changesPayoutDestination,
  channelOf,
  ErrorCode,
  type FormItem,
  validateForm,
  visibleItems,
} from '@lendwell/contracts';
import { cityExists } from '../adapters/geo/ph-locations.js';
import { accountHash, decryptJson, encryptJson } from '../lib/field-crypto.js';
import type { Words } from '../lib/borrower-words/index.js';
import { AppError, invalid } from '../lib/errors.js';
import { maskAccountNumber } from '../lib/redact.js';
import { issueOneTimeCode, redeemOneTimeCode } from './one-time-codes.js';
import type { ActiveSession } from '../repositories/sessions-repository.js';

export const CARD_TYPES = [
  { cardType: 1, key: 'cardTypeBank' },
  { cardType: 2, key: 'cardTypeWallet' },
] as const;

/** The account types as the bank page's tabs name them, in the borrower's words (decision 132). */
export const cardTypesIn = (w: Words) => CARD_TYPES.map((t) => ({ cardType: t.cardType, title: w(t.key) }));

/** Sends the SMS code that confirms a new payout account (POST /api/bind-card-code, or a save without it). */
export function sendBindCardCode(app: FastifyInstance, borrower: ActiveSession) {
  return issueOneTimeCode(
    app,
    borrower.merchantId,
    borrower.phone,
    'bind-card',
    (code) =>
      `${app.config.brand.productName}: your code to change the account that receives your loan is ${code}. It expires in 5 minutes. If you did not ask for it, call us and never share it.`,
  );
}

/**
 * The SMS code step as a form item, for the spec's bank screen, which knows only the server's items
 * (decision 118). Shown on every tab; asked for only when the save changes where the money goes.
 */
export function bindCardCodeItem(w: Words): FormItem {
  return {
    code: BIND_CARD_CODE_ITEM,
    title: w('bindCardCodeTitle'),
    subtitle: w('bindCardCodeHint'),
    cate: 'text',
    value: '',
    note: [],
    inputType: 'number',
    cardTypeMi: 0,
    channelNumber: null,
    required: false,
    minLength: 0,
    maxLength: 6,
    secret: false,
    masked: '',
  };
}

export type BindInput = {
  cardType: number;
  channelNumber?: string;
  values: Record<string, string>;
  verifyCode?: string;
};

/** Validates and binds the borrower's payout account; answers the new row, masked, and whether one was replaced. */
export async function bindPayoutAccount(
  app: FastifyInstance,
  borrower: ActiveSession,
  input: BindInput,
  source: 'new' | 'change',
) {
  const { cardType } = input;
  const values = { ...input.values };
  if (!CARD_TYPES.some((t) => t.cardType === cardType)) throw invalid('Account type', 'is not a known card type');
  const items = await app.bankRepository.formItems(borrower.merchantId);
  const channelNumber =
    cardType === BANK_DEFAULTS.cardType
      ? channelOf(items, values, bankChannelOf(items, input.channelNumber))
      : 'ewallet';
  const current = await app.bankRepository.current(borrower.userId);
  const secretItem = visibleItems(items, cardType, channelNumber).find((i) => i.secret);
  if (!secretItem) throw new Error('bank form has no account number item');
  // A blank number on the tab of the account bound now keeps that number: the
  // borrower changes the salary day without retyping it.
  const keepsNumber = !(values[secretItem.code] ?? '').trim() && current?.cardType === cardType;
  if (keepsNumber) {
    const saved = decryptJson<Record<string, string>>(app.secrets.appSecret, current.secretsEncrypted);
    const number = saved[secretItem.code];
    if (number) values[secretItem.code] = number;
  }
  const issues = validateForm(items, values, cardType, channelNumber, cityExists);
  // The message names the field as the borrower sees it (its title).
  if (issues.length > 0) {
    const error = new AppError(ErrorCode.invalidRequest, `${issues[0]!.message}.`, { reason: 'invalid-input' });
    error.field = issues[0]!.code;
    error.detail = issues[0]!.message;
    throw error;
  }

  const shown = visibleItems(items, cardType, channelNumber);
  const accountNumber = values[secretItem.code]!.replace(/\D/g, '');
  const hash = accountHash(app.secrets.appSecret, accountNumber);
  const institutionItem = shown.find((i) => i.cate === 'enum' && i.inputType !== 'channel');
  const institution = institutionItem ? (values[institutionItem.code] ?? '') : '';
  const storedChannel = cardType === BANK_DEFAULTS.cardType ? channelNumber : institution || 'ewallet';
  // Changing where the money goes is a step-up: the borrower confirms with an SMS code first. The
  // same account with only another salary day is not a change of destination.
  const destination = { cardType, channelNumber: storedChannel, institution };
  if (current && changesPayoutDestination(current, destination, current.accountHash !== hash)) {
    const code = input.verifyCode;
    if (!code) {
      // A client without its own code step (the spec's bank screen) learns of it here: the code is sent
      // now and the refusal names the form's code item, so the same screen completes the change (decision 118).
      await sendBindCardCode(app, borrower).catch((error: unknown) => {
        // Sent less than a minute ago: that code still holds.
        if (!(error instanceof AppError && error.reason === 'code-resend-too-soon')) throw error;
      });
      throw invalid(BIND_CARD_CODE_ITEM, 'enter the code we sent by SMS to confirm the new account');
    }
    await redeemOneTimeCode(app, borrower.merchantId, borrower.phone, 'bind-card', code, 'verifyCode');
  }
  // The refusal does not say why, so it cannot tell a stranger which account numbers are taken.
  if (await app.bankRepository.boundByOther(borrower.userId, hash))
    // `field` is the item's code, as for the form's other refusals, so the form marks the number it refused.
    throw invalid(
      secretItem.code,
      'this account cannot be used; please enter another account or contact customer service',
      {
        sentence: `${secretItem.title}: this account cannot be used. Please enter another account or contact customer service.`,
      },
    );

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
    channelNumber: storedChannel,
    institution,
    fields,
    secretsEncrypted: encryptJson(app.secrets.appSecret, secrets),
    accountHash: hash,
    last4: accountNumber.slice(-4),
    source,
  });
  return { row, replaced, masked: maskAccountNumber(accountNumber) };
}
