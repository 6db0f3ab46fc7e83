import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../server/config.js';
import { bearer, login, startTestServer, type TestServer } from './helpers';

/** The callers a test file signs in: customer@demo.test (Acme Web AS), other@demo.test (Other Media Ltd), staff and an admin. */
export type Who = 'customer' | 'other' | 'staff' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface ServerOptions {
  /** The JSON:API type `call` sends its attributes as: one for all its calls, or by the call's URL. */
  type: string | ((url: string) => string);
  /** The test server's configuration beside the defaults. */
  config?: Partial<Config>;
}

/**
 * What the API support modules (environmentSupport.ts, siteSettingsSupport.ts, gitSupport.ts,
 * cronjobSupport.ts) share: a test file's own server with its callers signed in, and the calls.
 * Made once per support module; `use` starts the server before the file's tests (then runs the
 * module's own setup, e.g. reading its sites) and stops it after them.
 */
export function signedInServer({ type, config = {} }: ServerOptions) {
  let server: TestServer;
  const tokens = {} as Record<Who, string>;
  const typeOf = typeof type === 'string' ? () => type : type;
  const send = (who: Who, method: Method, url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: bearer(tokens[who]), payload: payload as object | undefined });
  return {
    tokens,
    app: () => server.app,
    db: () => server.database.db,
    use(setUp?: () => Promise<void>) {
      beforeAll(async () => {
        server = await startTestServer(config);
        for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
        await setUp?.();
      });
      afterAll(() => server?.close());
    },
    /** A call as `who`, with a raw body. */
    send,
    /** A call as `who`, its attributes (if any) sent as a JSON:API document. */
    call: (who: Who, method: Method, url: string, attributes?: Record<string, unknown>) =>
      send(who, method, url, attributes ? { data: { type: typeOf(url), attributes } } : undefined),
  };
}
