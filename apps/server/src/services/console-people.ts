// Who a loan belongs to and where its money goes, as staff read them (decision 053): the
// borrower's name from their certify answers and their bound account by its bank or e-wallet name,
// the rail, a masked number and the holder's name. Never the whole account number.
import type { FastifyInstance } from 'fastify';
import type { PayoutDestinationView } from '@lendwell/contracts';

/** A bound account's public parts (the number stays sealed; only its last four digits are kept apart). */
export type BoundAccount = { cardType: number; channelNumber: string; institution: string; last4: string };

/** "•••• 4321"; an account without known digits reads as "••••". */
export function maskAccount(last4: string): string {
  return last4 ? `•••• ${last4}` : '••••';
}

/**
 * Describes a bound account for staff: card type 2 is an e-wallet, anything else a bank; names come
 * from the bank form's options (code → name), falling back to the code when the form no longer lists it.
 */
export function describeDestination(
  account: BoundAccount,
  optionNames: ReadonlyMap<string, string>,
  holderName: string | null,
): PayoutDestinationView {
  const wallet = account.cardType === 2;
  return {
    kind: wallet ? 'wallet' : 'bank',
    institutionName: optionNames.get(account.institution) ?? account.institution,
    channelName: wallet ? '' : (optionNames.get(account.channelNumber) ?? ''),
    accountMasked: maskAccount(account.last4),
    holderName: holderName?.trim() || null,
  };
}

export type BorrowerFacts = {
  fullName: string | null;
  email: string | null;
  destination: PayoutDestinationView | null;
};

/** Name, e-mail and payout destination of each borrower named, in three queries whatever their number. */
export async function borrowerFacts(app: FastifyInstance, userIds: number[]): Promise<Map<number, BorrowerFacts>> {
  const ids = [...new Set(userIds)];
  const [accounts, basics, names] = await Promise.all([
    app.consoleRepository.currentAccounts(ids),
    app.consoleRepository.kycBasics(ids),
    ids.length ? app.consoleRepository.bankFormOptionNames() : Promise.resolve(new Map<string, string>()),
  ]);
  const basicOf = new Map(basics.map((b) => [b.userId, b.basic ?? {}]));
  const accountOf = new Map(accounts.map((a) => [a.userId, a]));
  return new Map(
    ids.map((id) => {
      const basic = basicOf.get(id) ?? {};
      const fullName = basic.fullName?.trim() || null;
      const account = accountOf.get(id);
      return [
        id,
        {
          fullName,
          email: basic.email?.trim() || null,
          destination: account ? describeDestination(account, names, fullName) : null,
        },
      ];
    }),
  );
}
