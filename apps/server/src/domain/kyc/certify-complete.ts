// When certify counts as complete (as the host app counts it): every step saved and both photos
// uploaded. One home for the rule, read by the credit decision from whatever row shape it fetched.

/** The marks a certify row carries: a step's saved time or a photo's storage key, absent until done. */
export type CertifyMarks = {
  basicSavedAt: unknown;
  personalSavedAt: unknown;
  jobSavedAt: unknown;
  extSavedAt: unknown;
  idSavedAt: unknown;
  idFrontKey: string | null;
  selfieKey: string | null;
};

/** Certify is complete when every step is saved and both photos are uploaded. */
export function certifyComplete(row: CertifyMarks | undefined | null): boolean {
  return Boolean(
    row?.basicSavedAt &&
    row.personalSavedAt &&
    row.jobSavedAt &&
    row.extSavedAt &&
    row.idSavedAt &&
    row.idFrontKey &&
    row.selfieKey,
  );
}
