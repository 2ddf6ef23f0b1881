import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../domain/schemas/admin';
import type { AuditList, AuditQuery } from '../../domain/schemas/money';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { escapeLike } from './books';

export interface AuditActor {
  id: string;
  email: string;
}

/** What one admin action changed, as recordAudit appends it: the actor is passed beside it, the log adds id and time. */
export interface AuditedChange {
  action: string;
  entity: 'user' | 'book' | 'order' | 'contact' | 'refund';
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Appends one entry to the audit trail; call it inside the transaction that makes the admin's change. */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditedChange): Promise<void> {
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

/**
 * GET /admin/audit: newest first, paged, filtered by the acting admin's e-mail (exact or prefix, case-insensitive),
 * entity (and id) and Dhaka days. Walks audit_log_at_idx, audit_log_entity_kind_at_idx or audit_log_actor_pattern_idx.
 */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditList['data']> {
  const conditions: SQL[] = [];
  const admin = query.admin?.trim().toLowerCase();
  if (admin) conditions.push(sql`lower(${auditLog.actorEmail}) LIKE ${`${escapeLike(admin)}%`}`);
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.from)
    conditions.push(sql`${auditLog.at} >= (${query.from}::date::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`);
  if (query.to)
    conditions.push(sql`${auditLog.at} < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return {
    result: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    total: Number(total),
    page: query.page,
    limit: query.limit,
  };
}
