// The console's Configuration section (decision 023): every change to products, payment channels
// and instructions, the bank form, complaint types and contact info goes through here and is
// appended to the audit log with the object before and after, in the same transaction as the change
// (reads and checks run before it: PGlite has one connection). Borrower-facing routes read the same
// tables on every request, so a change shows at once. The console serves one lender (the first).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  COLLECTION_PROBLEM_TYPE,
  ErrorCode,
  type ConsoleBankFormItem,
  type ConsoleBankFormItemInput,
  type ConsoleChannel,
  type ConsoleComplaintType,
  type ConsoleContactInfo,
  type ConsoleGuideInput,
  type ConsoleProduct,
  type ConsoleProductTerms,
} from '@lendwell/contracts';
import { AppError, invalid, notFound } from '../lib/errors.js';
import { quote } from '../domain/loan/quote.js';
import { ProductRefused, type ProductRow } from '../repositories/products-repository.js';
import type { BankFormItemRow } from '../repositories/bank-repository.js';
import type { ChannelRow, GuideRow } from '../repositories/payment-channels-repository.js';

const conflict = (message: string) => new AppError(ErrorCode.conflict, message);

/** Card types whose payout needs an account number (a secret item): 1 bank account, 2 e-wallet. */
const PAYOUT_CARD_TYPES = [
  { cardType: 1, title: 'bank account' },
  { cardType: 2, title: 'e-wallet' },
] as const;
/** Online channels: repayment-huichao sends the borrower to one, so one must stay active. */
const ONLINE_KINDS = ['bank', 'ewallet'];

function termsOf(row: ProductRow): ConsoleProductTerms {
  const c = row.config;
  return {
    name: row.name,
    logoUrl: row.logoUrl,
    minAmountCents: c.minAmountCents,
    maxAmountCents: c.maxAmountCents,
    amountStepCents: c.amountStepCents,
    defaultAmountCents: c.defaultAmountCents,
    periods: c.periods,
    periodDays: c.periodDays,
    monthlyInterestRateBps: c.monthlyInterestRateBps,
    serviceFeeBps: c.serviceFeeBps,
    feeTiming: c.feeTiming,
    defaultPenaltyNewCents: c.defaultPenaltyNewCents,
    defaultPenaltyRepeatCents: c.defaultPenaltyRepeatCents,
    overdueTiers: c.overdueTiers.map((t) => ({ fromDay: t.fromDay, toDay: t.toDay, monthlyRateBps: t.monthlyRateBps })),
    rolloverFeeBps: c.rolloverFeeBps,
    dueSoonDays: c.dueSoonDays,
    tags: [...c.tags],
    rangeDescription: c.rangeDescription,
    recommended: c.recommended,
  };
}

const guideOf = (g: GuideRow) => ({
  id: g.id,
  channelNumber: g.channelNumber,
  groupTitle: g.groupTitle,
  name: g.name,
  steps: g.steps,
  imageUrl: g.imageUrl,
  sort: g.sort,
});
const channelOf = (c: ChannelRow) => ({
  id: c.id,
  channelNumber: c.channelNumber,
  name: c.name,
  logoUrl: c.logoUrl,
  kind: c.kind,
  sort: c.sort,
  isActive: c.isActive,
});
function formItemOf(r: BankFormItemRow): ConsoleBankFormItem {
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    subtitle: r.subtitle,
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

export function createConfigActions(app: FastifyInstance) {
  const audit = app.auditRepository;
  const lender = async () => {
    const merchant = await app.usersRepository.resolveMerchant();
    if (!merchant) throw notFound('lender');
    return merchant.id;
  };

  async function presentProduct(
    row: ProductRow,
    today: string,
    usage?: { versionCount: number; orderCount: number },
  ): Promise<ConsoleProduct> {
    let q: ConsoleProduct['quote'] = null;
    try {
      const at = quote(row.config, row.config.defaultAmountCents, today);
      q = {
        amountCents: at.principalCents,
        termDays: at.termDays,
        netProceedsCents: at.netProceedsCents,
        totalRepaymentCents: at.totalRepaymentCents,
        financeChargeCents: at.financeChargeCents,
        nominalMonthlyBps: at.nominalMonthlyBps,
        effectiveMonthlyBps: at.effectiveMonthlyBps,
        effectiveYearlyBps: at.effectiveYearlyBps,
        capsApply: at.capsApply,
      };
    } catch {
      // A version saved before a rule existed may not quote; the list still shows its terms.
    }
    return {
      id: row.id,
      code: row.code,
      isActive: row.isActive,
      versionId: row.versionId,
      versionCount: usage?.versionCount ?? 1,
      orderCount: usage?.orderCount ?? 0,
      capPolicy: row.config.capPolicy,
      terms: termsOf(row),
      quote: q,
    };
  }

  async function product(merchantId: number, id: number) {
    const row = await app.productsRepository.find(merchantId, id);
    if (!row) throw notFound('product');
    return row;
  }

  async function complaintTypeTree(merchantId: number): Promise<ConsoleComplaintType[]> {
    const rows = await app.complaintsRepository.types(merchantId);
    const usage = await app.complaintsRepository.typeUsage(merchantId);
    const node = (r: (typeof rows)[number]): ConsoleComplaintType => ({
      id: r.id,
      value: r.value,
      parentValue: r.parentValue,
      title: r.title,
      sort: r.sort,
      complaintCount: usage.get(r.parentValue === null ? String(r.value) : `${r.parentValue}:${r.value}`) ?? 0,
      children: rows.filter((c) => r.parentValue === null && c.parentValue === r.value).map(node),
    });
    return rows.filter((r) => r.parentValue === null).map(node);
  }

  return {
    // ─── Products ───

    async listProducts(): Promise<ConsoleProduct[]> {
      const merchantId = await lender();
      const today = (await app.clock.show()).businessDate;
      const usage = await app.productsRepository.usage(merchantId);
      return Promise.all(
        (await app.productsRepository.listAll(merchantId)).map((row) => presentProduct(row, today, usage.get(row.id))),
      );
    },

    /**
     * New terms become a new immutable version (orders keep theirs). The structural rules and the
     * cap policy run first; a refusal names the field and the rule, and nothing is written.
     */
    async saveProduct(actor: string, id: number, terms: ConsoleProductTerms): Promise<ConsoleProduct> {
      const merchantId = await lender();
      const before = await product(merchantId, id);
      const { logoUrl, ...rest } = terms;
      const config = { ...before.config, ...rest, code: before.code };
      const unchanged =
        JSON.stringify(termsOf(before)) === JSON.stringify(termsOf({ ...before, name: terms.name, logoUrl, config }));
      if (!unchanged) {
        try {
          // The saved row (not a re-read on db, which would wait on the transaction) is what the audit shows.
          await app.db.transaction(async (tx) => {
            const saved = await app.productsRepository.saveVersion(
              merchantId,
              { code: before.code, name: terms.name, logoUrl, config },
              tx,
            );
            await audit.append(
              {
                actor,
                action: 'config.product.save',
                target: `product:${id}`,
                before: { versionId: before.versionId, ...termsOf(before) },
                after: { versionId: saved.versionId, ...termsOf(saved) },
              },
              tx,
            );
          });
        } catch (e) {
          if (e instanceof ProductRefused) throw new AppError(ErrorCode.invalidRequest, e.message);
          throw e;
        }
      }
      const after = await product(merchantId, id);
      const usage = await app.productsRepository.usage(merchantId);
      return presentProduct(after, (await app.clock.show()).businessDate, usage.get(id));
    },

    /** A withdrawn product leaves the borrower's lists and takes no new applications; its orders go on. */
    async setProductActive(actor: string, id: number, isActive: boolean) {
      const merchantId = await lender();
      const before = await product(merchantId, id);
      if (before.isActive !== isActive) {
        await app.db.transaction(async (tx) => {
          await app.productsRepository.setActive(merchantId, id, isActive, tx);
          await audit.append(
            {
              actor,
              action: isActive ? 'config.product.activate' : 'config.product.deactivate',
              target: `product:${id}`,
              before: { isActive: before.isActive },
              after: { isActive },
            },
            tx,
          );
        });
      }
      return { id, isActive };
    },

    // ─── Payment channels and instructions ───

    async listChannels(): Promise<ConsoleChannel[]> {
      const merchantId = await lender();
      const guides = await app.paymentChannelsRepository.guides(merchantId);
      return (await app.paymentChannelsRepository.listAll(merchantId)).map((c) => ({
        ...channelOf(c),
        guides: guides.filter((g) => g.channelNumber === c.channelNumber).map(guideOf),
      }));
    },

    async saveChannel(
      actor: string,
      id: number,
      input: { name: string; logoUrl: string; sort: number; isActive: boolean },
    ) {
      const merchantId = await lender();
      const before = await app.paymentChannelsRepository.find(merchantId, id);
      if (!before) throw notFound('payment channel');
      if (before.isActive && !input.isActive && ONLINE_KINDS.includes(before.kind)) {
        const others = (await app.paymentChannelsRepository.list(merchantId)).filter(
          (c) => c.id !== id && ONLINE_KINDS.includes(c.kind),
        );
        if (others.length === 0)
          throw invalid(
            'isActive',
            'keep at least one bank or e-wallet channel active: online repayment sends borrowers to one',
          );
      }
      const after = await app.db.transaction(async (tx) => {
        const row = await app.paymentChannelsRepository.update(merchantId, id, input, tx);
        if (!row) throw notFound('payment channel');
        await audit.append(
          {
            actor,
            action: 'config.channel.save',
            target: `payment_channel:${id}`,
            before: channelOf(before),
            after: channelOf(row),
          },
          tx,
        );
        return row;
      });
      return channelOf(after);
    },

    /** Adds (guideId null) or edits a payment instruction of a channel; its steps keep their order. */
    async saveGuide(actor: string, channelId: number, guideId: number | null, input: ConsoleGuideInput) {
      const merchantId = await lender();
      const channel = await app.paymentChannelsRepository.find(merchantId, channelId);
      if (!channel) throw notFound('payment channel');
      const clash = () => conflict(`name: ${channel.name} already has an instruction called "${input.name}"`);
      if (guideId === null) {
        const row = await app.db.transaction(async (tx) => {
          const inserted = await app.paymentChannelsRepository.insertGuide(
            { merchantId, channelNumber: channel.channelNumber, ...input },
            tx,
          );
          if (!inserted) throw clash();
          await audit.append(
            {
              actor,
              action: 'config.guide.save',
              target: `payment_guide:${inserted.id}`,
              before: null,
              after: guideOf(inserted),
            },
            tx,
          );
          return inserted;
        });
        return guideOf(row);
      }
      const before = await app.paymentChannelsRepository.findGuide(merchantId, guideId);
      if (!before || before.channelNumber !== channel.channelNumber) throw notFound('payment instruction');
      const row = await app.db.transaction(async (tx) => {
        const updated = await app.paymentChannelsRepository.updateGuide(merchantId, guideId, input, tx);
        if (!updated) throw clash();
        await audit.append(
          {
            actor,
            action: 'config.guide.save',
            target: `payment_guide:${guideId}`,
            before: guideOf(before),
            after: guideOf(updated),
          },
          tx,
        );
        return updated;
      });
      return guideOf(row);
    },

    async deleteGuide(actor: string, guideId: number) {
      const merchantId = await lender();
      await app.db.transaction(async (tx) => {
        const row = await app.paymentChannelsRepository.deleteGuide(merchantId, guideId, tx);
        if (!row) throw notFound('payment instruction');
        await audit.append(
          {
            actor,
            action: 'config.guide.delete',
            target: `payment_guide:${guideId}`,
            before: guideOf(row),
            after: null,
          },
          tx,
        );
      });
      return { id: guideId };
    },

    // ─── Bank form definitions ───

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

    // ─── Complaint types ───

    async listComplaintTypes(): Promise<ConsoleComplaintType[]> {
      return complaintTypeTree(await lender());
    },

    async createComplaintType(
      actor: string,
      input: { parentValue: number | null; value?: number; title: string; sort: number },
    ) {
      const merchantId = await lender();
      const rows = await app.complaintsRepository.types(merchantId);
      if (input.parentValue !== null) {
        if (input.parentValue !== COLLECTION_PROBLEM_TYPE)
          throw invalid(
            'parentValue',
            `only the collection type (${COLLECTION_PROBLEM_TYPE}) has sub-types in the borrower app`,
          );
        if (!rows.some((r) => r.parentValue === null && r.value === input.parentValue))
          throw invalid('parentValue', 'no such top-level type');
      }
      const level = rows.filter((r) => r.parentValue === input.parentValue);
      const value = input.value ?? Math.max(0, ...level.map((r) => r.value)) + 1;
      const same = level.find((r) => r.value === value);
      if (same) throw conflict(`value: ${value} is already "${same.title}" at this level`);
      return app.db.transaction(async (tx) => {
        const row = await app.complaintsRepository.insertType(
          { merchantId, parentValue: input.parentValue, value, title: input.title, sort: input.sort },
          tx,
        );
        const after = { value: row.value, parentValue: row.parentValue, title: row.title, sort: row.sort };
        await audit.append(
          { actor, action: 'config.complaint_type.save', target: `complaint_type:${row.id}`, before: null, after },
          tx,
        );
        return { id: row.id, ...after };
      });
    },

    /** Title and order only: complaints keep their type by value, so a value never changes. */
    async updateComplaintType(actor: string, id: number, input: { title: string; sort: number }) {
      const merchantId = await lender();
      const before = await app.complaintsRepository.findType(merchantId, id);
      if (!before) throw notFound('complaint type');
      const row = await app.db.transaction(async (tx) => {
        const updated = (await app.complaintsRepository.updateType(merchantId, id, input, tx))!;
        await audit.append(
          {
            actor,
            action: 'config.complaint_type.save',
            target: `complaint_type:${id}`,
            before: { title: before.title, sort: before.sort },
            after: { title: updated.title, sort: updated.sort },
          },
          tx,
        );
        return updated;
      });
      return { id, value: row.value, parentValue: row.parentValue, title: row.title, sort: row.sort };
    },

    /** Refused while complaints use the type (their history would lose it), while it has sub-types, and for the collection type. */
    async deleteComplaintType(actor: string, id: number) {
      const merchantId = await lender();
      const before = await app.complaintsRepository.findType(merchantId, id);
      if (!before) throw notFound('complaint type');
      const tree = await complaintTypeTree(merchantId);
      const node =
        before.parentValue === null
          ? tree.find((t) => t.id === id)
          : tree.flatMap((t) => t.children).find((t) => t.id === id);
      const used = node?.complaintCount ?? 0;
      if (used > 0)
        throw conflict(
          `"${before.title}" is used by ${used} complaint${used === 1 ? '' : 's'}; it cannot be deleted (their history would lose its type), rename it instead`,
        );
      if (node && node.children.length > 0)
        throw conflict(`"${before.title}" has ${node.children.length} sub-types; delete them first`);
      if (before.parentValue === null && before.value === COLLECTION_PROBLEM_TYPE)
        throw conflict(
          `"${before.title}" is the collection type the borrower app builds its sub-types and overdue rule on; it cannot be deleted`,
        );
      await app.db.transaction(async (tx) => {
        await app.complaintsRepository.deleteType(merchantId, id, tx);
        await audit.append(
          {
            actor,
            action: 'config.complaint_type.delete',
            target: `complaint_type:${id}`,
            before: { value: before.value, parentValue: before.parentValue, title: before.title, sort: before.sort },
            after: null,
          },
          tx,
        );
      });
      return { id };
    },

    // ─── Contact info ───

    async contactInfo(): Promise<ConsoleContactInfo | null> {
      const row = await app.contactInfoRepository.forMerchant(await lender());
      return row
        ? {
            email: row.email,
            messagingAccount: row.messagingAccount,
            telephone: row.telephone,
            updatedAt: row.updatedAt.toISOString(),
          }
        : null;
    },

    async saveContactInfo(
      actor: string,
      input: { email: string; messagingAccount: string; telephone: string },
    ): Promise<ConsoleContactInfo> {
      const merchantId = await lender();
      const before = await app.contactInfoRepository.forMerchant(merchantId);
      const pick = (r: { email: string; messagingAccount: string; telephone: string }) => ({
        email: r.email,
        messagingAccount: r.messagingAccount,
        telephone: r.telephone,
      });
      const row = await app.db.transaction(async (tx) => {
        const saved = await app.contactInfoRepository.save(merchantId, input, tx);
        await audit.append(
          {
            actor,
            action: 'config.contact_info.save',
            target: `contact_info:${merchantId}`,
            before: before ? pick(before) : null,
            after: pick(saved),
          },
          tx,
        );
        return saved;
      });
      return { ...pick(row), updatedAt: row.updatedAt.toISOString() };
    },
  };
}

export type ConfigActions = ReturnType<typeof createConfigActions>;

declare module 'fastify' {
  interface FastifyInstance {
    configActions: ConfigActions;
  }
}

export default fp(
  async (app) => {
    app.decorate('configActions', createConfigActions(app));
  },
  {
    name: 'configActions',
    dependencies: [
      'auditRepository',
      'usersRepository',
      'clock',
      'productsRepository',
      'paymentChannelsRepository',
      'bankRepository',
      'complaintsRepository',
      'contactInfoRepository',
    ],
  },
);
