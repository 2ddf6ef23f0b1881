import { sql } from 'drizzle-orm';
import type { ClientConfig } from '../../domain/schemas/system';
import type { Config } from '../config';
import type { Db } from '../db/client';

/** Throws when the database does not answer. */
export async function checkDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Whether the database answers within `timeoutMs` (a check must not wait for a pool's connect timeout). */
export async function databaseAnswers(db: Db, timeoutMs = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([checkDatabase(db).then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** What the SPA may know of the Firebase setup (nothing secret). */
export function clientConfig(firebase: Config['firebase']): ClientConfig {
  return {
    firebase: { apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId },
    authEmulatorUrl: firebase.emulatorHost ? `http://${firebase.emulatorHost}` : null,
  };
}
