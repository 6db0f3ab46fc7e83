import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './freePort.js';
import { createAuthority, keyAndCsr, signCsr, validityFrom } from '../../server/dataplane/certificates/x509.js';

/**
 * Pebble (Let's Encrypt's test CA) and pebble-challtestsrv (the DNS server Pebble and the DNS check
 * resolve against) on free ports, for the adapter tests. Records are "added" through challtestsrv's
 * management API, as a domain's owner would add them at their DNS host.
 */
export interface Pebble {
  /** The ACME directory. */
  directoryUrl: string;
  /** The test CA that signed Pebble's own TLS certificate (made here: the package ships none). */
  caBundlePem: string;
  /** challtestsrv's DNS server, host:port. */
  dnsResolver: string;
  /** challtestsrv's management API, where records are added (e.g. by a browser test in another process). */
  managementUrl: string;
  addTxt(name: string, value: string): Promise<void>;
  addA(name: string, address: string): Promise<void>;
  addCname(name: string, target: string): Promise<void>;
  stop(): Promise<void>;
}

const STARTUP_MS = 15_000;

function requireBinaries() {
  for (const binary of ['pebble', 'pebble-challtestsrv']) {
    if (spawnSync('sh', ['-c', `command -v ${binary}`]).status !== 0) {
      throw new Error(`${binary} is not installed: run \`apt-get install pebble\` (it ships pebble and pebble-challtestsrv).`);
    }
  }
}

/** A port free for both TCP and UDP: DNS answers on both. */
async function freeDnsPort(): Promise<number> {
  for (;;) {
    const port = await freePort();
    const socket = createSocket('udp4');
    const free = await new Promise<boolean>((resolve) => {
      socket.once('error', () => resolve(false));
      socket.bind(port, '127.0.0.1', () => resolve(true));
    });
    await new Promise<void>((resolve) => (free ? socket.close(() => resolve()) : resolve()));
    if (free) return port;
  }
}

/** Runs a program, keeping its output for the error should it stop early. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Waits until `ready` answers, failing with the program's output if it exits or takes too long. */
async function waitFor(name: string, program: ReturnType<typeof run>, ready: () => Promise<unknown>) {
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (program.child.exitCode !== null) throw new Error(`${name} exited:\n${program.output()}`);
    try {
      await ready();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${name} did not start in ${STARTUP_MS} ms:\n${program.output()}`, { cause: error });
      await sleep(50);
    }
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const fqdn = (name: string) => (name.endsWith('.') ? name : `${name}.`);

export async function startPebble(): Promise<Pebble> {
  requireBinaries();
  const dir = await mkdtemp(path.join(tmpdir(), 'pebble-'));
  const [acmePort, managementPort, dnsPort, challengeManagementPort, httpPort, tlsPort] = [
    await freePort(),
    await freePort(),
    await freeDnsPort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];

  // Pebble's TLS: a test CA and a certificate for 127.0.0.1 that it signs.
  const validity = validityFrom(new Date(), 1);
  const ca = await createAuthority('Pebble harness test CA', validity);
  const tls = await keyAndCsr(['localhost', '127.0.0.1']);
  await writeFile(path.join(dir, 'cert.pem'), await signCsr(ca, tls.csrPem, validity));
  await writeFile(path.join(dir, 'key.pem'), tls.privateKeyPem);
  const config = {
    pebble: {
      listenAddress: `127.0.0.1:${acmePort}`,
      managementListenAddress: `127.0.0.1:${managementPort}`,
      certificate: path.join(dir, 'cert.pem'),
      privateKey: path.join(dir, 'key.pem'),
      httpPort,
      tlsPort,
      ocspResponderURL: '',
      externalAccountBindingRequired: false,
    },
  };
  await writeFile(path.join(dir, 'pebble-config.json'), JSON.stringify(config));

  const dnsResolver = `127.0.0.1:${dnsPort}`;
  const management = `http://127.0.0.1:${challengeManagementPort}`;
  // No default addresses: a name without records has none, as on the real DNS.
  const challtestsrv = run(
    'pebble-challtestsrv',
    [
      '-management',
      `127.0.0.1:${challengeManagementPort}`,
      '-dns01',
      dnsResolver,
      '-http01',
      '',
      '-https01',
      '',
      '-tlsalpn01',
      '',
      '-defaultIPv4',
      '',
      '-defaultIPv6',
      '',
    ],
    {},
  );
  // Real validation (never "always valid"), without Pebble's random waits, nonce rejections and reused authorizations.
  const pebble = run('pebble', ['-config', path.join(dir, 'pebble-config.json'), '-dnsserver', dnsResolver], {
    PEBBLE_VA_NOSLEEP: '1',
    PEBBLE_VA_ALWAYS_VALID: '0',
    PEBBLE_WFE_NONCEREJECT: '0',
    PEBBLE_AUTHZREUSE: '0',
  });

  const post = async (endpoint: string, body: object) => {
    const response = await fetch(`${management}/${endpoint}`, { method: 'POST', body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`challtestsrv ${endpoint}: HTTP ${response.status} ${await response.text()}`);
  };
  const directoryUrl = `https://127.0.0.1:${acmePort}/dir`;
  try {
    await waitFor('pebble-challtestsrv', challtestsrv, () => post('clear-txt', { host: 'ready.test.' }));
    await waitFor('pebble', pebble, () => tcpOpen(acmePort));
  } catch (error) {
    await Promise.all([stop(pebble.child), stop(challtestsrv.child)]);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    directoryUrl,
    caBundlePem: ca.certificate.toString('pem'),
    dnsResolver,
    managementUrl: management,
    addTxt: (name, value) => post('set-txt', { host: fqdn(name), value }),
    addA: (name, address) => post('add-a', { host: fqdn(name), addresses: [address] }),
    addCname: (name, target) => post('set-cname', { host: fqdn(name), target: fqdn(target) }),
    async stop() {
      await Promise.all([stop(pebble.child), stop(challtestsrv.child)]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once something listens on the port. */
function tcpOpen(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve();
    });
    socket.once('error', reject);
  });
}
