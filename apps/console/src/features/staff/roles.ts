// What each role may do, as the server's role checks allow it (decision 022).
import type { StaffRole } from '@lendwell/contracts';
import { ROLE_NAMES } from '../../lib/section';

export const ROLE_OPTIONS: { value: StaffRole; label: string }[] = [
  { value: 'agent', label: `${ROLE_NAMES.agent} — complaint desk, order look-up` },
  { value: 'reviewer', label: `${ROLE_NAMES.reviewer} — loan review` },
  { value: 'finance', label: `${ROLE_NAMES.finance} — disbursement, payments, waivers` },
  { value: 'admin', label: `${ROLE_NAMES.admin} — everything, audit log, configuration` },
  { value: 'risk', label: `${ROLE_NAMES.risk} — credit rules, back-tests, risk figures` },
  { value: 'collector', label: `${ROLE_NAMES.collector} — the overdue loans assigned to them` },
  { value: 'collections_supervisor', label: `${ROLE_NAMES.collections_supervisor} — queues, assignment, figures` },
  { value: 'compliance', label: `${ROLE_NAMES.compliance} — credit bureau filings (CIC)` },
];
