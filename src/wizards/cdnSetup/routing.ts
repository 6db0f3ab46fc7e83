import type { ProvisioningStepState } from '../../dataProvider/calls/provisioning';
import { CDN_HOST, CDN_IPV4_ADDRESSES, CDN_IPV6_ADDRESSES } from '../../rules/cdn';

/** Spec 2 §2.3 routing templates: a CNAME/ANAME/ALIAS record, or A/AAAA records. */
export type RoutingTemplate = 'cname' | 'addresses';

export interface DnsRecordRow {
  type: string;
  name: string;
  value: string;
}

/**
 * The records a routing error asks for (spec 2 §2.3): a CNAME to the CDN's host, the step's own
 * validation record when it names one, or the four fixed A/AAAA addresses (two IPv4, two IPv6)
 * the server's routing step checks too (src/rules/cdn.ts).
 */
export function routingRecords(domain: string, template: RoutingTemplate, step: ProvisioningStepState): DnsRecordRow[] {
  if (template === 'cname') {
    return [{ type: 'CNAME / ANAME / ALIAS', name: step.validation?.record_key ?? domain, value: step.validation?.record_value ?? CDN_HOST }];
  }
  return [
    ...CDN_IPV4_ADDRESSES.map((value) => ({ type: 'A', name: domain, value })),
    ...CDN_IPV6_ADDRESSES.map((value) => ({ type: 'AAAA', name: domain, value })),
  ];
}
