// Daily journals that never change once their business day is closed (decision 115). The close of
// business closes every day before the one it runs for: the day's journal is rendered, kept byte for byte
// with its SHA-256 in journal_days, and from then on a trigger posts anything dated on or before it on the
// first open day (journal_entries.posted_on, migration 0050; books_postings.posted_on, migration 0055). The
// day's journal carries the loans' entries and the company's own postings (decision 116). The export of a
// closed day is the kept file.
import { createHash } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { glAccounts, glMappings, journalDays } from '../db/schema.js';
import { addDays } from '../domain/calendar.js';
import {
  DAILY_RUN_KINDS,
  UNMAPPED,
  companyWords,
  journalCsv,
  type BooksPostingKind,
  type GlAccount,
  type JournalSource,
} from '../domain/books/books.js';

type Executor = Database | Transaction;
type Rows<T> = { rows: T[] };

/** The date an entry's journal carries it on: its business date, or the open day it was posted on when late. */
export const POSTED_ON = sql.raw('coalesce(e.posted_on, e.business_date)');
/** The same for a posting of the company's journal (books_postings as b; migration 0055). */
export const BOOKS_POSTED_ON = sql.raw('coalesce(b.posted_on, b.business_date)');

/** The chart of accounts and its mapping (inside a transaction, read through it: PGlite has one connection). */
export async function readChart(
  ex: Executor,
): Promise<{ accounts: GlAccount[]; mapping: Map<string, string>; updatedBy: Map<string, string> }> {
  const accounts = await ex.select().from(glAccounts).orderBy(asc(glAccounts.code));
  const maps = await ex.select().from(glMappings);
  return {
    accounts,
    mapping: new Map(maps.map((m) => [m.ledgerAccount, m.glCode])),
    updatedBy: new Map(maps.map((m) => [m.ledgerAccount, m.updatedBy])),
  };
}

/** The memo the month guard (decision 065) leaves on an entry it moved out of a closed month. */
const CLOSED_MONTH_MEMO = /\[correction for (\d{4}-\d{2}-\d{2}), a closed period\]/;

/**
 * The lines of the journals posted on each date from..through (one read for a close that catches up
 * many days), each in a fixed order (by the first entry behind a line, then account code): an entry's
 * lines per general-ledger account, the daily run's kinds summed per kind and value date.
 */
export async function journalSourcesByDay(
  ex: Executor,
  from: string,
  through: string,
): Promise<Map<string, JournalSource[]>> {
  const daily = sql.raw(`(${DAILY_RUN_KINDS.map((k) => `'${k}'`).join(', ')})`);
  const r = (await ex.execute(sql`
    select ${POSTED_ON}::text as posted_on, e.kind, l.account,
      case when e.kind in ${daily} then null else o.order_no end as order_no,
      case when e.kind in ${daily} then null else e.reference end as reference,
      case when e.kind in ${daily} then null else e.memo end as memo,
      e.business_date::text as value_date,
      count(distinct e.order_id)::int as loans,
      min(e.id)::bigint::text as first_id,
      coalesce(sum(l.amount_cents) filter (where l.amount_cents > 0), 0)::bigint::text as debit,
      coalesce(-sum(l.amount_cents) filter (where l.amount_cents < 0), 0)::bigint::text as credit
    from journal_entries e join journal_lines l on l.entry_id = e.id join orders o on o.id = e.order_id
    where ${POSTED_ON} between ${from}::date and ${through}::date
    group by ${POSTED_ON}, e.kind, l.account, e.business_date,
      case when e.kind in ${daily} then null else e.id end,
      case when e.kind in ${daily} then null else o.order_no end,
      case when e.kind in ${daily} then null else e.reference end,
      case when e.kind in ${daily} then null else e.memo end`)) as unknown as Rows<{
    posted_on: string;
    kind: string;
    account: string;
    order_no: string | null;
    reference: string | null;
    memo: string | null;
    value_date: string;
    loans: number;
    first_id: string;
    debit: string;
    credit: string;
  }>;
  const { accounts, mapping } = await readChart(ex);
  // Ledger accounts that map to one general-ledger account become one line of that entry.
  const merged = new Map<string, JournalSource & { postedOn: string; firstId: number }>();
  for (const x of r.rows) {
    const code = mapping.get(x.account) ?? UNMAPPED.code;
    const key = `${x.posted_on}|${x.order_no === null ? `${x.kind}|${x.value_date}` : x.first_id}|${code}`;
    const line = merged.get(key) ?? {
      postedOn: x.posted_on,
      code,
      name: accounts.find((a) => a.code === code)?.name ?? UNMAPPED.name,
      kind: x.kind,
      orderNo: x.order_no,
      reference: x.reference,
      valueDate: x.memo?.match(CLOSED_MONTH_MEMO)?.[1] ?? x.value_date,
      loans: 0,
      debitCents: 0,
      creditCents: 0,
      firstId: Number(x.first_id),
    };
    line.firstId = Math.min(line.firstId, Number(x.first_id));
    line.loans = Math.max(line.loans, Number(x.loans));
    line.debitCents += Number(x.debit);
    line.creditCents += Number(x.credit);
    merged.set(key, line);
  }
  const byDay = new Map<string, JournalSource[]>();
  const add = (postedOn: string, line: JournalSource) => {
    const day = byDay.get(postedOn) ?? [];
    day.push(line);
    byDay.set(postedOn, day);
  };
  for (const { postedOn, firstId: _, ...line } of [...merged.values()].sort(
    (a, b) => a.firstId - b.firstId || a.code.localeCompare(b.code),
  ))
    add(postedOn, line);
  // Then the company's journal (decision 116), a posting after another, each in words.
  for (const [postedOn, lines] of await companySourcesByDay(ex, from, through, accounts, mapping))
    for (const line of lines) add(postedOn, line);
  return byDay;
}

/**
 * The company journal's lines posted on each date from..through, by posting: its debit and its credit
 * account as general-ledger lines (one line with both when the two map to the same account).
 */
async function companySourcesByDay(
  ex: Executor,
  from: string,
  through: string,
  accounts: readonly GlAccount[],
  mapping: ReadonlyMap<string, string>,
): Promise<Map<string, JournalSource[]>> {
  const r = (await ex.execute(sql`
    select ${BOOKS_POSTED_ON}::text as posted_on, b.kind, b.reference, b.memo, b.business_date::text as value_date,
      b.debit_account, b.credit_account, b.amount_cents::bigint::text as amount,
      f.bank_reference, i.file_name
    from books_postings b
      left join fundings f on b.kind = 'funding' and b.reference = 'funding:' || f.id::text
      left join settlement_imports i on b.kind = 'settlement' and split_part(b.reference, ':', 2) = i.id::text
    where ${BOOKS_POSTED_ON} between ${from}::date and ${through}::date
    order by b.id`)) as unknown as Rows<{
    posted_on: string;
    kind: BooksPostingKind;
    reference: string;
    memo: string;
    value_date: string;
    debit_account: string;
    credit_account: string;
    amount: string;
    bank_reference: string | null;
    file_name: string | null;
  }>;
  const byDay = new Map<string, JournalSource[]>();
  for (const x of r.rows) {
    const valueDate = x.memo.match(CLOSED_MONTH_MEMO)?.[1] ?? x.value_date;
    const company = companyWords(
      {
        kind: x.kind,
        reference: x.reference,
        debitAccount: x.debit_account,
        creditAccount: x.credit_account,
        valueDate,
        bankReference: x.bank_reference,
        fileName: x.file_name,
      },
      x.posted_on,
    );
    const amount = Number(x.amount);
    const lines: JournalSource[] = [];
    for (const [account, debitCents, creditCents] of [
      [x.debit_account, amount, 0],
      [x.credit_account, 0, amount],
    ] as const) {
      const code = mapping.get(account) ?? UNMAPPED.code;
      const same = lines.find((l) => l.code === code);
      if (same) {
        same.debitCents += debitCents;
        same.creditCents += creditCents;
        continue;
      }
      lines.push({
        code,
        name: accounts.find((a) => a.code === code)?.name ?? UNMAPPED.name,
        kind: x.kind,
        orderNo: null,
        reference: x.reference,
        valueDate,
        loans: 0,
        debitCents,
        creditCents,
        company,
      });
    }
    byDay.set(x.posted_on, [...(byDay.get(x.posted_on) ?? []), ...lines]);
  }
  return byDay;
}

/** The lines of the journal posted on one date (see journalSourcesByDay). */
export const journalSources = async (ex: Executor, date: string): Promise<JournalSource[]> =>
  (await journalSourcesByDay(ex, date, date)).get(date) ?? [];

/** A closed day's kept journal, or null while the day is open. */
export async function closedJournal(ex: Executor, date: string) {
  const [day] = await ex.select().from(journalDays).where(eq(journalDays.businessDate, date));
  return day ?? null;
}

/** The last closed business day, or null before the first close. */
export async function closedThrough(ex: Executor): Promise<string | null> {
  const [day] = await ex
    .select({ d: journalDays.businessDate })
    .from(journalDays)
    .orderBy(desc(journalDays.businessDate))
    .limit(1);
  return day?.d ?? null;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Closes every business day through `through` not closed yet (from the first posting's date on the first
 * close), keeping each day's journal. Returns the dates closed. Safe to re-run and with two servers: a day
 * is closed once (primary key), and journal_days_lock holds postings off until the close commits.
 */
export async function closeJournalDays(db: Database, through: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    // First the lock, then the reads: a posting still in flight commits into its day before it is read.
    await tx.execute(sql`select journal_days_lock()`);
    const last = await closedThrough(tx);
    let from = last === null ? null : addDays(last, 1);
    if (from === null) {
      // The first posting of either journal (a funding may come before the first loan).
      const first = (await tx.execute(
        sql`select least(
          (select min(coalesce(posted_on, business_date)) from journal_entries),
          (select min(coalesce(posted_on, business_date)) from books_postings))::text as d`,
      )) as unknown as Rows<{ d: string | null }>;
      from = first.rows[0]?.d ?? null;
    }
    if (from === null || from > through) return [];
    const days: (typeof journalDays.$inferInsert)[] = [];
    const byDay = await journalSourcesByDay(tx, from, through);
    for (let d = from; d <= through; d = addDays(d, 1)) {
      const csv = journalCsv(d, byDay.get(d) ?? []);
      days.push({ businessDate: d, lines: csv.split('\r\n').length - 2, csv, csvSha256: sha256(csv) });
    }
    // One statement: its trigger rewrites the posting-date trigger once, to the last of these days.
    await tx.insert(journalDays).values(days);
    return days.map((d) => d.businessDate);
  });
}
