// A borrower who certifies every step (as the host app does) and applies for ₱5,000, for specs that need an
// application the credit engine decided: approved, referred, or declined (the block list).
import type { Page } from '@playwright/test';
import { asBorrower, createSession, expect } from './borrower';
import type { BorrowerSession } from './borrower';
import { E2E_PORT } from './env';
import { productIdOf } from './loans';

const api = `http://127.0.0.1:${E2E_PORT}/api`;

async function host(session: BorrowerSession, route: string, body: Record<string, unknown>) {
  const res = await fetch(`${api}/host${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.sessionId}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { message: string };
  expect(envelope.message, route).toBe('success');
}

async function uploadImage(session: BorrowerSession, kind: 'idFront' | 'selfie', page: Page) {
  await page.setContent('<div id="card" style="width:200px;height:120px;background:#c9dcf7"></div>');
  const jpeg = await page.locator('#card').screenshot({ type: 'jpeg' });
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `${kind}.jpg`);
  const res = await fetch(`${api}/host/certify/images?kind=${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.sessionId}` },
    body: form,
  });
  expect(((await res.json()) as { message: string }).message).toBe('success');
}

/** A borrower with every certify step done (as the host app does it), then an application of ₱5,000. */
export async function certifiedApplication(
  page: Page,
  phone: string,
  idNumber: string,
  job: Record<string, string>,
  fullName = 'Liza Ramos Santos',
) {
  const session = await createSession(phone);
  await host(session, '/certify/basic', {
    fullName,
    birthDate: '1994-02-11',
    sex: 'F',
    civilStatus: 'married',
    email: 'liza.santos@example.com',
  });
  await host(session, '/certify/personal', {
    place: '1300000000|1300000000|1380100000|1380100001',
    street: '48 Mabini St.',
  });
  await host(session, '/certify/job', { employer: 'Acme Trading Inc.', monthsInJob: '12', payDay: '30', ...job });
  await host(session, '/certify/ext', {
    ref1Name: 'Pedro Santos',
    ref1Relation: 'spouse',
    ref1Mobile: '0918 222 3333',
    ref2Name: 'Rosa Cruz',
    ref2Relation: 'friend',
    ref2Mobile: '0919 444 5555',
  });
  await host(session, '/certify/id', { idType: 'philsys', idNumber });
  await uploadImage(session, 'idFront', page);
  await uploadImage(session, 'selfie', page);
  const productId = await productIdOf('Flex 91');
  const push = await asBorrower(session, '/v3/loan-confirm/loan-detail-push', {
    amount: 500000,
    periods: 1,
    termUnit: 91,
    productId,
  });
  return { session, productId, orderId: push.orderId as number, orderNo: push.orderNo as string };
}
