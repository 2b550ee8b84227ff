/** Who saved a version: `staff:4:admin@…` reads as the email; `seed` and `operator` stay as they are. */
export const savedBy = (actor: string | null) => (actor ?? '').replace(/^staff:\d+:/, '');
