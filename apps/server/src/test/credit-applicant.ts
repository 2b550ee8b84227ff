// A borrower applying for a loan as the host app does (certify every step, then apply), for server tests
// that need an application decided by the credit engine: approved, referred or declined for the block list.
import type { TestApp } from './helper.js';
import { borrowerSession } from './helper.js';
import { certifyBorrower } from './certify.js';

export function applicants(app: TestApp) {
  async function me(phone: string): Promise<Auth> {
    const s = await borrowerSession(app, phone);
    return { authorization: `Bearer ${s.sessionId}` };
  }
  const get = (a: Auth, url: string) => app.inject({ method: 'GET', url, headers: a });
  const post = (a: Auth, url: string, payload: object = {}) => app.inject({ method: 'POST', url, headers: a, payload });
  const data = (res: { json: () => unknown }) => (res.json() as { data: Record<string, any> }).data; // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions read payloads

  /** Completes every certify step, as the host app does (one home: test/certify.ts). */
  const certify = (a: Auth, job: { employmentType: string; monthlyIncomePesos: string }, idNumber: string) =>
    certifyBorrower(app, a, job, idNumber);

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
