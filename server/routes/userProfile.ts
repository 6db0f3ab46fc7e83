import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dualRoute } from '../http/dualRoute.js';
import { ApiError, notFound } from '../http/errors.js';
import { parseId, writeBody } from '../http/jsonapi.js';
import { oneDocument } from '../../src/rules/schemas/records/document.js';
import { userProfileRecordSchema } from '../../src/rules/schemas/records/profile.js';
import { emailChangeConfirmSchema, profileMessages, userProfileSchema } from '../../src/rules/schemas/userProfile.js';
import { PICTURE_MAX_BYTES } from '../../src/rules/profile.js';
import { confirmEmailChange, showProfile, updateProfile } from '../services/userProfile.js';
import { readPicture, removePicture, savePicture } from '../services/userPictures.js';

const tags = ['user-profile'];
const profileDocument = { 200: oneDocument(userProfileRecordSchema) };
const plain = { admin: false } as const;
/** What opening a change-of-address link answers: the address now in use. */
const profileConfirmed = {
  200: z.strictObject({
    data: z.strictObject({ type: z.literal('user-profile'), attributes: z.strictObject({ email: z.string() }) }),
    meta: z.strictObject({ message: z.string() }),
  }),
};

const pictureError = (status: number, code: string, title: string, detail: string) =>
  new ApiError(status, [{ status: String(status), code, title, detail, source: { pointer: '/picture' } }]);

/** The `picture` field of a multipart upload, whole, or the refusal a person understands. */
async function uploadedPicture(request: FastifyRequest): Promise<Buffer> {
  const missing = () => pictureError(422, 'invalid', 'Invalid attribute', profileMessages.pictureMissing);
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file({ limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 10, parts: 20 } });
    if (!part || part.fieldname !== 'picture') throw missing();
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const { statusCode } = error as { statusCode?: number };
    if (statusCode === 413) throw pictureError(413, 'too_large', 'Payload too large', profileMessages.pictureTooLarge);
    // A body that is not well-formed multipart (cut short, a broken boundary).
    throw missing();
  }
}

/**
 * Spec 1 §7 GET and PATCH user-profile, PUT and DELETE user-profile/picture: the signed-in person's
 * own information, on plain paths for every role (staff and admins edit theirs too). The mailed
 * change-of-address link is confirmed by a public call; a picture is served to the people who see
 * its owner (services/userPictures.ts).
 */
export async function userProfileRoutes(app: FastifyInstance) {
  // Multipart only here: every other route keeps answering 415 to anything but JSON.
  await app.register(multipart);
  const links = () => ({ publicUrl: app.config.publicUrl, ttlMs: app.config.signup.emailLinkTtlMs });

  dualRoute(
    app,
    'GET',
    'user-profile',
    { response: profileDocument, tags },
    async (_input, { user }) => ({ data: await showProfile(app.db, user) }),
    plain,
  );

  dualRoute(
    app,
    'PATCH',
    'user-profile',
    { body: writeBody('user-profile', userProfileSchema), response: profileDocument, tags },
    async ({ body }, { user }) => {
      const { profile, message } = await updateProfile(app.db, app.mailer, links(), user, body.data.attributes);
      return { data: profile, meta: { message } };
    },
    plain,
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/user-profile/confirm-email',
    {
      schema: { body: writeBody('user-profile', emailChangeConfirmSchema), response: profileConfirmed, tags },
      config: { public: true, rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: (request) => `confirm-email:${request.ip}` } },
    },
    async (request) => {
      const { email, message } = await confirmEmailChange(app.db, app.mailer, request.body.data.attributes.token);
      return { data: { type: 'user-profile' as const, attributes: { email } }, meta: { message } };
    },
  );

  dualRoute(
    app,
    'PUT',
    'user-profile/picture',
    { response: profileDocument, tags },
    async (_input, { user, request }) => {
      await savePicture(app.db, user, await uploadedPicture(request));
      return { data: await showProfile(app.db, user), meta: { message: profileMessages.pictureSaved } };
    },
    { ...plain, config: { rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: (request) => `picture:${request.ip}` } } },
  );

  dualRoute(
    app,
    'DELETE',
    'user-profile/picture',
    { response: profileDocument, tags },
    async (_input, { user }) => {
      await removePicture(app.db, user);
      return { data: await showProfile(app.db, user), meta: { message: profileMessages.pictureRemoved } };
    },
    plain,
  );

  dualRoute(
    app,
    'GET',
    'user-profile/picture/:userId',
    {
      params: z.object({ userId: z.string() }),
      querystring: z.looseObject({ v: z.string().optional() }),
      response: { 200: { description: 'The picture, 256 × 256', content: { 'image/webp': { schema: z.string() } } } },
      tags,
    },
    async ({ params }, { user, reply }) => {
      const id = parseId(params.userId);
      if (id === null) throw notFound();
      const picture = await readPicture(app.db, user, id);
      // The address changes with each upload (?v=), so a browser may keep this one for good; private: never a shared cache.
      return reply.header('cache-control', 'private, max-age=31536000, immutable').type(picture.contentType).send(picture.bytes);
    },
    plain,
  );
}
