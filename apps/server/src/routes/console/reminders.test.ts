// Reminder templates and schedules in the console: admin only, versioned, audited, previewed.
import { describe, expect, it } from 'vitest';
import { build } from '../../test/helper.js';
import { consoleGet, consolePost, loginAs } from '../../test/console-helper.js';

const app = await build();

describe('console reminders', () => {
  it('saves a template as a new version with an audit entry, and previews with sample values', async () => {
    const admin = await loginAs(app, 'admin');
    const shown = (await consoleGet(app, admin, '/api/console/reminders')).json().data;
    expect(shown.templates.map((t: { step: string; version: number }) => [t.step, t.version])).toEqual([
      ['before', 0],
      ['due', 0],
      ['after', 0],
    ]);
    const bad = await consolePost(app, admin, '/api/console/reminders/templates/before', {
      body: 'Hi {nmae}, pay now',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^body: \{nmae\} is not a variable/);
    const preview = await consolePost(app, admin, '/api/console/reminders/templates/preview', {
      body: 'Hi {name}, {amountDue} is due on {dueDate}.',
    });
    expect(preview.json().data).toMatchObject({ text: 'Hi Maria, ₱5,606.67 is due on 2026-04-06.', problem: null });
    const body = 'Hello {name}: {amountDue} falls due on {dueDate}. {link}';
    const saved = await consolePost(app, admin, '/api/console/reminders/templates/before', { body });
    expect(saved.json().data).toMatchObject({ kind: 'reminder:before', version: 1 });
    const again = await consolePost(app, admin, '/api/console/reminders/templates/before', { body: `${body} Thanks` });
    expect(again.json().data.version).toBe(2);
    const versions = (await consoleGet(app, admin, '/api/console/reminders/templates/before/versions')).json().data;
    expect(versions.items.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const audit = await app.auditRepository.list({ action: 'reminder.template.save' });
    expect(audit[0]).toMatchObject({ target: 'reminder:before', after: { version: 2 } });
    expect(audit[1]).toMatchObject({ before: { version: 0 }, after: { version: 1, body } });
  });

  it('saves a product schedule, refuses a bad one in words, and is closed to other roles', async () => {
    const admin = await loginAs(app, 'admin');
    const { schedules } = (await consoleGet(app, admin, '/api/console/reminders')).json().data;
    const productId = schedules[0].productId as number;
    const bad = await consolePost(app, admin, `/api/console/reminders/schedules/${productId}`, {
      offsetsDays: [1, 1],
      maxPerDay: 2,
    });
    expect(bad.json().detail).toBe('offsetsDays: each day may appear once');
    const ok = await consolePost(app, admin, `/api/console/reminders/schedules/${productId}`, {
      offsetsDays: [2, -2, 0],
      maxPerDay: '3',
    });
    expect(ok.json().data).toEqual({ productId, offsetsDays: [-2, 0, 2], maxPerDay: 3 });
    expect(await app.remindersRepository.schedule(productId)).toMatchObject({ offsetsDays: [-2, 0, 2], custom: true });
    const agent = await loginAs(app, 'agent');
    expect((await consoleGet(app, agent, '/api/console/reminders')).statusCode).toBe(403);
  });
});
