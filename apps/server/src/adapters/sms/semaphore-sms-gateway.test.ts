import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSemaphoreSmsGateway } from './semaphore-sms-gateway.js';

// A local fake of the provider: records what it received and fails for one number.
const received: URLSearchParams[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    received.push(form);
    res.statusCode = form.get('number') === '09000000000' ? 422 : 200;
    res.end('[]');
  });
});

let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v4/messages`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('semaphore gateway', () => {
  it('posts the local number, message and sender name', async () => {
    const gateway = createSemaphoreSmsGateway({ apiKey: 'k', senderName: 'LENDWELL', url });
    await gateway.send('+639171234567', 'Your code is 123456');
    expect(received.at(-1)?.get('number')).toBe('09171234567');
    expect(received.at(-1)?.get('sendername')).toBe('LENDWELL');
    expect(received.at(-1)?.get('apikey')).toBe('k');
  });
  it('rejects when the provider refuses', async () => {
    const gateway = createSemaphoreSmsGateway({ apiKey: 'k', senderName: undefined, url });
    await expect(gateway.send('+639000000000', 'x')).rejects.toThrow(/HTTP 422/);
  });
});
