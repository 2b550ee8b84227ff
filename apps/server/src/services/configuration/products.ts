// Configuration of products: new terms become a new immutable version; withdrawing one stops new applications.
import type { FastifyInstance } from 'fastify';
import { ErrorCode, type ConsoleProduct, type ConsoleProductTerms } from '@lendwell/contracts';
import type { Transaction } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { productChangeSentence } from '../../domain/approvals/config-changes.js';
import { quote } from '../../domain/loan/quote.js';
import { ProductRefused, productRefusal, type ProductRow } from '../../repositories/products-repository.js';
import { conflict, lenderOf } from './common.js';

/** A save run for an approved proposal (decision 123): the version it was proposed against, and its claim. */
type ProductSaveApproval = { versionId: number; alongside: (tx: Transaction) => Promise<void> };

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
    tagsFil: [...(c.tagsFil ?? [])],
    rangeDescriptionFil: c.rangeDescriptionFil ?? '',
    recommended: c.recommended,
  };
}

/** The version these terms would write: the product's other settings kept, its code unchanged. */
function configWith(before: ProductRow, terms: ConsoleProductTerms) {
  const { logoUrl: _logoUrl, ...rest } = terms;
  return { ...before.config, ...rest, code: before.code };
}

export function createProductActions(app: FastifyInstance) {
  const audit = app.auditRepository;
  const lender = lenderOf(app);

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

  return {
    /**
     * What saving these terms would change, in words (null: nothing), and the version it changes. Terms that
     * break a rule are refused here as at a save, so no proposal waits on a change that could never apply.
     */
    async describeProductChange(id: number, terms: ConsoleProductTerms) {
      const before = await product(await lender(), id);
      const refused = productRefusal(configWith(before, terms));
      if (refused) throw new AppError(ErrorCode.invalidRequest, refused.message);
      return {
        code: before.code,
        versionId: before.versionId,
        sentence: productChangeSentence(before.code, termsOf(before), terms),
      };
    },

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
    async saveProduct(
      actor: string,
      id: number,
      terms: ConsoleProductTerms,
      approval?: ProductSaveApproval,
    ): Promise<ConsoleProduct> {
      const merchantId = await lender();
      const before = await product(merchantId, id);
      // An approval applies the change the checker read, to the version it was worded against.
      if (approval && before.versionId !== approval.versionId)
        throw conflict(`${before.code} has been changed since this was proposed; reject it and propose it again`);
      const { logoUrl } = terms;
      const config = configWith(before, terms);
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
            await approval?.alongside(tx);
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
  };
}
