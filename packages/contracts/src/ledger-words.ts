// The loan ledger's accounts in the words staff read (decision 064): the console's chart screen and
// the server's proposal sentences (decision 123) name them the same way. No zod: the console imports
// this at run time.

const BUCKET_WORDS: Record<string, string> = {
  principal: 'principal',
  interest: 'interest',
  fee: 'service fee',
  penalty: 'penalty',
  overdue_interest: 'overdue interest',
  legal: 'legal charges',
  enforcement: 'enforcement charges',
};
const KIND_WORDS: Record<string, string> = {
  receivable: 'Owed by borrowers',
  income: 'Income charged',
  rebate: 'Rebates and waivers',
  unearned: 'Unearned income',
  income_deferred: 'Income deferred',
  income_earned: 'Income earned',
  written_off: 'Written off (allowance)',
  loss: 'Loss on write-off',
  recovery: 'Recovered after write-off',
};

/** A ledger account in the screen's words: "Owed by borrowers — interest". */
export function ledgerWords(account: string): string {
  if (account === 'cash') return 'Cash';
  if (account === 'borrower_credit') return 'Borrower credit balances';
  const [kind, bucket] = account.split(':');
  return `${KIND_WORDS[kind!] ?? kind} — ${BUCKET_WORDS[bucket ?? ''] ?? bucket}`;
}
