// The last SMS code sent to a phone, read from the sandbox outbox through the admin API (tests only).
import { TEST_ADMIN_TOKEN, type TestApp } from './helper.js';

export async function lastCodeFor(app: TestApp, phone: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/sms-outbox?phone=${phone}&limit=1`,
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
  });
  const match = /(\d{6})/.exec((res.json() as { data: { items: { body: string }[] } }).data.items[0]?.body ?? '');
  if (!match?.[1]) throw new Error('no code in outbox');
  return match[1];
}
