// The complaint desk's own work (decision 054): each complaint shows its
// sub-type, an owner, internal notes that never reach the borrower, and its SEC MC 18 deadline —
// three Philippine working days from filing (domain/complaint-deadline.ts) — with what is overdue.
// Assigning and noting are audited in the same transaction as the change.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatDate } from '@lendwell/contracts/constants';
import type { ConsoleComplaintItem, ConsoleComplaintNote } from '@lendwell/contracts';
import { complaintNotes, complaints, staffUsers } from '../db/schema.js';
import { complaintDeadline } from '../domain/complaint-deadline.js';
import { invalid, notFound } from '../lib/errors.js';

type Row = Awaited<ReturnType<FastifyInstance['consoleRepository']['complaints']>>[number];

/** The desk's view of complaint rows on a business date: images become signed links. */
export function presentComplaints(
  rows: Row[],
  today: string,
  link: (keys: string[]) => string[],
): ConsoleComplaintItem[] {
  return rows.map(({ imageKeys, disposeImageKeys, ownerId, ownerName, createdAt, answeredAt, ...row }) => ({
    ...row,
    status: row.status as ConsoleComplaintItem['status'],
    createdAt: createdAt.toISOString(),
    answeredAt: answeredAt?.toISOString() ?? null,
    images: link(imageKeys),
    answerImages: link(disposeImageKeys),
    owner: ownerId !== null && ownerName !== null ? { id: ownerId, name: ownerName } : null,
    ...complaintDeadline({
      filedOn: formatDate(createdAt),
      answeredOn: answeredAt ? formatDate(answeredAt) : null,
      today,
    }),
  }));
}

export async function listComplaints(
  app: FastifyInstance,
  query: { status?: string; type?: number; overdue?: '1'; owner?: 'me' | 'none' },
  me: number,
): Promise<ConsoleComplaintItem[]> {
  const rows = await app.consoleRepository.complaints({
    status: query.status,
    type: query.type,
    open: query.overdue === '1',
    ownerId: query.owner === 'me' ? me : query.owner === 'none' ? null : undefined,
  });
  const today = await app.loans.businessDate();
  const items = presentComplaints(rows, today, (keys) => keys.map((key) => app.files.signedUrl(key)));
  return query.overdue === '1' ? items.filter((i) => i.overdue) : items;
}

/** Gives a complaint to an active agent or admin, or takes it back (staffId undefined). */
export async function assignComplaint(
  app: FastifyInstance,
  actor: string,
  complaintId: number,
  staffId: number | undefined,
): Promise<{ id: number; owner: { id: number; name: string } | null }> {
  return app.db.transaction(async (tx) => {
    const [complaint] = await tx
      .select({ id: complaints.id, ownerStaffId: complaints.ownerStaffId })
      .from(complaints)
      .where(eq(complaints.id, complaintId))
      .for('update');
    if (!complaint) throw notFound('complaint');
    let owner: { id: number; name: string } | null = null;
    if (staffId !== undefined) {
      const [staff] = await tx
        .select({ id: staffUsers.id, name: staffUsers.name })
        .from(staffUsers)
        .where(
          and(eq(staffUsers.id, staffId), eq(staffUsers.isActive, true), inArray(staffUsers.role, ['agent', 'admin'])),
        );
      if (!staff) throw invalid('staffId', 'must be an active agent or admin');
      owner = staff;
    }
    await tx
      .update(complaints)
      .set({ ownerStaffId: owner?.id ?? null })
      .where(eq(complaints.id, complaintId));
    await app.auditRepository.append(
      {
        actor,
        action: 'complaint.assign',
        target: `complaint:${complaintId}`,
        before: { ownerStaffId: complaint.ownerStaffId },
        after: { ownerStaffId: owner?.id ?? null },
      },
      tx,
    );
    return { id: complaintId, owner };
  });
}

/** Adds an internal note (staff only; the borrower's endpoints never read this table). */
export async function addComplaintNote(
  app: FastifyInstance,
  actor: string,
  staffId: number,
  complaintId: number,
  text: string,
): Promise<{ id: number }> {
  return app.db.transaction(async (tx) => {
    const [complaint] = await tx.select({ id: complaints.id }).from(complaints).where(eq(complaints.id, complaintId));
    if (!complaint) throw notFound('complaint');
    const [note] = await tx
      .insert(complaintNotes)
      .values({ complaintId, staffId, body: text })
      .returning({ id: complaintNotes.id });
    await app.auditRepository.append(
      {
        actor,
        action: 'complaint.note',
        target: `complaint:${complaintId}`,
        after: { noteId: note!.id, characters: text.length },
      },
      tx,
    );
    return { id: note!.id };
  });
}

export async function complaintNotesOf(app: FastifyInstance, complaintId: number): Promise<ConsoleComplaintNote[]> {
  if (!(await app.complaintsRepository.findById(complaintId))) throw notFound('complaint');
  const notes = await app.consoleRepository.complaintNotes(complaintId);
  return notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() }));
}
