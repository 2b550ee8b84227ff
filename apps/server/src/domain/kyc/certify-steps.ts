// The certify (KYC) steps as server-driven forms (decision 013's engine, decision 033): what each
// step asks, and the rules beyond the generic form checks — the 18-year rule, an employer and the
// months in that work unless not working, two different references who are not the borrower, and
// the ID number's format per type.
// Pure: the caller passes today's business date, the borrower's phone and the place checker.
import { normalizePhMobile, validateForm, type FormIssue, type FormItem, type FormOption } from '@lendwell/contracts';
import { EMPLOYMENT_WORDS } from '@lendwell/contracts/credit-words';
import { checkBirthDate } from './age.js';
import { checkIdNumber, GOVERNMENT_IDS } from './government-id.js';

export const CERTIFY_STEPS = ['basic', 'personal', 'job', 'ext', 'id'] as const;
export type CertifyStep = (typeof CERTIFY_STEPS)[number];

/** The same steps in the back office's words: staff read about the borrower, not to them. */
export const STAFF_STEP_TITLES: Record<CertifyStep, string> = {
  basic: 'Identity and contact',
  personal: 'Home address',
  job: 'Employment and income',
  ext: 'References',
  id: 'Government ID',
};

const options = (pairs: [string, string][]): FormOption[] => pairs.map(([type, name]) => ({ type, name }));

function item(
  code: string,
  title: string,
  cate: FormItem['cate'],
  extra: Partial<Omit<FormItem, 'code' | 'title' | 'cate'>> = {},
): FormItem {
  return {
    code,
    title,
    subtitle: '',
    cate,
    value: '',
    note: [],
    inputType: 'text',
    cardTypeMi: 0,
    channelNumber: null,
    required: true,
    minLength: 0,
    maxLength: 0,
    secret: false,
    masked: '',
    ...extra,
  };
}

export const RELATIONS = options([
  ['parent', 'Parent'],
  ['spouse', 'Spouse or partner'],
  ['sibling', 'Brother or sister'],
  ['child', 'Son or daughter'],
  ['relative', 'Other relative'],
  ['friend', 'Friend'],
  ['colleague', 'Colleague'],
]);

export const EMPLOYMENT_TYPES = options(Object.entries(EMPLOYMENT_WORDS));

const reference = (n: 1 | 2): FormItem[] => [
  item(`ref${n}Name`, `Reference ${n}: full name`, 'words', {
    inputType: 'name',
    minLength: 2,
    maxLength: 100,
    subtitle: 'Type the name yourself',
  }),
  item(`ref${n}Relation`, `Reference ${n}: relation to you`, 'enum', { note: RELATIONS }),
  item(`ref${n}Mobile`, `Reference ${n}: mobile number`, 'text', {
    inputType: 'phone',
    minLength: 11,
    maxLength: 12,
    subtitle: '09XX XXX XXXX',
  }),
];

/** The items of each step, in the order shown. */
export const STEP_ITEMS: Record<CertifyStep, readonly FormItem[]> = {
  basic: [
    item('fullName', 'Full name', 'words', {
      inputType: 'name',
      minLength: 2,
      maxLength: 100,
      subtitle: 'As printed on your ID',
    }),
    item('birthDate', 'Birth date', 'date', { subtitle: 'You must be 18 or older' }),
    item('sex', 'Sex', 'enum', {
      note: options([
        ['F', 'Female'],
        ['M', 'Male'],
      ]),
    }),
    item('civilStatus', 'Civil status', 'enum', {
      note: options([
        ['single', 'Single'],
        ['married', 'Married'],
        ['widowed', 'Widowed'],
        ['separated', 'Separated or annulled'],
      ]),
    }),
    item('email', 'E-mail', 'email', { maxLength: 120, subtitle: 'juan@example.com' }),
  ],
  personal: [
    item('place', 'Region, province, city and barangay', 'placeSelect'),
    item('street', 'House number and street', 'words', { minLength: 3, maxLength: 120, subtitle: 'e.g. 12 Rizal St.' }),
  ],
  job: [
    item('employmentType', 'Employment', 'enum', { note: EMPLOYMENT_TYPES }),
    item('employer', 'Employer or business', 'words', {
      required: false,
      minLength: 2,
      maxLength: 100,
      subtitle: 'Company, agency or business name',
    }),
    // Time in job is a scorecard attribute (decision 080); optional in the form because it does not
    // apply when not working, and required by the step's own check otherwise.
    item('monthsInJob', 'Months in this work', 'text', {
      required: false,
      inputType: 'number',
      minLength: 1,
      maxLength: 3,
      subtitle: 'How long you have had this job or business, e.g. 18',
    }),
    item('monthlyIncomePesos', 'Monthly income (₱)', 'text', {
      inputType: 'number',
      minLength: 1,
      maxLength: 7,
      subtitle: 'Whole pesos, e.g. 18000',
    }),
    item('payDay', 'Pay day', 'day', { subtitle: 'Day of the month you are paid' }),
  ],
  ext: [...reference(1), ...reference(2)],
  id: [
    item('idType', 'ID type', 'enum', { note: GOVERNMENT_IDS.map((r) => ({ type: r.type, name: r.name })) }),
    item('idNumber', 'ID number', 'words', {
      minLength: 6,
      maxLength: 30,
      secret: true,
      subtitle: 'As printed on the ID',
    }),
  ],
};

export type StepContext = {
  /** The business date (ISO). */
  today: string;
  /** The borrower's own mobile, E.164. */
  ownPhone: string;
  /** True when 'region|province|city|barangay' PSGC codes belong together. */
  placeExists: (value: string) => boolean;
};

export type StepResult =
  | {
      ok: true;
      /** What is stored in the clear, by item code (trimmed; mobiles as +63…). */
      fields: Record<string, string>;
      /** The id step only: the normalised ID number (to be sealed) and its last four characters. */
      idNumber?: { number: string; last4: string };
    }
  | { ok: false; issue: FormIssue };

/** Checks one step's values: the generic form rules first, then the step's own; the first failing field is answered. */
export function checkStep(
  step: CertifyStep,
  values: Readonly<Record<string, string | undefined>>,
  ctx: StepContext,
): StepResult {
  const items = STEP_ITEMS[step];
  // People type mobiles grouped ('0917 123 4567'); the digits are what count.
  values = Object.fromEntries(
    Object.entries(values).map(([code, v]) => [
      code,
      items.find((i) => i.code === code)?.inputType === 'phone' ? v?.replace(/[\s-]/g, '') : v,
    ]),
  );
  const issues = validateForm(items, values, 1, '', () => false, ctx.placeExists);
  if (issues.length > 0) return { ok: false, issue: issues[0]! };

  const title = (code: string) => items.find((i) => i.code === code)!.title;
  const refuse = (code: string, message: string): StepResult => ({
    ok: false,
    issue: { code, message: `${title(code)}: ${message}` },
  });
  const fields: Record<string, string> = {};
  for (const i of items) {
    const value = (values[i.code] ?? '').trim();
    if (value !== '' && !i.secret) fields[i.code] = value.replace(/\s+/g, ' ');
  }

  switch (step) {
    case 'basic': {
      const birth = checkBirthDate(fields.birthDate!, ctx.today);
      if (!birth.ok) return refuse('birthDate', birth.message);
      fields.email = fields.email!.toLowerCase();
      break;
    }
    case 'job':
      if (fields.employmentType !== 'none' && !fields.employer) return refuse('employer', 'is required');
      if (fields.employmentType === 'none') delete fields.monthsInJob;
      else if (!fields.monthsInJob) return refuse('monthsInJob', 'is required');
      else fields.monthsInJob = String(Number(fields.monthsInJob));
      fields.monthlyIncomePesos = String(Number(fields.monthlyIncomePesos));
      break;
    case 'ext': {
      const seen = new Set<string>();
      for (const n of [1, 2]) {
        const code = `ref${n}Mobile`;
        const mobile = normalizePhMobile(fields[code]!);
        if (!mobile) return refuse(code, 'must be a mobile number like 09171234567');
        if (mobile === ctx.ownPhone) return refuse(code, 'must be someone else’s number, not yours');
        if (seen.has(mobile)) return refuse(code, 'must differ from the other reference’s number');
        seen.add(mobile);
        fields[code] = mobile;
      }
      break;
    }
    case 'id': {
      const check = checkIdNumber(fields.idType!, values.idNumber ?? '');
      if (!check.ok) return refuse('idNumber', check.message);
      return { ok: true, fields, idNumber: { number: check.number, last4: check.last4 } };
    }
    case 'personal':
      break;
  }
  return { ok: true, fields };
}

/** A certify item's Filipino words: its title, and its hint when it has one (decision 132). */
type FilipinoItem = { title: string; subtitle?: string };

/**
 * The form's words in Filipino, by item code and by option value (decision 132, Taglish as a borrower says it).
 * The codes and values are the English form's own; kyc.test.ts fails when one has no Filipino.
 */
export const FILIPINO_ITEMS: Readonly<Record<string, FilipinoItem>> = {
  fullName: { title: 'Buong pangalan', subtitle: 'Gaya ng nakasulat sa iyong ID' },
  birthDate: { title: 'Petsa ng kapanganakan', subtitle: 'Dapat 18 taong gulang ka o higit pa' },
  sex: { title: 'Kasarian' },
  civilStatus: { title: 'Civil status' },
  email: { title: 'E-mail' },
  place: { title: 'Rehiyon, probinsya, lungsod at barangay' },
  street: { title: 'Numero ng bahay at kalye', subtitle: 'hal. 12 Rizal St.' },
  employmentType: { title: 'Trabaho' },
  employer: { title: 'Employer o negosyo', subtitle: 'Pangalan ng kumpanya, ahensya o negosyo' },
  monthsInJob: {
    title: 'Ilang buwan na sa trabahong ito',
    subtitle: 'Gaano katagal na ang trabaho o negosyo mo, hal. 18',
  },
  monthlyIncomePesos: { title: 'Buwanang kita (₱)', subtitle: 'Buong piso, hal. 18000' },
  payDay: { title: 'Araw ng sahod', subtitle: 'Petsa sa buwan kung kailan ka sumasahod' },
  ...Object.fromEntries(
    ([1, 2] as const).flatMap((n) => [
      [`ref${n}Name`, { title: `Reference ${n}: buong pangalan`, subtitle: 'Ikaw mismo ang mag-type ng pangalan' }],
      [`ref${n}Relation`, { title: `Reference ${n}: kaano-ano mo` }],
      [`ref${n}Mobile`, { title: `Reference ${n}: mobile number` }],
    ]),
  ),
  idType: { title: 'Uri ng ID' },
  idNumber: { title: 'Numero ng ID', subtitle: 'Gaya ng nakasulat sa ID' },
};

/** The options' names in Filipino, by item code and option value; an ID's name is its own (a proper noun). */
export const FILIPINO_OPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  sex: { F: 'Babae', M: 'Lalaki' },
  civilStatus: {
    single: 'Walang asawa',
    married: 'May asawa',
    widowed: 'Biyudo o biyuda',
    separated: 'Hiwalay o annulled',
  },
  employmentType: {
    private: 'Empleyado (pribadong kumpanya)',
    government: 'Empleyado ng gobyerno',
    self: 'Self-employed o may negosyo',
    ofw: 'OFW (Overseas Filipino worker)',
    freelance: 'Freelancer',
    none: 'Walang trabaho sa ngayon',
  },
  ...Object.fromEntries(
    ([1, 2] as const).map((n) => [
      `ref${n}Relation`,
      {
        parent: 'Magulang',
        spouse: 'Asawa o partner',
        sibling: 'Kapatid',
        child: 'Anak',
        relative: 'Ibang kamag-anak',
        friend: 'Kaibigan',
        colleague: 'Katrabaho',
      },
    ]),
  ),
  idType: {
    philsys: 'PhilSys National ID',
    umid: 'UMID',
    sss: 'SSS ID',
    drivers: "Driver's license (LTO)",
    passport: 'Philippine passport',
    prc: 'PRC ID',
    postal: 'Postal ID',
    voters: "Voter's ID (COMELEC)",
    tin: 'TIN ID',
  },
};

/**
 * A step's items as the borrower reads them: the English form, or its Filipino words (decision 132).
 * Codes, rules and option values never change with the language, so what is saved is the same.
 */
export function stepItemsIn(step: CertifyStep, lang: 'en' | 'fil'): FormItem[] {
  if (lang === 'en') return [...STEP_ITEMS[step]];
  return STEP_ITEMS[step].map((i) => {
    const words = FILIPINO_ITEMS[i.code];
    const names = FILIPINO_OPTIONS[i.code];
    return {
      ...i,
      title: words?.title ?? i.title,
      subtitle: words?.subtitle ?? i.subtitle,
      note: i.note.map((o) => ({ ...o, name: names?.[o.type] ?? o.name })),
    };
  });
}
