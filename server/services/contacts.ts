import { count, eq, sql } from 'drizzle-orm';
import { limitFor } from '../../domain/limits';
import type { ContactListResponse } from '../../domain/schemas/admin';
import type { Contact, ContactInput } from '../../domain/schemas/contacts';
import { notFound } from '../errors';
import type { Db } from '../db/client';
import { contacts } from '../db/schema';
import { recordAudit, type AuditActor } from './audit';

/** Stores one contact message (already validated and trimmed by the route). */
export async function createContact(db: Db, input: ContactInput): Promise<{ id: string }> {
  const [row] = await db
    .insert(contacts)
    .values({
      name: input.name,
      phone: input.phone,
      email: input.email,
      address: input.address,
      message: input.message,
    })
    .returning({ id: contacts.id });
  return row;
}

// --- The control panel: list and delete (admins) -------------------------------------------------------------

export type ContactRow = typeof contacts.$inferSelect;

export function toContactJson(row: ContactRow): Contact {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The contact messages, newest first, one page (contacts_created_at_idx: plain DESC keys so the index is walked),
 * and how many there are in all.
 */
export async function listContacts(
  db: Db,
  options: { page: number; limit: number },
): Promise<{ rows: ContactRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .orderBy(sql`${contacts.createdAt} DESC`, sql`${contacts.id} DESC`)
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ total: count() }).from(contacts),
  ]);
  return { rows, total: Number(total) };
}

/** Deletes one contact message; how many were deleted (0 when there was no such message). */
export async function deleteContact(db: Db, id: string): Promise<number> {
  const deleted = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  return deleted.length;
}

/** GET /contacts: one page of the messages (the page size clamped to its maximum) and how many there are. */
export async function contactPage(
  db: Db,
  query: { page: number; limit?: number },
): Promise<ContactListResponse['data']> {
  const limit = limitFor('contacts', query.limit);
  const { rows, total } = await listContacts(db, { page: query.page, limit });
  return { result: rows.map(toContactJson), totalContacts: total, page: query.page, limit };
}

/** DELETE /contacts/:id: how many were deleted, or 404. */
export async function removeContact(db: Db, actor: AuditActor, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(contacts)
      .where(eq(contacts.id, id))
      .returning({ name: contacts.name, email: contacts.email, createdAt: contacts.createdAt });
    if (!deleted) throw notFound('No such contact message');
    await recordAudit(tx, actor, {
      action: 'contact.delete',
      entity: 'contact',
      entityId: id,
      before: { name: deleted.name, email: deleted.email, createdAt: deleted.createdAt.toISOString() },
      after: null,
    });
    return 1;
  });
}
