import type { ContactInput } from '../../domain/schemas/contacts';
import type { Db } from '../db/client';
import { contacts } from '../db/schema';

/** Stores one contact message (already validated and trimmed by the route). */
export async function createContact(db: Db, input: ContactInput): Promise<{ id: string }> {
  const [row] = await db
    .insert(contacts)
    .values({ name: input.name, phone: input.phone, email: input.email, address: input.address, message: input.message })
    .returning({ id: contacts.id });
  return row;
}
