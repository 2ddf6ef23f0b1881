/** Helpers for the accounts API tests (users, images, orders/mine): emulator e-mail verification, orders, images. */
import { randomBytes, randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import type { Db } from '../../server/db/client';
import { books, orders, reviews } from '../../server/db/schema';

const emulatorBase = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

/**
 * Marks the emulator account verified (as opening the verification link would) and signs in again for a fresh ID token.
 */
export async function verifyAndSignIn(email: string, password = 'Secret#123'): Promise<string> {
  const app = initializeApp({ projectId: 'demo-boipoka' }, `verify-${randomUUID()}`);
  try {
    const auth = getAuth(app);
    const user = await auth.getUserByEmail(email);
    await auth.updateUser(user.uid, { emailVerified: true });
  } finally {
    await deleteApp(app);
  }
  return signInWithPassword(email, password);
}

export async function signInWithPassword(email: string, password = 'Secret#123'): Promise<string> {
  const response = await fetch(`${emulatorBase()}/accounts:signInWithPassword?key=test-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string; error?: { message: string } };
  if (!response.ok) throw new Error(`emulator sign-in failed: ${body.error?.message}`);
  return body.idToken;
}

/** Whether the emulator still has an account with this e-mail. */
export async function firebaseAccountExists(email: string): Promise<boolean> {
  const app = initializeApp({ projectId: 'demo-boipoka' }, `lookup-${randomUUID()}`);
  try {
    await getAuth(app).getUserByEmail(email);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  } finally {
    await deleteApp(app);
  }
}

/** An access token signed with `secret` and the right issuer and audience, but already expired. */
export function expiredAccessToken(userId: string, email: string, secret: Uint8Array): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('boipoka')
    .setAudience('boipoka-api')
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(secret);
}

/** A valid-looking access token for this user signed with another secret. */
export function forgedAccessToken(userId: string, email: string): Promise<string> {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('boipoka')
    .setAudience('boipoka-api')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(randomBytes(32));
}

export async function insertBook(db: Db, name = `Book ${randomBytes(3).toString('hex')}`) {
  const [row] = await db
    .insert(books)
    .values({
      name,
      image: '/uploads/covers/x.svg',
      category: 'Fiction',
      stock: 5,
      description: 'A test book.',
      sku: `SKU-${randomUUID()}`,
      pricePaisa: 45000,
    })
    .returning();
  return row;
}

export async function insertOrder(
  db: Db,
  input: {
    userId: string | null;
    email: string;
    paymentStatus?: 'pending' | 'paid' | 'failed';
    createdAt?: Date;
    bookName?: string;
    totalPaisa?: number;
  },
) {
  const book = await insertBook(db, input.bookName);
  const [row] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      bookId: book.id,
      cusName: 'Test Customer',
      cusEmail: input.email,
      cusPhone: '+8801700000000',
      cusState: 'Dhaka',
      pricePaisa: 45000,
      taxPaisa: 2250,
      serviceChargePaisa: 1350,
      totalAmountPaisa: input.totalPaisa ?? 48600,
      tranId: `T-${randomUUID()}`,
      productName: book.name,
      productImage: book.image,
      productCategory: book.category,
      productProfile: book.description,
      paymentStatus: input.paymentStatus ?? 'paid',
      ...(input.createdAt && { createdAt: input.createdAt }),
    })
    .returning();
  return row;
}

export async function insertReview(db: Db, orderId: string, userId: string | null, email: string) {
  const [row] = await db
    .insert(reviews)
    .values({
      orderId,
      userId,
      name: 'Test Customer',
      email,
      image: '/default-avatar.svg',
      rating: 4.5,
      review: 'Loved it.',
    })
    .returning();
  return row;
}

/** A small real image made with sharp, optionally with EXIF (orientation 6 and a camera make) in it. */
export async function makeImage(
  format: 'png' | 'jpeg',
  options: { width?: number; height?: number; exif?: boolean } = {},
): Promise<Buffer> {
  const { width = 64, height = 48, exif = false } = options;
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  if (exif) image = image.withExif({ IFD0: { Make: 'BoipokaCam', Model: 'Test 1' } }).withMetadata({ orientation: 6 });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** A multipart/form-data body by hand, so tests control every byte (field names, file names, types). */
export function multipartBody(
  parts: Array<{ name: string; filename?: string; contentType?: string; data: Buffer | string }>,
) {
  const boundary = `----boipoka${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
