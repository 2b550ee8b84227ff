// Multipart bodies are parsed only where a route takes an upload (decision 098): elsewhere they are refused
// as a content type the route does not accept, and @fastify/multipart's per-request hooks are not run.
import { describe, expect, it } from 'vitest';
import { build } from '../../test/helper.js';
import { multipart } from '../../test/multipart.js';

const app = await build();

describe('uploads are parsed only by the routes that take them', () => {
  it('refuses a multipart body on a route that takes none, naming the body, without a 5xx', async () => {
    const form = multipart('problemImage', 'p.png', Buffer.from('not really a picture'), 'image/png');
    const res = await app.inject({ method: 'POST', url: '/api/user-problem/problem-list', ...form });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ data: null, field: 'body', detail: 'body: this content type is not accepted' });
  });
});
