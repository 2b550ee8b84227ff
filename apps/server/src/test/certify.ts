// A borrower's certify answers and photos, every step as the host app sends them: what the credit engine
// needs to decide an application (a strong job approves, no income declines).
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../app.js';
import { multipart } from './multipart.js';

const photo = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** Completes every certify step of the borrower whose session `a` carries. */
export async function certifyBorrower(
  app: App,
  a: { authorization: string },
  job: { employmentType: string; monthlyIncomePesos: string },
  idNumber: string,
  fullName = 'Maria Clara dela Cruz',
) {
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: a, payload });
  const steps: Record<string, object> = {
    basic: {
      fullName,
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
    const res = await post(`/api/host/certify/${step}`, body);
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
