// Decision 047, at a desktop viewport: a borrower certifies through the host API (as the host
// app does) and applies; the reviewer opens the borrower beside the application and sees who they
// are approving — the answers, the ID photo and the selfie, the order history. Then finance matches
// a payment the borrower reported by reference, which is only then posted to the loan.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { admin, asBorrower, createSession, expect, screenshot, test, type BorrowerSession } from '../support/borrower';
import { logIn } from '../support/console';
import { E2E_PORT } from '../support/env';
import { disburseAndWait, productIdOf } from '../support/loans';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
// Each test sets up a borrower through the API first; the shared 2-core machine needs room.
test.setTimeout(90_000);

const api = `http://127.0.0.1:${E2E_PORT}/api`;

async function host(session: BorrowerSession, route: string, body: Record<string, unknown>) {
  const res = await fetch(`${api}/host${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.sessionId}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; message: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test payloads
  expect(envelope.message, route).toBe('success');
  return envelope.data;
}

/** A JPEG "photo" drawn in the browser, so the reviewer has something real to look at. */
async function photo(page: Page, html: string): Promise<Buffer> {
  await page.setContent(`<body style="margin:0">${html}</body>`);
  return page.locator('#card').screenshot({ type: 'jpeg', quality: 85 });
}

async function uploadImage(session: BorrowerSession, kind: 'idFront' | 'selfie', jpeg: Buffer) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `${kind}.jpg`);
  const res = await fetch(`${api}/host/certify/images?kind=${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.sessionId}` },
    body: form,
  });
  expect(((await res.json()) as { message: string }).message).toBe('success');
}

async function axeSerious(page: Page) {
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- axe is injected into the page
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return (result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

test.describe.serial('the reviewer sees the borrower', () => {
  let orderNo = '';
  let session: BorrowerSession;

  test('certify data, ID photo and selfie beside the application', async ({ page }) => {
    await admin('POST', '/clock', { date: '2026-01-05' });
    // A borrower of its own per attempt: a retry finds the first attempt's borrower already applied.
    session = await createSession(`0917668${test.info().retry}001`);
    await host(session, '/certify/basic', {
      fullName: 'Maria Clara dela Cruz',
      birthDate: '1995-06-15',
      sex: 'F',
      civilStatus: 'single',
      email: 'maria.delacruz@example.com',
    });
    await host(session, '/certify/personal', {
      place: '1300000000|1300000000|1380100000|1380100001',
      street: '12 Rizal St.',
    });
    await host(session, '/certify/job', {
      employmentType: 'private',
      employer: 'Acme Trading Inc.',
      monthsInJob: '12',
      monthlyIncomePesos: '18000',
      payDay: '15',
    });
    await host(session, '/certify/ext', {
      ref1Name: 'Jose dela Cruz',
      ref1Relation: 'parent',
      ref1Mobile: '0918 111 2222',
      ref2Name: 'Ana Santos',
      ref2Relation: 'friend',
      ref2Mobile: '0919 333 4444',
    });
    await host(session, '/certify/id', { idType: 'philsys', idNumber: `1234-5678-901${test.info().retry}-3456` });
    await uploadImage(
      session,
      'idFront',
      await photo(
        page,
        `<div id="card" style="width:400px;height:250px;background:linear-gradient(135deg,#e8f1ff,#c9dcf7);font:14px sans-serif;padding:16px;box-sizing:border-box">
          <b>REPUBLIKA NG PILIPINAS</b><br>Philippine Identification Card<br><br>
          <div style="display:flex;gap:12px"><div style="width:90px;height:110px;background:#8aa"></div>
          <div>DELA CRUZ<br>MARIA CLARA<br><br>1995-06-15<br>1234-5678-901${test.info().retry}-3456</div></div></div>`,
      ),
    );
    await uploadImage(
      session,
      'selfie',
      await photo(
        page,
        `<div id="card" style="width:300px;height:300px;background:#f3e3d3;display:grid;place-items:center">
          <div style="width:150px;height:190px;border-radius:50%;background:#c89f7e"></div></div>`,
      ),
    );
    const productId = await productIdOf('Flex 91');
    const applied = await host(session, `/products/${productId}/apply`, { amountCents: 500000 });
    expect(applied.confirmUrl).toBe(`/loan/confirm?productId=${productId}&amount=500000`);
    const push = await asBorrower(session, '/v3/loan-confirm/loan-detail-push', {
      amount: 500000,
      periods: 1,
      termUnit: 91,
      productId,
    });
    orderNo = push.orderNo;

    await logIn(page, 'reviewer');
    const row = page.getByRole('row', { name: new RegExp(orderNo) });
    await row.getByRole('button', { name: 'Borrower' }).click();
    const drawer = page.getByRole('dialog', { name: `Who is asking: ${orderNo}` });
    await expect(drawer.getByText('Maria Clara dela Cruz').first()).toBeVisible();
    await expect(drawer.getByText('30 years', { exact: true })).toBeVisible();
    await expect(drawer.getByText('PhilSys National ID •••• 3456')).toBeVisible();
    await expect(drawer.getByText(/^Barangay 1, Caloocan City/)).toBeVisible();
    await expect(drawer.getByText('₱18,000.00').first()).toBeVisible();
    await expect(drawer.getByText('Parent')).toBeVisible();
    await expect(drawer.getByText('+639181112222')).toBeVisible();
    await expect(drawer.getByText('Complete', { exact: true })).toBeVisible();
    for (const name of ['ID, front', 'Selfie']) {
      const img = drawer.getByRole('img', { name });
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    await expect(drawer.getByRole('row', { name: new RegExp(orderNo) })).toContainText('Under review');
    await screenshot(page, 'console-borrower-review');
    await drawer.getByRole('heading', { name: 'Order history' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'console-borrower-review-history');
    expect(await axeSerious(page)).toEqual([]);

    await drawer.getByRole('button', { name: 'Approve' }).click();
    await page.getByLabel('Reason').fill('ID and selfie match; income plausible');
    await page
      .getByRole('dialog', { name: `Approve ${orderNo}` })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(page.getByText(`${orderNo} approved`)).toBeVisible();
  });

  test('finance matches a payment reported by reference; only then is it posted', async ({ page }) => {
    await disburseAndWait(orderNo);
    const orders = await fetch(`${api}/host/orders`, { headers: { authorization: `Bearer ${session.sessionId}` } });
    const orderId = ((await orders.json()) as { data: { items: { orderId: number }[] } }).data.items[0]!.orderId;
    const report = await host(session, '/utr', {
      orderId,
      payType: 'bank_transfer',
      utr: 'IP2026010577889',
      amountCents: 100000,
      paidOn: '2026-01-05',
    });
    expect(report.status).toBe('reported');
    const before = await admin('GET', `/orders/${orderNo}`);
    expect(before.postings.filter((p: { kind: string }) => p.kind === 'repayment')).toHaveLength(0);

    await logIn(page, 'finance');
    await page.getByRole('menuitem', { name: 'Payment reports' }).click();
    const row = page.getByRole('row', { name: /IP2026010577889/ });
    await expect(row).toContainText('₱1,000.00');
    await expect(row).toContainText('Bank transfer');
    await screenshot(page, 'console-reported-payments');
    expect(await axeSerious(page)).toEqual([]);
    await row.getByRole('button', { name: 'Match' }).click();
    await page.getByRole('button', { name: 'Match and post' }).click();
    await expect(page.getByText(`IP2026010577889 matched and posted to ${orderNo}`)).toBeVisible();
    const after = await admin('GET', `/orders/${orderNo}`);
    expect(after.postings.some((p: { kind: string }) => p.kind === 'repayment')).toBe(true);
  });
});
