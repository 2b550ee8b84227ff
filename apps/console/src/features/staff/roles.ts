// What each role may do, as the server's role checks allow it (decision 022).
import type { StaffRole } from '@lendwell/contracts';

export const ROLE_OPTIONS: { value: StaffRole; label: string }[] = [
  { value: 'agent', label: 'Agent — complaint desk, order look-up' },
  { value: 'reviewer', label: 'Reviewer — loan review' },
  { value: 'finance', label: 'Finance — disbursement, payments, waivers' },
  { value: 'admin', label: 'Admin — everything, audit log, configuration' },
  { value: 'risk', label: 'Risk — credit rules, back-tests, risk figures' },
  { value: 'collector', label: 'Collector — the overdue loans assigned to them' },
  { value: 'collections_supervisor', label: 'Collections supervisor — queues, assignment, figures' },
];
