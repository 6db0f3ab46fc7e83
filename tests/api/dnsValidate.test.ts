import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPebble, type Pebble } from '../support/pebble';
import { certificateWorld, type CertificateWorld } from './certificateCalls';

/**
 * POST dns/validate (spec 2 §2.2 dns_setup_needed) on real DNS: the server resolves against
 * pebble-challtestsrv (DNS_RESOLVER), where the test adds records as a domain's owner would.
 */
let pebble: Pebble;
let world: CertificateWorld;

beforeAll(async () => {
  pebble = await startPebble();
  world = await certificateWorld({ dnsResolver: pebble.dnsResolver });
  await pebble.addA('dns-shop.example.com', '203.0.113.10');
  await pebble.addA('dns-moved.example.com', '198.51.100.7');
  await pebble.addCname('www.dns-shop.example.com', 'site-42.hosting.example.net');
});
afterAll(async () => {
  await world?.server.close();
  await pebble?.stop();
});

const validate = (attributes: object, who: 'customer' | 'staff' = 'customer') =>
  world.call(who, 'POST', `/v1/${who === 'staff' ? 'admin/' : ''}dns/validate`, attributes, 'dns-validations');

describe('POST dns/validate', () => {
  it('finds an A record pointing at the site’s IP, and a CNAME at its hostname with the trailing dot', async () => {
    const a = await validate({ recordName: 'DNS-shop.example.com', recordValue: '203.0.113.10', recordType: 'A' });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ data: { id: 'dns-shop.example.com', type: 'dns-validations', attributes: { isActive: true, message: null } } });
    const cname = await validate(
      { recordName: 'www.dns-shop.example.com', recordValue: 'site-42.hosting.example.net.', recordType: 'CNAME' },
      'staff',
    );
    expect(cname.json().data.attributes).toEqual({ isActive: true, message: null });
  });

  it('says why a row fails, in the checker’s words', async () => {
    for (const [attributes, message] of [
      [
        { recordName: 'dns-moved.example.com', recordValue: '203.0.113.10', recordType: 'A' },
        'The A record of dns-moved.example.com points to 198.51.100.7, not 203.0.113.10.',
      ],
      [{ recordName: 'dns-new.example.com', recordValue: '203.0.113.10', recordType: 'A' }, 'No A record found for dns-new.example.com.'],
      [
        { recordName: 'dns-shop.example.com', recordValue: 'site-42.hosting.example.net.', recordType: 'CNAME' },
        'No CNAME record found for dns-shop.example.com.',
      ],
      [
        { recordName: 'www.dns-shop.example.com', recordValue: 'site-7.hosting.example.net.', recordType: 'CNAME' },
        'The CNAME record of www.dns-shop.example.com points to site-42.hosting.example.net, not site-7.hosting.example.net.',
      ],
    ] as const) {
      const response = await validate(attributes);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes, message).toEqual({ isActive: false, message });
    }
  });

  it('refuses what is not a record to check, per field', async () => {
    for (const [attributes, field, detail] of [
      [{ recordName: '', recordValue: '1.2.3.4', recordType: 'A' }, 'recordName', 'The field cannot be empty.'],
      [{ recordName: 'not a name', recordValue: '1.2.3.4', recordType: 'A' }, 'recordName', 'Please enter a valid domain name.'],
      [{ recordName: 'dns-shop.example.com', recordValue: ' ', recordType: 'A' }, 'recordValue', 'The field cannot be empty.'],
      [{ recordName: 'dns-shop.example.com', recordValue: '1.2.3.4', recordType: 'MX' }, 'recordType', 'Please choose one of the options.'],
    ] as const) {
      const response = await validate(attributes);
      expect(response.statusCode, detail).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer: `/data/attributes/${field}` } });
    }
    const anonymous = await world.server.app.inject({ method: 'POST', url: '/v1/dns/validate', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
