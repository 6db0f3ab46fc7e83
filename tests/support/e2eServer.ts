import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { startPebble } from './pebble.js';
import { pebbleInfoFile } from '../e2e/support/pebbleInfo.js';

/**
 * The browser journeys' server (playwright.config.ts webServer): Pebble and pebble-challtestsrv
 * first, then `npm start` ordering Let's Encrypt certificates from that Pebble and checking DNS
 * against that challtestsrv, as a production server would with Let's Encrypt and the real DNS.
 * Where to add records is written beside the data directory for the journeys to read; the
 * sandbox mail and SMS are read through the env-gated sandbox routes (server/routes/sandbox.ts).
 */
const port = Number(process.env.PORT);
const pebble = await startPebble();
const caFile = `${pebbleInfoFile(port)}.ca.pem`;
await writeFile(caFile, pebble.caBundlePem);
await writeFile(pebbleInfoFile(port), JSON.stringify({ managementUrl: pebble.managementUrl }));

const server = spawn('npx', ['tsx', 'server/start.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ACME_DIRECTORY_URL: pebble.directoryUrl,
    ACME_CA_BUNDLE: caFile,
    DNS_RESOLVER: pebble.dnsResolver,
    // The journeys read the sandbox mail and SMS through it (tests/e2e/support/outbox.ts).
    SANDBOX_OUTBOX_ROUTE: '1',
    // Links in mail lead to the origin the journeys browse (their local storage is per origin).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
});
const stop = (signal: NodeJS.Signals) => {
  server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  void pebble.stop().finally(() => process.exit(code ?? 0));
});
