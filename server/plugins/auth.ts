import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { watchAuthChanges, type AuthChanges } from '../auth/authChanges.js';
import { findSession, isStale, touchSession, type AuthUser } from '../auth/session.js';
import { SessionCache } from '../auth/sessionCache.js';
import { findSiteKey, isSiteKeyShaped, siteKeyRefused, unknownSiteKey, type Caller, type SiteKey } from '../auth/siteKey.js';
import { hashToken } from '../auth/tokens.js';
import { blocked, forbidden, unauthorized } from '../http/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The site key the request came with, on a route that takes one (auth/siteKey.ts); null otherwise. */
    siteKey: SiteKey | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (login, health, OpenAPI). */
    public?: boolean;
    /**
     * Reachable by a blocked user: `true` for every one (logout, so the blocked page can still sign
     * out); `'unpaid'` only for an account blocked by unpaid invoices (403002), which pays them there
     * (its invoices, their PDFs, the billing portal).
     */
    allowBlocked?: boolean | 'unpaid';
    /** Also reachable with the site's own API key, for that site only (auth/siteKey.ts, http/dualRoute.ts). */
    siteKey?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

export const isAdminPath = (url: string) => url.startsWith('/v1/admin/');

/**
 * The one place the API decides who may call what: a valid token for every non-public route,
 * blocked users only where allowed, `admin/…` for staff and admins, and a site's API key only on
 * the routes that take one.
 *
 * Sessions come from a per-server cache that hears every change to tokens, users, accounts and
 * lockdowns made anywhere (README "Replicas and jobs").
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('siteKey', null);
  const sessions = new SessionCache(app.config.sessionCache);
  let changes: AuthChanges | null = null;
  app.addHook('onReady', async () => {
    changes = await watchAuthChanges(app.db, sessions, app.log);
  });
  app.addHook('onClose', async () => changes?.close());

  // The session list shows when each session was last used: written after the answer has gone,
  // at most once a minute per token, so a busy session costs one write a minute, not one a request.
  app.addHook('onResponse', async (request) => {
    const user = request.user;
    if (!user?.tokenId || !isStale(user.tokenLastUsedAt, new Date())) return;
    await touchSession(app.db, user.tokenId, new Date()).catch((error: unknown) =>
      request.log.warn({ err: error }, 'could not note when a session was last used'),
    );
  });

  app.addHook('onRequest', async (request) => {
    // The matched route, never the raw URL: Fastify routes on the decoded path, so a check of
    // `request.url` could be dodged with percent-encoding (`/v1/%61dmin/…`).
    const route = request.routeOptions.url ?? '';
    if (request.is404 || !route.startsWith('/v1/')) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const token = bearerToken(request);
    if (token && isSiteKeyShaped(token)) {
      // A site key (README "The provider's clients"): never a session, never an admin/ path.
      const key = await findSiteKey(app.db, token);
      if (!key) throw unknownSiteKey();
      if (!config.siteKey || isAdminPath(route)) throw siteKeyRefused();
      if (key.blockedCode) throw blocked(key.blockedCode);
      request.siteKey = key;
      return;
    }
    const tokenHash = token ? hashToken(token) : null;
    const user = tokenHash ? await sessions.find(tokenHash, () => findSession(app.db, tokenHash)) : null;
    if (!user) throw unauthorized();
    request.user = user;
    const allowed = config.allowBlocked === true || (config.allowBlocked === 'unpaid' && user.blockedCode === '403002');
    if (user.blockedCode && !allowed) throw blocked(user.blockedCode);
    if (isAdminPath(route) && user.role === 'customer') throw forbidden();
  });
});

/** The signed-in user of a non-public route (the hook guarantees one). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Who calls a route that takes a site key: the key, else the signed-in user. */
export const currentCaller = (request: FastifyRequest): Caller => request.siteKey ?? currentUser(request);
