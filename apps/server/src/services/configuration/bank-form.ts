// Configuration of the bank form: the items a borrower fills in to bind a payout account.
import type { FastifyInstance } from 'fastify';
import type { ConsoleBankFormItem, ConsoleBankFormItemInput } from '@lendwell/contracts';
import { invalid, notFound } from '../../lib/errors.js';
import type { BankFormItemRow } from '../../repositories/bank-repository.js';
import { conflict, lenderOf } from './common.js';

/** Card types whose payout needs an account number (a secret item): 1 bank account, 2 e-wallet. */
const PAYOUT_CARD_TYPES = [
  { cardType: 1, title: 'bank account' },
  { cardType: 2, title: 'e-wallet' },
] as const;

function formItemOf(r: BankFormItemRow): ConsoleBankFormItem {
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    subtitle: r.subtitle,
    titleFil: r.titleFil,
    subtitleFil: r.subtitleFil,
    cate: r.cate as ConsoleBankFormItem['cate'],
    inputType: r.inputType as ConsoleBankFormItem['inputType'],
    cardTypeMi: r.cardTypeMi,
    channelNumber: r.channelNumber,
    options: r.options,
    required: r.required,
    minLength: r.minLength,
    maxLength: r.maxLength,
    secret: r.secret,
    sort: r.sort,
  };
}

export function createBankFormActions(app: FastifyInstance) {
  const audit = app.auditRepository;
  const lender = lenderOf(app);

  return {
    async listBankForm(): Promise<ConsoleBankFormItem[]> {
      return (await app.bankRepository.formItemRows(await lender())).map(formItemOf);
    },

    /** Adds (id null) or edits a form item. Each card type keeps a secret item: the account number a payout needs. */
    async saveBankFormItem(actor: string, id: number | null, input: ConsoleBankFormItemInput) {
      const merchantId = await lender();
      const rows = (await app.bankRepository.formItemRows(merchantId)).map(formItemOf);
      const before = id === null ? null : rows.find((r) => r.id === id);
      if (before === undefined) throw notFound('bank form item');
      const next = [...rows.filter((r) => r.id !== id), { ...input, id: id ?? 0 }];
      const lost = PAYOUT_CARD_TYPES.find(
        (t) => !next.some((r) => r.secret && (r.cardTypeMi === 0 || r.cardTypeMi === t.cardType)),
      );
      if (lost)
        throw invalid(
          'secret',
          `the ${lost.title} form (card type ${lost.cardType}) would have no secret account-number item; a payout needs one`,
        );
      const taken = () => conflict(`code: another item of card type ${input.cardTypeMi} already uses "${input.code}"`);
      return app.db.transaction(async (tx) => {
        const row =
          id === null
            ? await app.bankRepository.insertFormItem({ merchantId, ...input }, tx)
            : await app.bankRepository.updateFormItem(merchantId, id, input, tx);
        if (!row) throw taken();
        const after = formItemOf(row);
        await audit.append(
          { actor, action: 'config.bank_form_item.save', target: `bank_form_item:${row.id}`, before, after },
          tx,
        );
        return after;
      });
    },

    async deleteBankFormItem(actor: string, id: number) {
      const merchantId = await lender();
      const rows = (await app.bankRepository.formItemRows(merchantId)).map(formItemOf);
      const before = rows.find((r) => r.id === id);
      if (!before) throw notFound('bank form item');
      const rest = rows.filter((r) => r.id !== id);
      const lost = PAYOUT_CARD_TYPES.find(
        (t) => !rest.some((r) => r.secret && (r.cardTypeMi === 0 || r.cardTypeMi === t.cardType)),
      );
      if (lost)
        throw conflict(
          `"${before.title}" is the account number of the ${lost.title} form; a payout needs one, so add another secret item first`,
        );
      await app.db.transaction(async (tx) => {
        await app.bankRepository.deleteFormItem(merchantId, id, tx);
        await audit.append(
          { actor, action: 'config.bank_form_item.delete', target: `bank_form_item:${id}`, before, after: null },
          tx,
        );
      });
      return { id };
    },
  };
}
