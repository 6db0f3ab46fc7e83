import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeys } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honours an `Idempotency-Key` header: a repeat of the request gets the first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: IdempotentRequest | null;
  }
}

interface IdempotentRequest {
  userId: number;
  key: string;
  fingerprint: string;
  /** This request stored the key and runs; its answer is kept for the repeats. */
  claimed: boolean;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long a key is kept: a repeat within it gets the first answer; past it the key is free again. */
const IDEMPOTENCY_KEY_HOURS = 24;

/** A stored key past IDEMPOTENCY_KEY_HOURS (housekeeping deletes them, server/jobs/housekeeping.ts). */
export const expiredKey = sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

const source = { header: IDEMPOTENCY_KEY_HEADER };

const invalidKey = () =>
  new ApiError(400, [
    {
      status: '400',
      code: 'invalid_idempotency_key',
      title: 'Invalid Idempotency-Key',
      detail: 'The Idempotency-Key header must be a quoted string of 1 to 255 printable ASCII characters.',
      source,
    },
  ]);

const keyReused = () =>
  new ApiError(422, [
    {
      status: '422',
      code: 'idempotency_key_reused',
      title: 'Idempotency-Key reused',
      detail: 'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
      source,
    },
  ]);

const keyInFlight = () =>
  new ApiError(409, [
    {
      status: '409',
      code: 'idempotency_key_in_flight',
      title: 'Request in progress',
      detail: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
      source,
    },
  ]);

/**
 * The key of the header: the draft makes it a Structured Field string (`"…"`); the bare text some
 * clients send is taken too. Null when it is not 1 to 255 printable ASCII characters.
 */
export function parseIdempotencyKey(raw: string): string | null {
  const text = raw.trim();
  const key = text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
  return /^[\x20\x21\x23-\x5b\x5d-\x7e]{1,255}$/.test(key) ? key : null;
}

/** JSON with its object keys sorted, so the order a client writes them in changes nothing. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((name) => [name, canonical((value as Record<string, unknown>)[name])]),
        )
      : value;

/** The draft's idempotency fingerprint: a hash of the body as sent. */
const fingerprintOf = (body: unknown) =>
  createHash('sha256')
    .update(body === undefined ? '' : JSON.stringify(canonical(body)))
    .digest('hex');

/** The stored row of the caller's key. */
const storedKey = ({ userId, key }: IdempotentRequest) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

const textOf = (payload: unknown) =>
  payload === undefined || payload === null ? null : Buffer.isBuffer(payload) ? payload.toString('utf8') : String(payload);

/**
 * `Idempotency-Key` (IETF draft "The Idempotency-Key HTTP Header Field") on routes whose config
 * says `idempotent: true`. Per caller, the key is stored with the method, path and fingerprint
 * before the handler runs; the answer is stored after it. A repeat of the same request gets the
 * stored answer with `Idempotent-Replayed: true` and runs nothing; the same key on another request
 * is a 422; a repeat while the first is in flight is a 409. A 5xx is not kept (its transaction
 * rolled back), so the key can be sent again. Requests without the header run as usual; a request
 * that fails validation stores nothing. Keys live IDEMPOTENCY_KEY_HOURS; an expired key sent again
 * is replaced, and housekeeping deletes the others.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotency', null);

  // Before validation, so the fingerprint is of the body as sent, not as the schema reshaped it.
  app.addHook('preValidation', async (request) => {
    const header = request.headers['idempotency-key'];
    if (!request.routeOptions.config.idempotent || header === undefined || !request.user) return;
    const key = parseIdempotencyKey(Array.isArray(header) ? header.join(',') : header);
    if (key === null) throw invalidKey();
    request.idempotency = { userId: request.user.id, key, fingerprint: fingerprintOf(request.body), claimed: false };
  });

  const claim = async (request: FastifyRequest, idempotency: IdempotentRequest) => {
    const [claimed] = await app.db
      .insert(idempotencyKeys)
      .values({ userId: idempotency.userId, key: idempotency.key, method: request.method, path: request.url, fingerprint: idempotency.fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return claimed !== undefined;
  };

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const idempotency = request.idempotency;
    if (!idempotency) return;
    const row = storedKey(idempotency);
    // A second pass only when the key was taken but is free now: its first request failed with a
    // 5xx meanwhile (released), or it had expired and is deleted here. Expired keys of other
    // requests are housekeeping's: deleting them all here cost every idempotent write a scan.
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await claim(request, idempotency)) {
        idempotency.claimed = true;
        return;
      }
      const [stored] = await app.db
        .select({ ...getTableColumns(idempotencyKeys), expired: expiredKey })
        .from(idempotencyKeys)
        .where(row);
      if (!stored) continue;
      if (stored.expired) {
        await app.db.delete(idempotencyKeys).where(and(row, expiredKey));
        continue;
      }
      if (stored.method !== request.method || stored.path !== request.url || stored.fingerprint !== idempotency.fingerprint) {
        throw keyReused();
      }
      if (stored.status === null) throw keyInFlight();
      reply.code(stored.status).header(REPLAYED_HEADER, 'true');
      if (stored.contentType) reply.header('content-type', stored.contentType);
      return reply.send(stored.body ?? undefined);
    }
    throw keyInFlight();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const idempotency = request.idempotency;
    if (!idempotency?.claimed) return payload;
    const row = storedKey(idempotency);
    try {
      if (reply.statusCode >= 500) {
        await app.db.delete(idempotencyKeys).where(row);
      } else {
        const contentType = reply.getHeader('content-type');
        await app.db
          .update(idempotencyKeys)
          .set({ status: reply.statusCode, contentType: contentType === undefined ? null : String(contentType), body: textOf(payload) })
          .where(row);
      }
    } catch (error) {
      // The answer still goes out; a repeat of this key then waits (409) until the key expires.
      request.log.error(error);
    }
    return payload;
  });
});
