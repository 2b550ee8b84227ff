import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkSignedOn, consentInForce, contactGround, type ConsentRecord } from './consent.js';
import { withinContactHours } from '../servicing/contact-hours.js';

const night = new Date('2026-04-10T15:30:00Z'); // 23:30 in Manila
const morning = new Date('2026-04-10T01:00:00Z'); // 09:00 in Manila
const signed: ConsentRecord = { kind: 'contact_other_hours', signedOn: '2026-04-01', revokedAt: null };

describe('written consent', () => {
  it('counts from the day signed until withdrawn', () => {
    expect(consentInForce([signed], 'contact_other_hours', '2026-04-01')).toBe(true);
    expect(consentInForce([signed], 'contact_other_hours', '2026-03-31')).toBe(false);
    expect(
      consentInForce([{ ...signed, revokedAt: '2026-04-05T00:00:00Z' }], 'contact_other_hours', '2026-04-10'),
    ).toBe(false);
    expect(checkSignedOn('2026-04-11', '2026-04-10')).toMatch(/future/);
    expect(checkSignedOn('2026-04-10', '2026-04-10')).toBeNull();
  });

  it('names the ground a contact rests on, and refuses at night without consent', () => {
    expect(contactGround(morning, 10, [], '2026-04-10')).toBe('within_hours');
    expect(contactGround(night, 10, [], '2026-04-10')).toBeNull();
    expect(contactGround(night, 61, [], '2026-04-10')).toBe('over_60_days');
    expect(contactGround(night, 10, [signed], '2026-04-10')).toBe('written_consent');
  });

  it('never allows a night contact of a loan up to 60 days late without a consent in force (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 60 }),
        fc.boolean(),
        (instant, dpd, revoked) => {
          const consents: ConsentRecord[] = [{ ...signed, revokedAt: revoked ? '2026-04-02T00:00:00Z' : null }];
          const ground = contactGround(instant, dpd, revoked ? consents : [], '2026-04-10');
          expect(ground === null).toBe(!withinContactHours(instant));
        },
      ),
    );
  });
});
