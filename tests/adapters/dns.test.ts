import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dnsChecker, type DnsChecker } from '../../server/dataplane/dns/check.js';
import { startPebble, type Pebble } from '../support/pebble.js';

let pebble: Pebble;
let dns: DnsChecker;

beforeAll(async () => {
  pebble = await startPebble();
  // DNS_RESOLVER: the check resolves against challtestsrv's DNS server.
  dns = dnsChecker(pebble.dnsResolver);
  await pebble.addA('shop.example.com', '203.0.113.10');
  await pebble.addA('moved.example.com', '198.51.100.7');
  await pebble.addCname('www.shop.example.com', 'site-42.hosting.example.net');
  await pebble.addTxt('_cdn-verification.shop.example.com', 'cdn-verification=abc');
});
afterAll(() => pebble?.stop());

describe('the DNS check (POST dns/validate)', () => {
  it('finds an A record pointing to the site’s IP', async () => {
    expect(await dns.checkRecord('shop.example.com', { A: '203.0.113.10' })).toEqual({ isActive: true });
  });

  it('says where an A record points when it is not the site’s IP', async () => {
    expect(await dns.checkRecord('moved.example.com', { A: '203.0.113.10' })).toEqual({
      isActive: false,
      message: 'The A record of moved.example.com points to 198.51.100.7, not 203.0.113.10.',
    });
  });

  it('finds a CNAME to the site’s hostname with a trailing dot', async () => {
    expect(await dns.checkRecord('www.shop.example.com', { CNAME: 'site-42.hosting.example.net.' })).toEqual({ isActive: true });
    expect(await dns.checkRecord('www.shop.example.com', { CNAME: 'site-7.hosting.example.net.' })).toEqual({
      isActive: false,
      message: 'The CNAME record of www.shop.example.com points to site-42.hosting.example.net, not site-7.hosting.example.net.',
    });
  });

  it('finds the TXT record a CDN asks for to prove ownership', async () => {
    expect(await dns.checkRecord('_cdn-verification.shop.example.com', { TXT: 'cdn-verification=abc' })).toEqual({ isActive: true });
    expect(await dns.checkRecord('_cdn-verification.shop.example.com', { TXT: 'cdn-verification=xyz' })).toEqual({
      isActive: false,
      message: 'No TXT record of _cdn-verification.shop.example.com holds cdn-verification=xyz.',
    });
    expect(await dns.checkRecord('_cdn-verification.new.example.com', { TXT: 'cdn-verification=abc' })).toEqual({
      isActive: false,
      message: 'No TXT record found for _cdn-verification.new.example.com.',
    });
  });

  it('says so when the record is missing', async () => {
    expect(await dns.checkRecord('new.example.com', { A: '203.0.113.10' })).toEqual({
      isActive: false,
      message: 'No A record found for new.example.com.',
    });
    expect(await dns.checkRecord('shop.example.com', { CNAME: 'site-42.hosting.example.net.' })).toEqual({
      isActive: false,
      message: 'No CNAME record found for shop.example.com.',
    });
  });
});
