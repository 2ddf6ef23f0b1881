import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The same key enqueued twice is one mail (e.g. `receipt:<orderId>`). */
  dedupeKey?: string;
}

/** Records a mail to send; call it inside the transaction that causes the mail, so both happen or neither. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toEmail: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      dedupeKey: mail.dedupeKey ?? null,
    })
    .onConflictDoNothing();
}
