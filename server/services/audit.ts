import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  action: string;
  entity: 'user' | 'book' | 'order' | 'contact' | 'refund';
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Appends one entry to the audit trail; call it inside the transaction that makes the admin's change. */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
