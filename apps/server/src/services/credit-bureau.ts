// Monthly credit data for the Credit Information Corporation (RA 9510, decision 119). The compliance officer
// generates a month's file from the database — subjects from their certify identity, every contract open at
// some point in the month with its status at month end, and the month's installment payments — reads what
// validation names, downloads it, marks it submitted, and generates a correction of a submitted month. Each
// step is audited with its actor in the same transaction. The file is sealed at rest: it carries ID and
// mobile numbers, which never reach a log or a URL.
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CicOverview, CicSubmissionView } from '@lendwell/contracts';
import {
  cicCorrectionRefusal,
  cicMonthState,
  buildCicExtract,
  cicMonth,
  contractStatusAt,
  monthOf,
  paymentsIn,
  previousMonth,
  type ContractFacts,
  type PaymentFacts,
  type SubjectFacts,
} from '../domain/compliance/cic-extract.js';
import {
  CONTRACT_STATUS_WORDS,
  cicFile,
  problemSentence,
  validateCicRecords,
} from '../domain/compliance/cic-layout.js';
import { addDays } from '../domain/calendar.js';
import { installmentSchedule, statusOn, totalOwed } from '../domain/loan/loan.js';
import { cicSubmissions, kycProfiles, loanWriteOffs, orders, users } from '../db/schema.js';
import { decryptJson, encryptJson } from '../lib/field-crypto.js';
import { conflictOn, invalid, notFound } from '../lib/errors.js';

type SubmissionRow = typeof cicSubmissions.$inferSelect;

/** How many ended months the screen lists. */
const MONTHS_SHOWN = 6;

export function createCreditBureau(
  app: Pick<
    FastifyInstance,
    'db' | 'ordersRepository' | 'productsRepository' | 'auditRepository' | 'clock' | 'secrets' | 'config'
  >,
) {
  const { db, auditRepository: audit } = app;

  function view(row: SubmissionRow): CicSubmissionView {
    return {
      id: row.id,
      month: row.month,
      dueOn: cicMonth(row.month).dueOn,
      version: row.version,
      correction: row.correctsId !== null,
      correctionReason: row.correctionReason,
      status: row.status as CicSubmissionView['status'],
      fileSha256: row.fileSha256,
      subjectCount: row.subjectCount,
      contractCount: row.contractCount,
      installmentCount: row.installmentCount,
      contractsByStatus: row.contractsByStatus,
      problems: row.problems.map((p) => ({ ...p, sentence: problemSentence(p) })),
      generatedBy: row.generatedBy,
      generatedAt: row.generatedAt.toISOString(),
      submittedBy: row.submittedBy,
      submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
    };
  }

  const today = async () => (await app.clock.show()).businessDate;

  /** The identity of each borrower, as certify saved it; the ID number unsealed for the file only. */
  async function subjectsOf(userIds: number[]): Promise<SubjectFacts[]> {
    if (userIds.length === 0) return [];
    const rows = await db
      .select({ id: users.id, phone: users.phone, kyc: kycProfiles })
      .from(users)
      .leftJoin(kycProfiles, eq(kycProfiles.userId, users.id))
      .where(inArray(users.id, userIds))
      .orderBy(asc(users.id));
    return rows.map(({ id, phone, kyc }) => {
      let idNumber: string | null = null;
      if (kyc?.idNumberEncrypted) {
        try {
          idNumber = decryptJson<{ idNumber: string }>(app.secrets.appSecret, kyc.idNumberEncrypted).idNumber;
        } catch {
          // A number sealed under a rotated secret reads as missing, and validation names it.
          idNumber = null;
        }
      }
      return {
        userId: id,
        fullName: kyc?.basic?.fullName ?? null,
        birthDate: kyc?.basic?.birthDate ?? null,
        sex: kyc?.basic?.sex ?? null,
        civilStatus: kyc?.basic?.civilStatus ?? null,
        email: kyc?.basic?.email || null,
        street: kyc?.personal?.street ?? null,
        place: kyc?.personal?.place ?? null,
        mobile: phone,
        idType: kyc?.idType ?? null,
        idNumber,
        employer: kyc?.job?.employer || null,
      };
    });
  }

  /** Every contract disbursed by month end and not closed before the month began, as it stood at month end. */
  async function contractsOf(month: string): Promise<{ contracts: ContractFacts[]; payments: PaymentFacts[] }> {
    const { firstDay, lastDay } = cicMonth(month);
    const rows = await db
      .select({ order: orders, writtenOffOn: loanWriteOffs.businessDate })
      .from(orders)
      .leftJoin(loanWriteOffs, eq(loanWriteOffs.orderId, orders.id))
      .where(
        and(
          isNotNull(orders.disbursedOn),
          lte(orders.disbursedOn, lastDay),
          or(isNull(orders.settledOn), gte(orders.settledOn, firstDay)),
          or(isNull(loanWriteOffs.businessDate), gte(loanWriteOffs.businessDate, firstDay)),
        ),
      )
      .orderBy(asc(orders.orderNo));
    const facts: ContractFacts[] = [];
    const paid: PaymentFacts[] = [];
    for (const { order, writtenOffOn } of rows) {
      const product = await app.productsRepository.findVersion(order.productVersionId);
      if (!product) throw new Error(`product version ${order.productVersionId} missing`);
      const full = await app.ordersRepository.loadState(db, order, product);
      // The ledger as it stood at month end: later entries are next month's news.
      const state = { ...full, entries: full.entries.filter((e) => e.businessDate <= lastDay) };
      const schedule = installmentSchedule(state, lastDay);
      const overdue = schedule.filter((r) => r.progress === 'overdue');
      const first = state.installments[0];
      facts.push({
        orderNo: order.orderNo,
        userId: order.userId,
        disbursedOn: order.disbursedOn!,
        // The contract's own end, as agreed: a payoff or a rollover moves the schedule, not the contract.
        plannedEndOn: addDays(order.disbursedOn!, order.periods * order.periodDays),
        principalCents: order.principalCents,
        periods: order.periods,
        periodDays: order.periodDays,
        installmentCents: first ? first.principalCents + first.interestCents + first.feeCents : 0,
        nextPaymentOn: schedule.find((r) => r.owedCents > 0 && r.progress !== 'overdue')?.dueOn ?? null,
        outstandingCents: totalOwed(state),
        overdueInstallments: overdue.length,
        overdueCents: overdue.reduce((n, r) => n + r.owedCents, 0),
        daysPastDue: statusOn(state, lastDay).daysPastDue,
        // A rollover or a hardship plan's new schedule (decision 128) makes the contract restructured.
        rolloversByMonthEnd: state.entries.filter((e) => e.kind === 'rollover_fee' || e.kind === 'reschedule').length,
        settledOn: order.settledOn,
        writtenOffOn,
      });
      paid.push(...paymentsIn(order.orderNo, state.entries, firstDay));
    }
    return { contracts: facts, payments: paid };
  }

  async function rowsOf(month: string) {
    return db
      .select()
      .from(cicSubmissions)
      .where(eq(cicSubmissions.month, month))
      .orderBy(desc(cicSubmissions.version));
  }

  async function find(id: number): Promise<SubmissionRow> {
    const [row] = await db.select().from(cicSubmissions).where(eq(cicSubmissions.id, id));
    if (!row) throw notFound('CIC submission');
    return row;
  }

  /** Builds, validates, seals and stores a month's file; `corrects` is the submitted version it replaces. */
  async function create(
    actor: string,
    month: string,
    corrects: { row: SubmissionRow; reason: string } | null,
  ): Promise<CicSubmissionView> {
    const { contracts, payments: monthPayments } = await contractsOf(month);
    const userIds = [...new Set(contracts.map((c) => c.userId))];
    const extract = buildCicExtract({
      month,
      providerCode: app.config.cicProviderCode,
      correction: corrects !== null,
      subjects: await subjectsOf(userIds),
      contracts,
      payments: monthPayments,
    });
    const problems = validateCicRecords(extract.records);
    const content = cicFile(extract.records.map((r) => r.record));
    const { lastDay } = cicMonth(month);
    const contractsByStatus: Record<string, number> = {};
    for (const c of contracts) {
      const word = CONTRACT_STATUS_WORDS[contractStatusAt(c, lastDay).status];
      contractsByStatus[word] = (contractsByStatus[word] ?? 0) + 1;
    }
    const fileSha256 = createHash('sha256').update(content, 'utf8').digest('hex');
    return db.transaction(async (tx) => {
      const [latest] = await tx
        .select({ version: cicSubmissions.version })
        .from(cicSubmissions)
        .where(eq(cicSubmissions.month, month))
        .orderBy(desc(cicSubmissions.version))
        .limit(1);
      // Earlier files of the month not yet submitted are replaced by this one.
      await tx
        .update(cicSubmissions)
        .set({ status: 'corrected' })
        .where(and(eq(cicSubmissions.month, month), eq(cicSubmissions.status, 'generated')));
      if (corrects)
        await tx.update(cicSubmissions).set({ status: 'corrected' }).where(eq(cicSubmissions.id, corrects.row.id));
      const [row] = await tx
        .insert(cicSubmissions)
        .values({
          month,
          version: (latest?.version ?? 0) + 1,
          correctsId: corrects?.row.id ?? null,
          correctionReason: corrects?.reason ?? null,
          status: 'generated',
          fileSha256,
          contentSealed: encryptJson(app.secrets.appSecret, { content }),
          subjectCount: extract.counts.subjects,
          contractCount: extract.counts.contracts,
          installmentCount: extract.counts.installments,
          contractsByStatus,
          problems,
          generatedBy: actor,
        })
        .returning();
      const after = {
        month,
        version: row!.version,
        fileSha256,
        ...extract.counts,
        problems: problems.length,
        ...(corrects ? { corrects: corrects.row.version, reason: corrects.reason } : {}),
      };
      await audit.append(
        { actor, action: corrects ? 'cic.correct' : 'cic.generate', target: `cic:${month}`, after },
        tx,
      );
      return view(row!);
    });
  }

  return {
    /** The last ended months, each with its due date, state and submissions. */
    async overview(): Promise<CicOverview> {
      const businessDate = await today();
      const months: string[] = [];
      let month = previousMonth(monthOf(businessDate));
      for (let i = 0; i < MONTHS_SHOWN; i += 1, month = previousMonth(month)) months.push(month);
      const rows = await db
        .select()
        .from(cicSubmissions)
        .where(inArray(cicSubmissions.month, months))
        .orderBy(desc(cicSubmissions.version));
      return {
        businessDate,
        months: months.map((m) => {
          const submissions = rows.filter((r) => r.month === m).map(view);
          const { dueOn } = cicMonth(m);
          const state = cicMonthState(submissions, dueOn, businessDate);
          return { month: m, dueOn, state, submissions };
        }),
      };
    },

    /** Generates a month's file; refused for a month not yet ended, or one already submitted (correct it instead). */
    async generate(actor: string, month: string): Promise<CicSubmissionView> {
      if (month >= monthOf(await today())) throw invalid('month', 'must be a month that has ended');
      if ((await rowsOf(month)).some((r) => r.status === 'submitted'))
        throw conflictOn('month', 'was submitted already: generate a correction of it instead');
      return create(actor, month, null);
    },

    /** Generates a correction of a submitted file: a new version flagged as a correction, with the reason. */
    async correct(actor: string, id: number, reason: string): Promise<CicSubmissionView> {
      const row = await find(id);
      const refusal = cicCorrectionRefusal(row.status);
      if (refusal) throw conflictOn('id', refusal);
      return create(actor, row.month, { row, reason });
    },

    /** The file as generated, for the officer to upload to the CIC; audited, since it carries personal data. */
    async download(actor: string, id: number): Promise<{ fileName: string; content: string }> {
      const row = await find(id);
      const { content } = decryptJson<{ content: string }>(app.secrets.appSecret, row.contentSealed);
      await audit.append({
        actor,
        action: 'cic.download',
        target: `cic:${row.month}`,
        after: { month: row.month, version: row.version, fileSha256: row.fileSha256 },
      });
      return { fileName: `cic-${app.config.cicProviderCode}-${row.month}-v${row.version}.txt`, content };
    },

    /** Marks the file as submitted to the CIC; refused while validation names a problem, or when already replaced. */
    async markSubmitted(actor: string, id: number): Promise<CicSubmissionView> {
      const row = await find(id);
      if (row.status !== 'generated') throw conflictOn('id', `is ${row.status}: only a generated file is submitted`);
      if (row.problems.length > 0)
        throw conflictOn('id', `has ${row.problems.length} problem(s) to fix before it is submitted`);
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(cicSubmissions)
          .set({ status: 'submitted', submittedBy: actor, submittedAt: new Date() })
          .where(and(eq(cicSubmissions.id, id), eq(cicSubmissions.status, 'generated')))
          .returning();
        if (!updated) throw conflictOn('id', 'changed meanwhile: reload and try again');
        await audit.append(
          {
            actor,
            action: 'cic.submit',
            target: `cic:${row.month}`,
            before: { status: row.status },
            after: { month: row.month, version: row.version, fileSha256: row.fileSha256, status: 'submitted' },
          },
          tx,
        );
        return view(updated);
      });
    },
  };
}

export type CreditBureau = ReturnType<typeof createCreditBureau>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The monthly CIC credit data file (decision 119). */
    creditBureau: CreditBureau;
  }
}

export default fp(
  async (app) => {
    app.decorate('creditBureau', createCreditBureau(app));
  },
  {
    name: 'credit-bureau',
    dependencies: ['ordersRepository', 'productsRepository', 'auditRepository', 'clock', 'secrets'],
  },
);
