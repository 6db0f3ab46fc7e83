import { defineConfig, devices } from '@playwright/test';
import { STATISTICS_NOW } from './tests/e2e/clock';

const port = Number(process.env.E2E_PORT ?? 8180);
/** Per port, so runs on different ports never wipe each other's data. */
const dataDir = `.e2e-data-${port}`;
const chromium = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

/** Browser journeys against `npm start` on a fresh data directory (ARCHITECTURE §6). */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A flaky journey is fixed, not retried.
  retries: 0,
  reporter: 'list',
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 850 }, launchOptions: chromium },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    // Pebble and its DNS server first: certificates and DNS checks run the real protocols (tests/support/e2eServer.ts).
    command: `rm -rf ${dataDir} && npx tsx tests/support/e2eServer.ts`,
    url: `http://127.0.0.1:${port}/v1/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
      SEED: 'demo',
      // Every journey signs in from 127.0.0.1; the login limit itself is covered by the API tests.
      LOGIN_RATE_LIMIT_MAX: '10000',
      // The statistics count from a fixed instant, the one statistics.spec.ts gives the browser.
      STATISTICS_NOW,
      // A git deployment stays "Deploying…" for 10 s, long enough to be seen on a loaded machine.
      GIT_SANDBOX_DEPLOY_MS: '10000',
    },
  },
});
