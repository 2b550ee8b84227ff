// Written consent to contact at other hours (decision 082): the borrower's records, recorded with the
// scanned document and withdrawn with a reason, each audited in the same transaction.
import { sql } from 'drizzle-orm';
import { checkSignedOn, type ConsentKind, type ConsentRecord } from '../../domain/collections/consent.js';
import { invalid, notFound } from '../../lib/errors.js';
import type { CollectionsContext, CollectionsViewer, Rows } from './context.js';

export const consentRecords = (
  consents: { kind: ConsentKind; signedOn: string; revokedAt: string | null }[],
): ConsentRecord[] => consents.map((c) => ({ kind: c.kind, signedOn: c.signedOn, revokedAt: c.revokedAt }));

export function consentPart(ctx: CollectionsContext) {
  const { db, audit, today, extras, query, visibleOrder } = ctx;

  /** The borrower's written consents, newest first (they hold for every loan of the borrower). */
  async function consentsOf(userId: number) {
    const rows = await query<{
      id: string | number;
      kind: ConsentKind;
      signer_name: string;
      signed_on: string;
      document_key: string;
      recorded_at: string | Date;
      recorded_by_name: string;
      revoked_at: string | Date | null;
      revoked_by_name: string | null;
      revoke_reason: string | null;
      order_no: string;
    }>(
      sql`select c.id, c.kind, c.signer_name, c.signed_on::text as signed_on, c.document_key, c.recorded_at,
          r.name as recorded_by_name, c.revoked_at, x.name as revoked_by_name, c.revoke_reason, o.order_no
        from contact_consents c join staff_users r on r.id = c.recorded_by
        left join staff_users x on x.id = c.revoked_by
        join orders o on o.id = c.order_id
        where c.user_id = ${userId} order by c.id desc`,
    );
    const iso = (t: string | Date | null) => (t === null ? null : new Date(t).toISOString());
    return rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      signerName: r.signer_name,
      signedOn: r.signed_on,
      recordedAt: iso(r.recorded_at)!,
      recordedBy: r.recorded_by_name,
      revokedAt: iso(r.revoked_at),
      revokedBy: r.revoked_by_name,
      revokeReason: r.revoke_reason,
      recordedOnLoan: r.order_no,
      documentUrl: extras.documentUrl(r.document_key),
    }));
  }

  /** Records a borrower's written consent with its scanned document, audited in the same transaction. */
  async function recordConsent(
    v: CollectionsViewer,
    orderNo: string,
    input: { kind: ConsentKind; signerName: string; signedOn: string; documentKey: string },
  ) {
    const order = await visibleOrder(v, orderNo);
    const problem = checkSignedOn(input.signedOn, await today());
    if (problem) throw invalid('signedOn', problem, { sentence: 'Enter the date written on the signed document.' });
    return db.transaction(async (tx) => {
      const done =
        (await tx.execute(sql`insert into contact_consents (user_id, order_id, kind, signer_name, signed_on, document_key, recorded_by)
        values (${order.userId}, ${order.id}, ${input.kind}, ${input.signerName}, ${input.signedOn}, ${input.documentKey}, ${v.id})
        returning id`)) as unknown as Rows<{ id: string | number }>;
      const id = Number(done.rows[0]!.id);
      await audit.append(
        {
          actor: v.actor,
          action: 'collections.consent.record',
          target: orderNo,
          before: null,
          after: { consentId: id, kind: input.kind, signedOn: input.signedOn, document: input.documentKey },
        },
        tx,
      );
      return { id, kind: input.kind, signedOn: input.signedOn };
    });
  }

  /** Withdraws a consent (the borrower took it back); the record stays, marked, and the audit says why. */
  async function revokeConsent(v: CollectionsViewer, orderNo: string, consentId: number, reason: string) {
    const order = await visibleOrder(v, orderNo);
    return db.transaction(async (tx) => {
      const done =
        (await tx.execute(sql`update contact_consents set revoked_at = now(), revoked_by = ${v.id}, revoke_reason = ${reason}
        where id = ${consentId} and user_id = ${order.userId} and revoked_at is null returning id`)) as unknown as Rows<unknown>;
      if (done.rows.length === 0) throw notFound('consent');
      await audit.append(
        {
          actor: v.actor,
          action: 'collections.consent.revoke',
          target: orderNo,
          before: { consentId, revoked: false },
          after: { consentId, revoked: true, reason },
        },
        tx,
      );
      return { id: consentId, revoked: true as const };
    });
  }

  return { consentsOf, recordConsent, revokeConsent };
}

export type ConsentPart = ReturnType<typeof consentPart>;
