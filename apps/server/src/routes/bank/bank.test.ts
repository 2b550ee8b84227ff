import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { borrowerSession, build } from '../../test/helper.js';
import { certifyBorrower } from '../../test/certify.js';
import { lastCodeFor } from '../../test/sms-codes.js';

const app = await build();
const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function session(phone: string) {
  const s = await borrowerSession(app, phone);
  return { authorization: `Bearer ${s.sessionId}`, userId: s.userId };
}

async function makatiValue() {
  const res = await app.inject({ method: 'GET', url: '/api/city-options' });
  const { options } = res.json().data as {
    options: {
      label: string;
      value: string;
      children: { value: string; children: { label: string; value: string }[] }[];
    }[];
  };
  const ncr = options.find((r) => r.label.startsWith('NCR'))!;
  const makati = ncr.children[0]!.children.find((c) => c.label === 'Makati City')!;
  return `${ncr.value}|${ncr.children[0]!.value}|${makati.value}`;
}

const bind = (auth: { authorization: string }, body: Record<string, string>, url = '/api/bind-card-new') =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization: auth.authorization, ...form },
    payload: new URLSearchParams(body).toString(),
  });

const sendBindCode = (auth: { authorization: string }) =>
  app.inject({ method: 'POST', url: '/api/bind-card-code', headers: { authorization: auth.authorization } });

describe('bank binding', () => {
  it('answers the form definition with the defaults (card type 1, channel 90006)', async () => {
    const me = await session('09172220001');
    const res = await app.inject({
      method: 'POST',
      url: '/api/card-init',
      headers: { authorization: me.authorization, ...form },
      payload: 'product_id=1',
    });
    const data = res.json().data;
    expect(data).toMatchObject({ cardType: 1, channelNumber: '90006', current: null });
    expect(data.items.map((i: { code: string }) => i.code)).toEqual(
      expect.arrayContaining(['channel', 'bankCode', 'accountNo', 'branchCity', 'walletType', 'walletNo', 'salaryDay']),
    );
    expect(data.items.find((i: { code: string }) => i.code === 'bankCode').note).toContainEqual({
      name: 'BDO Unibank',
      type: 'BDO',
    });
  });

  it('fills the salary day with the pay day of the job step, so the form never asks again (decision 130)', async () => {
    const me = await session('09172220031');
    await certifyBorrower(app, me, { employmentType: 'private', monthlyIncomePesos: '30000' }, '3131-2222-3333-4444');
    const res = await app.inject({
      method: 'POST',
      url: '/api/card-init',
      headers: { authorization: me.authorization },
    });
    expect(res.json().data.items.find((i: { code: string }) => i.code === 'salaryDay').value).toBe('15');
  });

  it('names the field of every rule it breaks', async () => {
    const me = await session('09172220002');
    const city = await makatiValue();
    const good = { cardType: '1', channel: '90006', bankCode: 'BDO', accountNo: '001234567890', branchCity: city };
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...good, bankCode: '' }, /^Bank: is required$/],
      [{ ...good, bankCode: 'NOPE' }, /^Bank: choose one of the options$/],
      [{ ...good, accountNo: '12ab567890' }, /^Account number: digits only$/],
      [{ ...good, accountNo: '123' }, /^Account number: must be 10 to 16 digits$/],
      [
        { ...good, branchCity: '1300000000|1300000000|0000000000' },
        /^Branch city: choose a region, province and city$/,
      ],
      [{ ...good, salaryDay: '32' }, /^Salary day: choose a day from 1 to 31$/],
      [{ ...good, channel: '99999' }, /^Transfer by: choose one of the options$/],
      [{ ...good, cardType: '7' }, /^Account type: is not a known card type$/],
      [
        { cardType: '2', walletType: '90011', walletNo: '12345678901' },
        /^E-wallet mobile number: must be a mobile number/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await bind(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json().detail).toMatch(message);
    }
  });

  it('uses the channel chosen: a PESONet account needs the PESONet bank item, not the InstaPay one', async () => {
    const me = await session('09172220003');
    const city = await makatiValue();
    const res = await bind(me, {
      cardType: '1',
      channel: '90007',
      bankCode: 'BDO',
      accountNo: '001234567890',
      branchCity: city,
    });
    expect(res.json().detail).toMatch(/^Bank: is required/);
    const ok = await bind(me, {
      cardType: '1',
      channel: '90007',
      pesonetBankCode: 'BPI',
      accountNo: '001234567890',
      branchCity: city,
    });
    expect(ok.json()).toMatchObject({ code: 0, data: { masked: '•••• 7890', institution: 'BPI', replaced: false } });
  });

  it('stores the account number sealed, shows it masked, and keeps history on a change', async () => {
    const me = await session('09172220004');
    const city = await makatiValue();
    await bind(me, {
      cardType: '1',
      channel: '90006',
      bankCode: 'BDO',
      accountNo: '005566778899',
      branchCity: city,
      salaryDay: '15',
    });
    // Replacing the account needs the SMS code sent to the borrower's phone.
    const walletChange = { cardType: '2', walletType: '90011', walletNo: '09171112222' };
    const without = await bind(me, walletChange, '/api/bind-card-change');
    expect(without.json()).toMatchObject({
      code: 1001,
      detail: 'verifyCode: enter the code we sent by SMS to confirm the new account',
    });
    // The refusal already sent the code (decision 118), so asking again within the minute is too soon.
    expect((await sendBindCode(me)).statusCode).toBe(429);
    const code = await lastCodeFor(app, '09172220004');
    const wrong = await bind(
      me,
      { ...walletChange, verifyCode: code === '000000' ? '111111' : '000000' },
      '/api/bind-card-change',
    );
    expect(wrong.json().detail).toMatch(/^verifyCode: enter the correct verification code \(4 attempts left\)$/);
    const change = await bind(me, { ...walletChange, verifyCode: code }, '/api/bind-card-change');
    expect(change.json().data).toMatchObject({ masked: '•••• 2222', institution: '90011', replaced: true });

    const init = (
      await app.inject({ method: 'POST', url: '/api/card-init', headers: { authorization: me.authorization } })
    ).json().data;
    expect(init).toMatchObject({ cardType: 2, current: { masked: '•••• 2222' } });
    expect(init.items.find((i: { code: string }) => i.code === 'walletNo')).toMatchObject({
      value: '',
      masked: '•••• 2222',
    });
    expect(JSON.stringify(init)).not.toContain('09171112222');

    const rows = await app.db.execute(
      sql`select secrets_encrypted, fields::text, is_current from bank_accounts where user_id = ${Number(me.userId)} order by id`,
    );
    const list = (rows as unknown as { rows: { secrets_encrypted: string; fields: string; is_current: boolean }[] })
      .rows;
    expect(list.map((r) => r.is_current)).toEqual([false, true]);
    expect(JSON.stringify(list)).not.toContain('005566778899');
    expect(JSON.stringify(list)).not.toContain('09171112222');
    expect(app.logs.join('\n')).not.toContain('005566778899');
  });

  it("refuses an account bound by another borrower, and never shows one borrower's account to another", async () => {
    const a = await session('09172220005');
    const b = await session('09172220006');
    const city = await makatiValue();
    await bind(a, { cardType: '1', channel: '90006', bankCode: 'BDO', accountNo: '009988776655', branchCity: city });
    const dup = await bind(b, {
      cardType: '1',
      channel: '90006',
      bankCode: 'BDO',
      accountNo: '009988776655',
      branchCity: city,
    });
    // The refusal does not say another borrower has it.
    expect(dup.json()).toMatchObject({
      code: 1001,
      message: 'Account number: this account cannot be used. Please enter another account or contact customer service.',
      field: 'accountNo',
      detail: 'accountNo: this account cannot be used; please enter another account or contact customer service',
    });
    expect(dup.body).not.toMatch(/another borrower|already bound/);
    const seen = (
      await app.inject({ method: 'POST', url: '/api/card-init', headers: { authorization: b.authorization } })
    ).json().data;
    expect(seen.current).toBeNull();
    const other = await app.inject({
      method: 'POST',
      url: `/api/card-init?userId=${a.userId}`,
      headers: { authorization: b.authorization },
    });
    expect(other.statusCode).toBe(404);
  });

  it('limits binding tries per borrower, so account numbers cannot be probed', async () => {
    const me = await session('09172220007');
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        (await bind(me, { cardType: '2', walletType: '90011', walletNo: `0917111${String(3000 + i)}` })).statusCode,
      );
    // The first binds; the rest need a code (a 200 refusal, decision 118) until the limit of 10 an hour refuses the 11th.
    expect(answers[0]).toBe(200);
    expect(answers.slice(1, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('sends the bind code only to a signed-in borrower, at most 5 in the window', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/bind-card-code' })).statusCode).toBe(401);
    const me = await session('09172220008');
    expect((await sendBindCode(me)).statusCode).toBe(200);
    // A resend within a minute is refused by the code's own rule, with a sentence.
    const again = await sendBindCode(me);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please do not resend the code yet/);
  });
});
