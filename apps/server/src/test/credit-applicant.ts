// A borrower applying for a loan as the host app does (certify every step, then apply), for server tests
// that need an application decided by the credit engine: approved, referred or declined for the block list.
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from './helper.js';
import { borrowerSession } from './helper.js';
import { multipart } from './multipart.js';

export function applicants(app: TestApp) {
  async function me(phone: string): Promise<Auth> {
    const s = await borrowerSession(app, phone);
    return { authorization: `Bearer ${s.sessionId}` };
  }
  const get = (a: Auth, url: string) => app.inject({ method: 'GET', url, headers: a });
  const post = (a: Auth, url: string, payload: object = {}) => app.inject({ method: 'POST', url, headers: a, payload });
  const data = (res: { json: () => unknown }) => (res.json() as { data: Record<string, any> }).data; // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions read payloads

  const photo = (colour: string) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();

  /** Completes every certify step, as the host app does. */
  async function certify(a: Auth, job: { employmentType: string; monthlyIncomePesos: string }, idNumber: string) {
    const steps: Record<string, object> = {
      basic: {
        fullName: 'Maria Clara dela Cruz',
        birthDate: '1995-06-15',
        sex: 'F',
        civilStatus: 'single',
        email: 'm@example.com',
      },
      personal: { place: '1300000000|1300000000|1380100000|1380100001', street: '12 Rizal St.' },
      job: {
        ...job,
        employer: job.employmentType === 'none' ? '' : 'Acme Trading Inc.',
        monthsInJob: job.employmentType === 'none' ? '' : '12',
        payDay: '15',
      },
      ext: {
        ref1Name: 'Jose dela Cruz',
        ref1Relation: 'parent',
        ref1Mobile: '09181112222',
        ref2Name: 'Ana Santos',
        ref2Relation: 'friend',
        ref2Mobile: '09193334444',
      },
      id: { idType: 'philsys', idNumber },
    };
    for (const [step, body] of Object.entries(steps)) {
      const res = await post(a, `/api/host/certify/${step}`, body);
      expect(res.json().message, step).toBe('success');
    }
    for (const [kind, colour] of [
      ['idFront', '#cc3344'],
      ['selfie', '#3344cc'],
    ] as const) {
      const m = multipart('image', 'p.jpg', await photo(colour));
      const res = await app.inject({
        method: 'POST',
        url: `/api/host/certify/images?kind=${kind}`,
        headers: { ...a, ...m.headers },
        payload: m.payload,
      });
      expect(res.statusCode).toBe(200);
    }
  }

  const flexId = async () => {
    const merchant = await app.usersRepository.resolveMerchant();
    return (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
  };
  const apply = (a: Auth, productId: number, amount = 500_000) =>
    post(a, '/api/v3/loan-confirm/loan-detail-push', { amount, periods: 1, termUnit: 91, productId });
  const details = async (a: Auth, orderId: number, productId: number) =>
    data(await get(a, `/api/v3/loan-details/loan-details?orderId=${orderId}&productId=${productId}`));

  return { me, get, post, data, certify, flexId, apply, details };
}
export type Auth = { authorization: string };
