// The shapes the collections routes answer (services/collections.ts); staff read them in pesos and words.
export type Bucket = '1-7' | '8-30' | '31-60' | '61-90' | '90+';
export type RollToState = 'current' | Bucket | 'closed';
export type ContactGround = 'within_hours' | 'over_60_days' | 'written_consent';

export type Consent = {
  id: number;
  kind: 'contact_other_hours';
  signerName: string;
  signedOn: string;
  recordedAt: string;
  recordedBy: string;
  revokedAt: string | null;
  revokedBy: string | null;
  revokeReason: string | null;
  recordedOnLoan: string;
  documentUrl: string;
};

export type CollectionLoan = {
  order: {
    orderNo: string;
    daysPastDue: number;
    outstandingCents: number;
    principalCents: number;
    phone: string;
    borrowerName: string | null;
    collectorName: string | null;
    disbursedOn: string | null;
  };
  references: { name: string; relation: string; mobile: string }[];
  history: { fromStatus: number | null; toStatus: number; businessDate: string; reason: string }[];
  payments: { receiptNo: string; amountCents: number; paidOn: string; method: string; reversed: boolean }[];
  contacts: { id: number; channel: string; outcome: string; notes: string; at: string; staffName: string }[];
  promises: { id: number; promisedOn: string; amountCents: number; status: string; staffName: string }[];
  contactAllowedNow: boolean;
  contactGround: ContactGround | null;
  consents: Consent[];
  script: { bucket: Bucket; version: number; text: string } | null;
};

export type RollCell = { accounts: number; amountCents: number; shareBps: number };
export type RollRow = {
  from: 'current' | Bucket;
  accounts: number;
  amountCents: number;
  to: Record<RollToState, RollCell>;
  rollForwardBps: number;
  curedBps: number;
};
export type RollRates = { lastDate: string | null; periods: { fromDate: string; toDate: string; rows: RollRow[] }[] };

export type Script = { bucket: Bucket; version: number; body: string; actor: string; at: string | null };
export type Scripts = { items: Script[]; variables: string[]; sample: Record<string, string> };
