// Decision 074: staff decide knowing who the borrower is (name, record in staff words) and
// where the money goes (bank or wallet by name, masked number, holder), and the payout request
// carries the holder's name and e-mail.
import { describe, expect, it, vi } from 'vitest';
import { consoleGet, loginAs, type Staff } from '../../test/console-helper.js';
import { borrowerSession, build } from '../../test/helper.js';
import { fixtures } from '../payments/test-fixtures.js';

const app = await build();
const { adminCall } = fixtures(app);
const get = (staff: Staff, url: string) => consoleGet(app, staff, `/api/console${url}`);

async function borrower(phone: string, fullName: string) {
  const s = await borrowerSession(app, phone);
  const headers = { authorization: `Bearer ${s.sessionId}` };
  const saved = await app.inject({
    method: 'POST',
    url: '/api/host/certify/basic',
    headers,
    payload: { fullName, birthDate: '1990-03-10', sex: 'M', civilStatus: 'single', email: 'juan.luna@example.com' },
  });
  expect(saved.json().message).toBe('success');
  return headers;
}

async function apply(headers: Record<string, string>, amount = 500000) {
  const merchant = await app.usersRepository.resolveMerchant();
  const productId = (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
  const push = await app.inject({
    method: 'POST',
    url: '/api/v3/loan-confirm/loan-detail-push',
    headers,
    payload: { amount, periods: 1, termUnit: 91, productId },
  });
  return push.json().data.orderNo as string;
}

describe('the reviewer sees who is asking, in staff words', () => {
  it('names the borrower, titles the steps for staff, and sums the record from the ledger', async () => {
    await adminCall('POST', '/clock', { date: '2026-01-05' });
    const headers = await borrower('09175551401', 'Juan Luna');
    const first = await apply(headers);
    await adminCall('POST', `/orders/${first}/approve`, {});
    await adminCall('POST', `/orders/${first}/disburse`);
    await vi.waitFor(async () => expect((await adminCall('GET', `/orders/${first}`)).order.status).toBe(170), {
      timeout: 10_000,
    });
    await adminCall('POST', `/orders/${first}/payments`, {
      amountCents: 100_000,
      purpose: 'repay',
      reference: 'walk-1',
    });
    const reviewer = await loginAs(app, 'reviewer');
    const view = (await get(reviewer, `/orders/${first}/borrower`)).json().data;
    expect(view.fullName).toBe('Juan Luna');
    expect(view.steps.map((s: { title: string }) => s.title)).toEqual([
      'Identity and contact',
      'Home address',
      'Employment and income',
      'References',
    ]);
    expect(view.orders[0]).toMatchObject({ orderNo: first, statusText: 'Repaying', repaidCents: 100_000 });

    const list = (await get(reviewer, '/loans/review')).json().data.items;
    expect(list.every((i: { borrowerName: unknown }) => 'borrowerName' in i)).toBe(true);
    await adminCall('POST', '/clock', { date: null });
  });
});

describe('finance sees where the money goes', () => {
  it('shows the bound account by name, masked, with the holder; the payout request carries name and e-mail', async () => {
    const headers = await borrower('09175551402', 'Juan Luna');
    const bound = await app.inject({
      method: 'POST',
      url: '/api/bind-card-new',
      headers,
      payload: { cardType: 2, walletType: '90011', walletNo: '09175559876' },
    });
    expect(bound.json().code).toBe(0);
    const orderNo = await apply(headers);
    await adminCall('POST', `/orders/${orderNo}/approve`, {});
    const finance = await loginAs(app, 'finance');
    const item = (await get(finance, '/disbursements'))
      .json()
      .data.items.find((i: { orderNo: string }) => i.orderNo === orderNo);
    expect(item.borrowerName).toBe('Juan Luna');
    expect(item.destination).toEqual({
      kind: 'wallet',
      institutionName: 'GCash',
      channelName: '',
      accountMasked: '•••• 9876',
      holderName: 'Juan Luna',
    });
    expect(JSON.stringify(item)).not.toContain('09175559876');

    const payout = vi.spyOn(app.staffActions.payouts, 'payout');
    await adminCall('POST', `/orders/${orderNo}/disburse`);
    const request = payout.mock.calls[0]![0];
    expect(request.email).toBe('juan.luna@example.com');
    expect(request.account?.holderName).toBe('Juan Luna');
    payout.mockRestore();
  });
});
