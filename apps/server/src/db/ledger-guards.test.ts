// The database guards the money (decision 032): journal entries are
// append-only and every entry sums to zero, enforced by triggers on PGlite and PostgreSQL alike;
// on PostgreSQL the app's role cannot alter tables or drop triggers.
import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { build, testDatabaseUrl } from '../test/helper.js';
import { fixtures } from '../routes/payments/test-fixtures.js';
import { assertLeastPrivilege, grantAppRole, openDatabase, type DatabaseHandle } from './client.js';
import { indexedByOrder, orders } from './schema.js';
import { RECOGNITION_ACCOUNTS } from '../domain/loan/accrual.js';
import { stateColumns } from '../repositories/orders-repository.js';

const app = await build();
const { disbursedOrder } = fixtures(app);
const order = await disbursedOrder('09176660001');

const failure = async (run: () => Promise<unknown>): Promise<string> => {
  try {
    await run();
  } catch (error) {
    const e = error as { message: string; cause?: { message?: string } };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
  return 'no error';
};

describe('ledger guards', () => {
  it('refuses to change or remove a posting or an entry', async () => {
    expect(await failure(() => app.db.execute(sql`update journal_lines set amount_cents = amount_cents + 1`))).toMatch(
      /journal_lines is append-only: UPDATE refused/,
    );
    expect(
      await failure(() => app.db.execute(sql`delete from journal_lines where order_id = ${order.orderId}`)),
    ).toMatch(/journal_lines is append-only: DELETE refused/);
    expect(await failure(() => app.db.execute(sql`update journal_entries set memo = 'changed'`))).toMatch(
      /journal_entries is append-only: UPDATE refused/,
    );
    expect(await failure(() => app.db.execute(sql`truncate journal_lines cascade`))).toMatch(/append-only/);
    // The journal names orders without a foreign key per entry (migration 0037): an order stays, with its id.
    expect(await failure(() => app.db.execute(sql`delete from orders where id = ${order.orderId}`))).toMatch(
      /orders are never removed or renumbered \(the journal names them\): DELETE refused/,
    );
    expect(
      await failure(() => app.db.execute(sql`update orders set id = default where id = ${order.orderId}`)),
    ).toMatch(/orders are never removed or renumbered \(the journal names them\): UPDATE refused/);
    expect(
      await failure(() =>
        app.db.execute(sql`
          insert into journal_entries (order_id, kind, business_date, actor)
          values (${order.orderId}, 'adjustment', '2026-01-05', 'test'), (${order.orderId + 1_000_000}, 'adjustment', '2026-01-05', 'test')`),
      ),
    ).toMatch(new RegExp(`journal entry refused: order ${order.orderId + 1_000_000} does not exist`));
  });

  it('refuses an entry whose lines do not sum to zero, and takes a balanced one', async () => {
    const post = (amounts: number[]) =>
      app.db.transaction(async (tx) => {
        const inserted = (await tx.execute(sql`
          insert into journal_entries (order_id, kind, business_date, actor, memo)
          values (${order.orderId}, 'adjustment', '2026-01-05', 'test', 'ledger guard test') returning id`)) as unknown as {
          rows: { id: number }[];
        };
        const entryId = inserted.rows[0]!.id;
        for (const amount of amounts)
          await tx.execute(sql`
            insert into journal_lines (entry_id, order_id, account, amount_cents)
            values (${entryId}, ${order.orderId}, ${amount > 0 ? 'cash' : 'principal'}, ${amount})`);
        return entryId;
      });
    expect(await failure(() => post([1000, -999]))).toMatch(/does not balance: its lines sum to 1 centavos/);
    expect(await failure(() => post([1000]))).toMatch(/does not balance/);
    const entryId = await post([1000, -600, -400]);
    const sum = (await app.db.execute(
      sql`select sum(amount_cents)::int as total from journal_lines where entry_id = ${entryId}`,
    )) as unknown as { rows: { total: number }[] };
    expect(sum.rows[0]!.total).toBe(0);
  });

  // Decision 085: the check runs once per statement; only what a statement leaves unbalanced waits for the commit.
  it('checks a statement of many entries at once, and an entry finished by a later statement at commit', async () => {
    const entries = (tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0], n: number) =>
      tx.execute(sql`
        insert into journal_entries (order_id, kind, business_date, actor, memo)
        select ${order.orderId}, 'adjustment', '2026-01-05', 'test', 'ledger guard test ' || g
        from generate_series(1, ${n}) g returning id`) as unknown as Promise<{ rows: { id: number }[] }>;
    const pending = async () =>
      (
        (await app.db.execute(sql`select count(*)::int as n from journal_balance_checks`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    // Three entries in one statement, the last one centavo out: the whole statement's transaction is refused.
    expect(
      await failure(() =>
        app.db.transaction(async (tx) => {
          const ids = (await entries(tx, 3)).rows.map((r) => Number(r.id));
          await tx.execute(sql`
            insert into journal_lines (entry_id, order_id, account, amount_cents)
            select e.id, ${order.orderId}, v.account, case when e.id = ${ids[2]} and v.account = 'cash' then 501 else v.amount end
            from unnest(${`{${ids.join(',')}}`}::bigint[]) e(id)
            cross join (values ('cash', 500), ('borrower_credit', -500)) v(account, amount)`);
        }),
      ),
    ).toMatch(/does not balance: its lines sum to 1 centavos/);
    // Balanced set-based statements commit and leave nothing to check.
    await app.db.transaction(async (tx) => {
      const ids = (await entries(tx, 3)).rows.map((r) => Number(r.id));
      await tx.execute(sql`
        insert into journal_lines (entry_id, order_id, account, amount_cents)
        select e.id, ${order.orderId}, v.account, v.amount from unnest(${`{${ids.join(',')}}`}::bigint[]) e(id)
        cross join (values ('cash', 500), ('borrower_credit', -500)) v(account, amount)`);
      expect(
        (
          (await tx.execute(sql`select count(*)::int as n from journal_balance_checks`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      ).toBe(0);
    });
    // An entry begun in one statement and finished in the next is taken; the check it waited for is gone.
    const begun = await app.db.transaction(async (tx) => {
      const [id] = (await entries(tx, 1)).rows.map((r) => Number(r.id));
      await tx.execute(sql`insert into journal_lines (entry_id, order_id, account, amount_cents)
                           values (${id}, ${order.orderId}, 'cash', 700)`);
      // What is recorded for the commit may not be rewritten.
      await tx.execute(sql`savepoint s`);
      expect(await failure(() => tx.execute(sql`update journal_balance_checks set entry_ids = '{}'`))).toMatch(
        /journal_balance_checks is append-only: UPDATE refused/,
      );
      await tx.execute(sql`rollback to savepoint s`);
      await tx.execute(sql`insert into journal_lines (entry_id, order_id, account, amount_cents)
                           values (${id}, ${order.orderId}, 'borrower_credit', -700)`);
      return id!;
    });
    expect(begun).toBeGreaterThan(0);
    expect(await pending()).toBe(0);
    // A line added later to an entry already committed balanced is refused: the entry is summed whole.
    expect(
      await failure(() =>
        app.db.execute(sql`insert into journal_lines (entry_id, order_id, account, amount_cents)
                           values (${begun}, ${order.orderId}, 'cash', 5)`),
      ),
    ).toMatch(new RegExp(`journal entry ${begun} does not balance: its lines sum to 5 centavos`));
    expect(await pending()).toBe(0);
    // A line belongs to an existing entry of its own order (checked per statement, migration 0037):
    // another order's entry is refused, and so is an entry that does not exist, even beside good lines.
    const other = await disbursedOrder('09177100003');
    expect(
      await failure(() =>
        app.db.execute(sql`insert into journal_lines (entry_id, order_id, account, amount_cents)
                           values (${begun}, ${other.orderId}, 'cash', 5), (${begun}, ${other.orderId}, 'borrower_credit', -5)`),
      ),
    ).toMatch(new RegExp(`journal line refused: order ${other.orderId} has no journal entry ${begun}`));
    const missing = begun + 1_000_000;
    expect(
      await failure(() =>
        app.db.transaction(async (tx) => {
          const [id] = (await entries(tx, 1)).rows.map((r) => Number(r.id));
          await tx.execute(sql`insert into journal_lines (entry_id, order_id, account, amount_cents)
                               values (${id}, ${order.orderId}, 'cash', 5), (${id}, ${order.orderId}, 'borrower_credit', -5),
                                      (${missing}, ${order.orderId}, 'cash', 5), (${missing}, ${order.orderId}, 'borrower_credit', -5)`);
        }),
      ),
    ).toMatch(new RegExp(`journal line refused: order ${order.orderId} has no journal entry ${missing}`));
    // One entry whose lines name two orders (checked from one aggregate per entry, migration 0040): the
    // order that is not the entry's is named, whichever of the two is the lower.
    for (const [first, second] of [
      [order.orderId, other.orderId],
      [other.orderId, order.orderId],
    ])
      expect(
        await failure(() =>
          app.db.transaction(async (tx) => {
            const [id] = (await entries(tx, 1)).rows.map((r) => Number(r.id));
            await tx.execute(sql`insert into journal_lines (entry_id, order_id, account, amount_cents)
                                 values (${id}, ${first}, 'cash', 5), (${id}, ${second}, 'borrower_credit', -5)`);
          }),
        ),
      ).toMatch(new RegExp(`journal line refused: order ${other.orderId} has no journal entry \\d+`));
    expect(await pending()).toBe(0);
  });

  // Decision 095: the order index leaves out income-recognition lines, and is used only by reads that
  // carry indexedByOrder (a `like` cannot prove the index's predicate); every line is still found by entry.
  it('finds lines by order through the index only with indexedByOrder, and every line by the order entries', async () => {
    const predicate = (await app.db.execute(sql`
      select pg_get_expr(i.indpred, i.indrelid) as p from pg_index i
      where i.indexrelid = 'journal_lines_order_idx'::regclass`)) as unknown as { rows: { p: string }[] };
    for (const account of RECOGNITION_ACCOUNTS) expect(predicate.rows[0]!.p).toContain(account);
    const planOf = (read: SQL) =>
      app.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const plan = (await tx.execute(sql`explain ${read}`)) as unknown as { rows: Record<string, string>[] };
        return plan.rows.map((r) => Object.values(r)[0]).join('\n');
      });
    const owed = sql`select sum(l.amount_cents) from journal_lines l where l.order_id = ${order.orderId} and l.account like 'receivable:%'`;
    expect(await planOf(sql`${owed} and ${indexedByOrder('l')}`)).toContain('journal_lines_order_idx');
    expect(await planOf(owed)).not.toContain('journal_lines_order_idx');
    // A recognition line is in the journal (posted here in a transaction rolled back), found by its entry.
    const found = await app.db
      .transaction(async (tx) => {
        const [entry] = (
          (await tx.execute(sql`insert into journal_entries (order_id, kind, business_date, actor)
            values (${order.orderId}, 'accrual', '2026-01-06', 'test') returning id`)) as unknown as {
            rows: { id: number }[];
          }
        ).rows;
        await tx.execute(sql`insert into journal_lines (entry_id, order_id, account, amount_cents)
          values (${entry!.id}, ${order.orderId}, 'unearned:interest', 7), (${entry!.id}, ${order.orderId}, 'income_earned:interest', -7)`);
        const [state] = (await tx
          .select(stateColumns(sql`${order.orderId}::bigint`))
          .from(orders)
          .where(eq(orders.id, order.orderId))) as { lines: unknown }[];
        const lines = (typeof state!.lines === 'string' ? JSON.parse(state!.lines) : state!.lines) as unknown[][];
        throw new RolledBackWith(
          lines.filter((l) => l[1] === 'unearned:interest' || l[1] === 'income_earned:interest'),
        );
      })
      .catch((e: unknown) => (e instanceof RolledBackWith ? e.value : Promise.reject(e)));
    expect(found).toHaveLength(2);
  });

  // Decisions 115 and 116 (migration 0055): the company's journal keeps a closed day's journal as the loans'
  // journal does. Dated 2019, before anything else this file posts, so the closed day moves nothing else.
  it('posts a company posting dated on a closed day on the first open day, and the close locks both journals', async () => {
    await app.db.execute(
      sql`insert into journal_days (business_date, lines, csv, csv_sha256) values ('2019-06-30', 0, '', '')`,
    );
    const posted = (await app.db.execute(sql`
      insert into books_postings (business_date, kind, debit_account, credit_account, amount_cents, reference, memo, actor)
      values ('2019-06-12', 'funding', 'cash', 'funding:capital', 100, 'funding:guard-late', 'late', 'test'),
        ('2019-07-01', 'funding', 'cash', 'funding:capital', 100, 'funding:guard-open', 'on time', 'test')
      returning reference, posted_on::text as posted_on`)) as unknown as {
      rows: { reference: string; posted_on: string | null }[];
    };
    expect(posted.rows).toEqual([
      { reference: 'funding:guard-late', posted_on: '2019-07-01' },
      { reference: 'funding:guard-open', posted_on: null },
    ]);
    expect(await failure(() => app.db.execute(sql`update books_postings set posted_on = null`))).toMatch(
      /books_postings is append-only: UPDATE refused/,
    );
    const locked = await app.db.transaction(async (tx) => {
      await tx.execute(sql`select journal_days_lock()`);
      const r = (await tx.execute(sql`
        select c.relname from pg_locks l join pg_class c on c.oid = l.relation
        where l.pid = pg_backend_pid() and l.mode = 'ShareRowExclusiveLock' order by c.relname`)) as unknown as {
        rows: { relname: string }[];
      };
      return r.rows.map((x) => x.relname);
    });
    expect(locked).toEqual(['books_postings', 'journal_entries']);
  });
});

class RolledBackWith extends Error {
  constructor(readonly value: unknown[]) {
    super('rolled back');
  }
}

const url = testDatabaseUrl();

describe.skipIf(!url)('the app role on PostgreSQL', () => {
  // A role of this test alone; it is dropped at the end with everything granted to it.
  const role = `lendwell_app_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  let appHandle: DatabaseHandle | undefined;
  const ownerUrl = async () => {
    const r = (await app.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const u = new URL(url!);
    u.pathname = `/${r.rows[0]!.name}`;
    return u;
  };

  afterAll(async () => {
    await appHandle?.close();
    await app.db.execute(sql`drop owned by ${sql.identifier(role)}`);
    await app.db.execute(sql`drop role if exists ${sql.identifier(role)}`);
  });

  it('may read and write rows but not alter tables or drop triggers; the owner may not run the app in production', async () => {
    await app.db.execute(sql.raw(`create role ${role} login password '${password}'`));
    await grantAppRole(app.db, role);
    const u = await ownerUrl();
    u.username = role;
    u.password = password;
    appHandle = await openDatabase({ kind: 'postgres', url: u.toString(), poolSize: 2 });
    const asApp = appHandle.db;

    const rows = (await asApp.execute(sql`select count(*)::int as n from journal_lines`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]!.n).toBeGreaterThan(0);
    await asApp.execute(sql`insert into audit_log (actor, action) values ('test', 'role.check')`);

    expect(await failure(() => asApp.execute(sql`alter table audit_log disable trigger all`))).toMatch(/must be owner/);
    expect(await failure(() => asApp.execute(sql`drop trigger audit_log_no_update_delete on audit_log`))).toMatch(
      /must be owner/,
    );
    expect(await failure(() => asApp.execute(sql`drop trigger journal_lines_balanced on journal_lines`))).toMatch(
      /must be owner/,
    );
    expect(await failure(() => asApp.execute(sql`alter table journal_lines drop column amount_cents`))).toMatch(
      /must be owner/,
    );
    expect(await failure(() => asApp.execute(sql`update journal_lines set amount_cents = 0`))).toMatch(/append-only/);
    expect(await failure(() => asApp.execute(sql`delete from audit_log`))).toMatch(/append-only/);

    // The app role closes a month; the closed-period trigger is rewritten by its owner's function
    // (migration 0037), so an entry the app role then dates in that month lands on the first open day.
    await asApp.execute(
      sql`insert into ledger_periods (month, closed_through, closed_by) values ('2020-01-01', '2020-01-31', 'test')`,
    );
    const moved = await asApp.transaction(async (tx) => {
      const r = (await tx.execute(sql`
        insert into journal_entries (order_id, kind, business_date, actor, memo)
        values (${order.orderId}, 'adjustment', '2020-01-15', 'test', 'late') returning id, business_date::text as d`)) as unknown as {
        rows: { id: number; d: string }[];
      };
      await tx.execute(sql`insert into journal_lines (entry_id, order_id, account, amount_cents)
                           values (${r.rows[0]!.id}, ${order.orderId}, 'cash', 1), (${r.rows[0]!.id}, ${order.orderId}, 'borrower_credit', -1)`);
      return r.rows[0]!;
    });
    expect(moved.d).toBe('2020-02-01');
    expect(await failure(() => asApp.execute(sql`select journal_entries_open_period_sync()`))).toMatch(
      /permission denied/,
    );

    await expect(assertLeastPrivilege(asApp)).resolves.toBeUndefined();
    await expect(assertLeastPrivilege(app.db)).rejects.toThrow(/MIGRATION_DATABASE_URL/);
  });
});
