// Links to rendered agreements. An iframe cannot send the bearer token and a session id must not
// sit in a URL, so a link carries a short-lived signed claim: who, which product, order or amount,
// which document. Tampering with any part breaks the signature.
import fp from 'fastify-plugin';
import type { Lang } from '../lib/borrower-words/index.js';
import { constantTimeEqual, hmac } from '../lib/secrets.js';

export type AgreementClaim = {
  userId: number;
  productId: number;
  orderId: number | null;
  amountCents: number | null;
  position: number;
  /** Unix seconds. */
  exp: number;
};

export const AGREEMENT_LINK_TTL_SECONDS = 30 * 60;

export function createAgreementLinks(secret: string, now: () => number = Date.now) {
  const sign = (body: string) => hmac(secret, `agreement:${body}`).slice(0, 43);
  return {
    /**
     * A Filipino reader's link opens the Filipino reading version (decision 132). The language is not signed:
     * either reading of the same document may be opened with the same claim.
     */
    url(claim: Omit<AgreementClaim, 'exp'>, lang: Lang = 'en'): string {
      const body = Buffer.from(
        JSON.stringify({ ...claim, exp: Math.floor(now() / 1000) + AGREEMENT_LINK_TTL_SECONDS }),
      ).toString('base64url');
      return `/api/v3/contract/document?t=${body}.${sign(body)}${lang === 'fil' ? '&lang=fil' : ''}`;
    },
    verify(token: string): AgreementClaim | null {
      const [body, sig, extra] = token.split('.');
      if (!body || !sig || extra !== undefined || !constantTimeEqual(sign(body), sig)) return null;
      try {
        const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AgreementClaim;
        return claim.exp * 1000 > now() ? claim : null;
      } catch {
        return null;
      }
    },
  };
}
export type AgreementLinks = ReturnType<typeof createAgreementLinks>;

declare module 'fastify' {
  interface FastifyInstance {
    agreementLinks: AgreementLinks;
  }
}

export const agreementLinksPlugin = fp(
  async (app) => {
    app.decorate('agreementLinks', createAgreementLinks(app.secrets.appSecret));
  },
  { name: 'agreement-links', dependencies: ['secrets'] },
);
