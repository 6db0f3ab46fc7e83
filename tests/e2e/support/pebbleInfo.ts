import { readFileSync } from 'node:fs';

/** Where the journeys' server says where its challtestsrv takes records (tests/support/e2eServer.ts). */
export const pebbleInfoFile = (port: number) => `.e2e-pebble-${port}.json`;

const fqdn = (name: string) => (name.endsWith('.') ? name : `${name}.`);

/**
 * A DNS host for the journeys: records are added at the challtestsrv both the server's DNS check and
 * Pebble resolve against, as a domain's owner adds them at their DNS provider.
 */
export function dnsHost(port: number) {
  const { managementUrl } = JSON.parse(readFileSync(pebbleInfoFile(port), 'utf8')) as { managementUrl: string };
  const post = async (endpoint: string, body: object) => {
    const response = await fetch(`${managementUrl}/${endpoint}`, { method: 'POST', body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`challtestsrv ${endpoint}: HTTP ${response.status} ${await response.text()}`);
  };
  return {
    addA: (name: string, address: string) => post('add-a', { host: fqdn(name), addresses: [address] }),
    addCname: (name: string, target: string) => post('set-cname', { host: fqdn(name), target: fqdn(target) }),
    addTxt: (name: string, value: string) => post('set-txt', { host: fqdn(name), value }),
  };
}
