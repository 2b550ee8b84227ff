// The KYC rules with plain inputs: ID number formats per type, the 18-year rule, and each certify
// step's own checks on top of the form engine.
import { describe, expect, it } from 'vitest';
import { ageOn, checkBirthDate } from './age.js';
import {
  CERTIFY_STEPS,
  checkStep,
  FILIPINO_ITEMS,
  FILIPINO_OPTIONS,
  STEP_ITEMS,
  stepItemsIn,
  type StepContext,
} from './certify-steps.js';
import { checkIdNumber, GOVERNMENT_IDS, normalizeIdNumber } from './government-id.js';

describe('government ID numbers', () => {
  const good: Record<string, string[]> = {
    philsys: ['1234-5678-9012-3456', '1234567890123456'],
    umid: ['0111-2345678-9', '011123456789'],
    sss: ['34-5678901-2', '3456789012'],
    drivers: ['N01-12-345678', 'n0112345678'],
    passport: ['P1234567A', 'p 1234567 a', 'EB1234567'],
    prc: ['0123456'],
    postal: ['1234 5678 9012', '1234 5678 9012 P'],
    voters: ['7604-0052A-F1234ABC12345', '1234ABCDEFGHIJ12345'],
    tin: ['123-456-789', '123-456-789-000', '123-456-789-00000'],
  };
  const bad: Record<string, string[]> = {
    philsys: ['1234-5678-9012-345', '1234-5678-9012-34567', 'ABCD-5678-9012-3456'],
    umid: ['0111-2345678', '0111-2345678-9X'],
    sss: ['34-5678901', '34-5678901-23'],
    drivers: ['N0112345', '0011234567890', 'NN1-12-345678'],
    passport: ['1234567', 'P12345678', 'ABC1234567'],
    prc: ['012345', '01234567'],
    postal: ['12345678901', 'P123456789012'],
    voters: ['ABCD0052AF1234ABC12345', '7604'],
    tin: ['12345678', '1234567890', '123-456-789-0000'],
  };

  it('covers the IDs Philippine lenders accept', () => {
    expect(GOVERNMENT_IDS.map((r) => r.type)).toEqual(Object.keys(good));
  });

  for (const [type, numbers] of Object.entries(good))
    it(`accepts ${type} numbers as printed`, () => {
      for (const n of numbers) expect(checkIdNumber(type, n), n).toMatchObject({ ok: true });
    });

  for (const [type, numbers] of Object.entries(bad))
    it(`refuses malformed ${type} numbers with the format in words`, () => {
      for (const n of numbers) {
        const r = checkIdNumber(type, n);
        expect(r.ok, n).toBe(false);
        if (!r.ok) expect(r.message).toMatch(/^must be /);
      }
    });

  it('normalises and keeps only the last four readable', () => {
    expect(normalizeIdNumber(' eb-123.4567 ')).toBe('EB1234567');
    expect(checkIdNumber('tin', '123-456-789-000')).toEqual({ ok: true, number: '123456789000', last4: '9000' });
    expect(checkIdNumber('library', '123456')).toEqual({ ok: false, message: 'choose one of the listed IDs' });
    expect(checkIdNumber('sss', ' - ')).toEqual({ ok: false, message: 'is required' });
  });
});

describe('age and the 18-year rule', () => {
  it('counts whole years, turning over on the birthday', () => {
    expect(ageOn('2008-01-05', '2026-01-05')).toBe(18);
    expect(ageOn('2008-01-06', '2026-01-05')).toBe(17);
    expect(ageOn('2008-12-31', '2026-12-30')).toBe(17);
    // A 29 February birthday turns over on 1 March in a common year.
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('accepts 18 on the day, refuses a day younger, the future and typing mistakes', () => {
    expect(checkBirthDate('2008-01-05', '2026-01-05')).toEqual({ ok: true, age: 18 });
    expect(checkBirthDate('2008-01-06', '2026-01-05')).toEqual({
      ok: false,
      message: 'you must be 18 or older to borrow',
    });
    expect(checkBirthDate('2026-01-06', '2026-01-05')).toEqual({ ok: false, message: 'cannot be in the future' });
    expect(checkBirthDate('1900-01-01', '2026-01-05')).toEqual({ ok: false, message: 'check the year' });
  });
});

describe('certify steps', () => {
  const ctx: StepContext = {
    today: '2026-01-05',
    ownPhone: '+639171234567',
    placeExists: (v) => v === '1|2|3|4',
  };
  const basic = {
    fullName: 'Juan  dela Cruz',
    birthDate: '1990-01-01',
    sex: 'M',
    civilStatus: 'married',
    email: 'JUAN@x.ph',
  };

  it('answers the first failing field by its title', () => {
    const r = checkStep('basic', { ...basic, fullName: '', email: 'bad' }, ctx);
    expect(r).toEqual({ ok: false, issue: { code: 'fullName', message: 'Full name: is required' } });
  });

  it('keeps clean fields: spaces collapsed, e-mail lower-cased', () => {
    expect(checkStep('basic', basic, ctx)).toEqual({
      ok: true,
      fields: { ...basic, fullName: 'Juan dela Cruz', email: 'juan@x.ph' },
    });
  });

  it('personal: the place must exist', () => {
    expect(checkStep('personal', { place: '1|2|3|4', street: '1 Main St.' }, ctx).ok).toBe(true);
    expect(checkStep('personal', { place: '1|2|3|5', street: '1 Main St.' }, ctx).ok).toBe(false);
  });

  it('job: an employer and months in that work unless not working; income as whole pesos', () => {
    const job = { employmentType: 'self', employer: '', monthsInJob: '', monthlyIncomePesos: '0250', payDay: '30' };
    expect(checkStep('job', job, ctx)).toMatchObject({ ok: false, issue: { code: 'employer' } });
    expect(checkStep('job', { ...job, employer: 'Sari-sari store' }, ctx)).toMatchObject({
      ok: false,
      issue: { code: 'monthsInJob' },
    });
    expect(checkStep('job', { ...job, employer: 'Sari-sari store', monthsInJob: '036' }, ctx)).toMatchObject({
      ok: true,
      fields: { monthsInJob: '36' },
    });
    const none = checkStep('job', { ...job, employmentType: 'none', monthsInJob: '12' }, ctx);
    expect(none).toMatchObject({ ok: true, fields: { monthlyIncomePesos: '250' } });
    expect(none.ok && none.fields).not.toHaveProperty('monthsInJob');
  });

  it('ext: grouped mobiles count by their digits; not the borrower, not twice', () => {
    const ext = {
      ref1Name: 'Ana Cruz',
      ref1Relation: 'sibling',
      ref1Mobile: '0918-111-2222',
      ref2Name: "Pedro O'Brien",
      ref2Relation: 'colleague',
      ref2Mobile: '639193334444',
    };
    expect(checkStep('ext', ext, ctx)).toMatchObject({
      ok: true,
      fields: { ref1Mobile: '+639181112222', ref2Mobile: '+639193334444' },
    });
    expect(checkStep('ext', { ...ext, ref2Mobile: '0917 123 4567' }, ctx)).toMatchObject({
      ok: false,
      issue: { code: 'ref2Mobile' },
    });
  });

  it('id: the number is returned for sealing, never among the clear fields', () => {
    const r = checkStep('id', { idType: 'sss', idNumber: '34-5678901-2' }, ctx);
    expect(r).toEqual({ ok: true, fields: { idType: 'sss' }, idNumber: { number: '3456789012', last4: '9012' } });
    expect(STEP_ITEMS.id.find((i) => i.code === 'idNumber')!.secret).toBe(true);
  });
});

describe('the certify form in Filipino (decision 132)', () => {
  it('has Filipino words for every item and every option, and nothing else', () => {
    const items = CERTIFY_STEPS.flatMap((step) => [...STEP_ITEMS[step]]);
    expect(Object.keys(FILIPINO_ITEMS).sort()).toEqual(items.map((i) => i.code).sort());
    for (const i of items) {
      if (i.subtitle && /\b(the|your|you|of|how|as|must|type|day|whole|company)\b/i.test(i.subtitle))
        expect(FILIPINO_ITEMS[i.code]!.subtitle, `${i.code} hint`).toBeTruthy();
      const options = i.note.map((o) => o.type).sort();
      if (options.length > 0) expect(Object.keys(FILIPINO_OPTIONS[i.code] ?? {}).sort(), i.code).toEqual(options);
    }
    expect(Object.keys(FILIPINO_OPTIONS).every((code) => items.some((i) => i.code === code && i.note.length > 0))).toBe(
      true,
    );
  });

  it('changes only the words: codes, rules and option values stay those of the English form', () => {
    for (const step of CERTIFY_STEPS) {
      const en = stepItemsIn(step, 'en');
      const fil = stepItemsIn(step, 'fil');
      expect(en).toEqual(STEP_ITEMS[step]);
      const rules = (items: typeof en) =>
        items.map(({ title: _t, subtitle: _s, note, ...rest }) => ({ ...rest, values: note.map((o) => o.type) }));
      expect(rules(fil)).toEqual(rules(en));
    }
    const sex = stepItemsIn('basic', 'fil').find((i) => i.code === 'sex')!;
    expect(sex.title).toBe('Kasarian');
    expect(sex.note).toEqual([
      { type: 'F', name: 'Babae' },
      { type: 'M', name: 'Lalaki' },
    ]);
  });
});
