// The UN Security Council consolidated sanctions list, read from its published XML (decision 125):
// CONSOLIDATED_LIST (dateGenerated) › INDIVIDUALS › INDIVIDUAL with FIRST_NAME, SECOND_NAME, THIRD_NAME,
// FOURTH_NAME, REFERENCE_NUMBER, LISTED_ON, INDIVIDUAL_ALIAS (QUALITY, ALIAS_NAME) and INDIVIDUAL_DATE_OF_BIRTH
// (TYPE_OF_DATE with DATE, YEAR, or FROM_YEAR and TO_YEAR). Entities are not borrowers and are skipped.
import { XMLParser } from 'fast-xml-parser';

export type SanctionsEntry = {
  referenceNumber: string;
  fullName: string;
  /** The primary name and every alias, as written. */
  names: string[];
  /** `YYYY-MM-DD` or `YYYY`; a range gives each of its years. */
  birthDates: string[];
  listedOn: string | null;
};

export type SanctionsList = { generatedOn: string | null; entries: SanctionsEntry[] };
export type ListReading = { ok: true; list: SanctionsList } | { ok: false; problem: string };

/** The most years a FROM_YEAR–TO_YEAR range may span before it says nothing useful about a person. */
const MAX_YEAR_RANGE = 10;

const ALWAYS_ARRAYS = new Set(['INDIVIDUAL', 'INDIVIDUAL_ALIAS', 'INDIVIDUAL_DATE_OF_BIRTH']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => ALWAYS_ARRAYS.has(name),
});

type Node = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);

function birthDatesOf(individual: Node): string[] {
  const out: string[] = [];
  for (const dob of nodes(individual.INDIVIDUAL_DATE_OF_BIRTH)) {
    const date = text(dob.DATE).slice(0, 10);
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) out.push(date);
    else if (/^\d{4}$/.test(text(dob.YEAR))) out.push(text(dob.YEAR));
    else {
      const from = Number(text(dob.FROM_YEAR));
      const to = Number(text(dob.TO_YEAR));
      if (from > 0 && to >= from && to - from <= MAX_YEAR_RANGE)
        for (let y = from; y <= to; y += 1) out.push(String(y));
    }
  }
  return [...new Set(out)];
}

function entryOf(individual: Node): SanctionsEntry | null {
  const parts = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((k) => text(individual[k]).trim());
  const fullName = parts.filter(Boolean).join(' ');
  const referenceNumber = text(individual.REFERENCE_NUMBER).trim();
  if (!fullName || !referenceNumber) return null;
  const aliases = nodes(individual.INDIVIDUAL_ALIAS)
    .map((a) => text(a.ALIAS_NAME).trim())
    .filter(Boolean);
  return {
    referenceNumber,
    fullName,
    names: [...new Set([fullName, ...aliases])],
    birthDates: birthDatesOf(individual),
    listedOn: text(individual.LISTED_ON).slice(0, 10) || null,
  };
}

/** Reads a UN consolidated list; a file that is not one is refused with a sentence. */
export function readUnSanctionsList(xml: string): ListReading {
  let doc: Node;
  try {
    doc = parser.parse(xml, true) as Node;
  } catch {
    return { ok: false, problem: 'The file is not well-formed XML.' };
  }
  const root = doc.CONSOLIDATED_LIST as Node | undefined;
  if (!root || typeof root !== 'object')
    return { ok: false, problem: 'The file is not a UN consolidated list: it has no CONSOLIDATED_LIST.' };
  const individuals = nodes((root.INDIVIDUALS as Node | undefined)?.INDIVIDUAL);
  const entries = individuals.map(entryOf).filter((e): e is SanctionsEntry => e !== null);
  if (entries.length === 0) return { ok: false, problem: 'The list names no individual with a reference number.' };
  const generated = text(root['@dateGenerated']).slice(0, 10);
  return { ok: true, list: { generatedOn: generated || null, entries } };
}
