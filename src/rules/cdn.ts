/**
 * Where a domain must point to be served through the CDN (spec 2 §2.3 routing templates): a CNAME
 * (or ANAME/ALIAS at an apex) to the CDN's host, or A and AAAA records to its four fixed addresses,
 * two IPv4 and two IPv6. The server's routing step and the wizard's templates read the same values.
 * The addresses are documentation ranges (RFC 5737, RFC 3849): no real CDN is reachable here.
 */
export const CDN_HOST = 'edge.cdn.hosting.test';
export const CDN_IPV4_ADDRESSES = ['192.0.2.80', '192.0.2.81'] as const;
export const CDN_IPV6_ADDRESSES = ['2001:db8::80', '2001:db8::81'] as const;

/** The TXT record name that proves a domain's ownership (spec 2 §3 validation record_key). */
export const cdnOwnershipRecordName = (domain: string) => `_cdn-verification.${domain}`;
