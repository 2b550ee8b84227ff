// "May this borrower apply now": one rule, asked by every door an application comes through (the host's
// home, product and apply pages, the market's notice, the confirm page's order creation). Callers gather
// the facts from their session and repositories; this decides, and they word the answer (decision 143).

/** What the rule reads about a borrower, as of the business date. */
export interface ApplyFacts {
  /** The borrower's open order (one open order per borrower, decision 050), or null. */
  openOrder: { productId: number } | null;
  /** The wait after an engine's decline or a reviewer's rejection still running (decisions 057 and 138), or null. */
  declineWait: { reapplyOn: string } | null;
  /**
   * The title of the first certify step still to do while the profile can still be edited, or null when it is
   * complete or locked. Null too where the application goes on to the credit engine, whose certify rule
   * declines an incomplete profile with a reapply date (decision 057).
   */
  profileStepMissing: string | null;
}

/** Why a borrower may not apply, in the order the borrower is told: the first that holds wins. */
export const APPLY_REFUSALS = ['openOrder', 'declined', 'profileIncomplete'] as const;

export type ApplyAnswer =
  | { ok: true }
  | { ok: false; reason: 'openOrder'; openProductId: number }
  | { ok: false; reason: 'declined'; until: string }
  | { ok: false; reason: 'profileIncomplete'; step: string };

/**
 * Whether a borrower may apply now, or the first reason they may not. An open loan comes first (it is what
 * the borrower can act on: repay it), then a decline's wait (with the date it ends), then the profile.
 */
export function mayApply(facts: ApplyFacts): ApplyAnswer {
  if (facts.openOrder) return { ok: false, reason: 'openOrder', openProductId: facts.openOrder.productId };
  if (facts.declineWait) return { ok: false, reason: 'declined', until: facts.declineWait.reapplyOn };
  if (facts.profileStepMissing !== null)
    return { ok: false, reason: 'profileIncomplete', step: facts.profileStepMissing };
  return { ok: true };
}
