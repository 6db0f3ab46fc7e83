import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { boltMembers, bolts, userPictures, users } from '../db/schema.js';
import { ApiError, notFound } from '../http/errors.js';
import { PICTURE_FORMATS, PICTURE_SIZE } from '../../src/rules/profile.js';
import { profileMessages } from '../../src/rules/schemas/userProfile.js';

/** Stored pictures are WebP: small, and every browser the panel supports shows them. */
const STORED_TYPE = 'image/webp';
/** An image larger than this many pixels is refused before it is decoded (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;

export const notAnImage = () =>
  new ApiError(422, [
    { status: '422', code: 'not_an_image', title: 'Invalid attribute', detail: profileMessages.notAnImage, source: { pointer: '/picture' } },
  ]);

/** The address a picture is served at; its version changes with each upload, so caches never show an old one. */
export const pictureUrl = (userId: number, updatedAt: Date) => `/v1/user-profile/picture/${userId}?v=${updatedAt.getTime()}`;

/**
 * The upload as it is stored: read by its content (JPEG, PNG, WebP or GIF, whatever its name or
 * declared type says), turned upright, cropped to a square and made WebP. Anything sharp cannot
 * read as one of those formats is 422.
 */
export async function resizePicture(upload: Buffer): Promise<Buffer> {
  try {
    const { format } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!(PICTURE_FORMATS as readonly string[]).includes(format ?? '')) throw notAnImage();
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // sharp's own refusal: not an image, a truncated one, or one past the pixel limit.
    throw notAnImage();
  }
}

/** PUT user-profile/picture: stores the resized picture and points the person's account_picture at it. */
export async function savePicture(db: DbOrTx, user: AuthUser, upload: Buffer, now = new Date()) {
  const data = (await resizePicture(upload)).toString('base64');
  const picture = pictureUrl(user.id, now);
  await db.transaction(async (tx) => {
    await tx
      .insert(userPictures)
      .values({ userId: user.id, contentType: STORED_TYPE, data, updatedAt: now })
      .onConflictDoUpdate({ target: userPictures.userId, set: { contentType: STORED_TYPE, data, updatedAt: now } });
    await tx.update(users).set({ picture }).where(eq(users.id, user.id));
  });
  return picture;
}

/** DELETE user-profile/picture: the person goes back to their initials. */
export async function removePicture(db: DbOrTx, user: AuthUser) {
  await db.transaction(async (tx) => {
    await tx.delete(userPictures).where(eq(userPictures.userId, user.id));
    await tx.update(users).set({ picture: null }).where(eq(users.id, user.id));
  });
}

/**
 * Who sees whose picture: the people of one account, and the people of a Bolt's users list (its
 * account's people and its members), so a Bolt's owner and its developer see each other. Anyone
 * else's picture is a 404, as a missing one is.
 */
function visibleTo(db: DbOrTx, viewer: AuthUser) {
  const sharesBolt = (personId: SQL | number, accountId: SQL | number) => sql`(${bolts.accountId} = ${accountId} or exists (
    select 1 from ${boltMembers} where ${boltMembers.boltId} = ${bolts.id} and ${boltMembers.userId} = ${personId}))`;
  return or(
    eq(users.accountId, viewer.accountId),
    exists(
      db
        .select({ id: bolts.id })
        .from(bolts)
        .where(and(liveBolt, sharesBolt(viewer.id, viewer.accountId), sharesBolt(sql`${users.id}`, sql`${users.accountId}`))),
    ),
  );
}

/** GET user-profile/picture/{userId}: the stored image of a person the viewer may see, or 404. */
export async function readPicture(db: DbOrTx, viewer: AuthUser, userId: number) {
  const [row] = await db
    .select({ contentType: userPictures.contentType, data: userPictures.data })
    .from(userPictures)
    .innerJoin(users, eq(users.id, userPictures.userId))
    .where(and(eq(userPictures.userId, userId), visibleTo(db, viewer)));
  if (!row) throw notFound();
  return { contentType: row.contentType, bytes: Buffer.from(row.data, 'base64') };
}
