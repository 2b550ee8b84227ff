// Binding a payout account on the generic form: every field is validated against the lender's
// form definition, the account number is sealed (only a keyed hash and the last four digits stay
// readable), a change of account needs an SMS code, an account already bound to another borrower is
// refused without saying so, and the old account is kept
// as history by the repository.
import type { FastifyInstance } from 'fastify';
import { BANK_DEFAULTS, channelOf, ErrorCode, validateForm, visibleItems } from '@lendwell/contracts';
import { cityExists } from '../adapters/geo/ph-locations.js';
import { accountHash, encryptJson } from '../lib/field-crypto.js';
import { AppError, invalid } from '../lib/errors.js';
import { maskAccountNumber } from '../lib/redact.js';
import { redeemOneTimeCode } from './one-time-codes.js';
import type { ActiveSession } from '../repositories/sessions-repository.js';

export const CARD_TYPES = [
  { cardType: 1, title: 'Bank account' },
  { cardType: 2, title: 'E-wallet' },
];

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
  const { cardType, values } = input;
  if (!CARD_TYPES.some((t) => t.cardType === cardType)) throw invalid('Account type', 'is not a known card type');
  const items = await app.bankRepository.formItems(borrower.merchantId);
  const channelNumber =
    cardType === BANK_DEFAULTS.cardType
      ? channelOf(items, values, input.channelNumber ?? BANK_DEFAULTS.channelNumber)
      : 'ewallet';
  const issues = validateForm(items, values, cardType, channelNumber, cityExists);
  // The message names the field as the borrower sees it (its title).
  if (issues.length > 0) throw new AppError(ErrorCode.invalidRequest, issues[0]!.message);

  const shown = visibleItems(items, cardType, channelNumber);
  const secretItem = shown.find((i) => i.secret);
  if (!secretItem) throw new Error('bank form has no account number item');
  const accountNumber = values[secretItem.code]!.replace(/\D/g, '');
  const hash = accountHash(app.secrets.appSecret, accountNumber);
  // Changing where the money goes is a step-up: the borrower confirms with an SMS code first.
  if (await app.bankRepository.current(borrower.userId)) {
    const code = input.verifyCode;
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
  return { row, replaced, masked: maskAccountNumber(accountNumber) };
}
