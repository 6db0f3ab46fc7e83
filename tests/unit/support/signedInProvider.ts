import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../../api/helpers';
import { installBrowserGlobals } from '../browserGlobals';
import { createDataProvider, type PanelDataProvider } from '../../../src/dataProvider';
import { login } from '../../../src/authProvider/login';

/** The statistics' now, as in the browser journeys (tests/e2e/clock.ts): the periods asked for are the same on any day. */
const STATISTICS_NOW = Date.UTC(2024, 4, 12, 15, 30);

export interface ProviderHarness {
  server: TestServer;
  /** The listening server's origin, e.g. http://127.0.0.1:41234. */
  base: string;
  /** The panel's data provider over the real API, as the signed-in user of the last `signIn`. */
  provider: PanelDataProvider;
  /** Signs in as the panel does (the token lands in the fresh browser globals the provider reads). */
  signIn(email: string): Promise<void>;
}

/**
 * Starts the real API in-process for this test file (listening on a free port) and gives the
 * panel's data provider over it; the provider reads its token from the browser globals, so a test
 * signs in first. Call once at the top of a file; the fields are filled in by the time tests run.
 */
export function useSignedInProvider(fetcher?: typeof fetch): ProviderHarness {
  const harness = {} as ProviderHarness;
  beforeAll(async () => {
    const server = await startTestServer({ statisticsClock: () => STATISTICS_NOW });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    Object.assign(harness, {
      server,
      base,
      provider: createDataProvider(`${base}/v1`, fetcher),
      signIn: async (email: string) => {
        installBrowserGlobals();
        // The panel signs in with a path relative to its own origin; the test server has another.
        await login(email, 'demo-password-1', (input, init) => fetch(`${base}${String(input)}`, init));
      },
    });
  });
  afterAll(() => harness.server?.close());
  return harness;
}
