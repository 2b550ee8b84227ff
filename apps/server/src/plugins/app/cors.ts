// Cross-origin calls (decision 111): a host page served from the lender's own domain calls the borrower API
// from the browser. Only the origins in CORS_ORIGINS are allowed, none by default, and only on the borrower's
// API: the console, the operator API and the sandbox tools answer same-origin pages only. Sessions travel as a
// bearer token or in the query, never as cookies, so credentials are not allowed.
import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/** The headers the spec's two clients send (form: swift, eyes; JSON: X-Requested-With, building, gather). */
export const CORS_ALLOWED_HEADERS = [
  'Accept',
  'Accept-Language',
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'X-Requested-With',
  'swift',
  'eyes',
  'building',
  'gather',
];

const STAFF_ONLY = /^\/api\/(console|admin|sandbox)(\/|\?|$)/;

/** Whether a cross-origin page may call this path at all: the borrower API, not staff or operator routes. */
export function crossOriginPath(url: string): boolean {
  return url.startsWith('/api/') && !STAFF_ONLY.test(url);
}

export default fp(
  async (app) => {
    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      hideOptionsRoute: true,
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        const open = allowed.size > 0 && crossOriginPath(request.url) && !!origin && allowed.has(origin);
        callback(null, {
          origin: open ? origin : false,
          methods: ['GET', 'POST'],
          allowedHeaders: CORS_ALLOWED_HEADERS,
          // A refusal's wait, so the page can say when to try again.
          exposedHeaders: ['Retry-After'],
          credentials: false,
          maxAge: 600,
        });
      },
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
