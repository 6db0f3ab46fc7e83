import { getDomain } from 'tldts';
import { isDomain } from './schemas/common';

/** 'Example.COM.' -> 'example.com': host names compare without case and without the root's dot. */
export const normaliseDomainName = (input: string) => input.trim().toLowerCase().replace(/\.$/, '');

/** Spec 2 §5: labels of letters, digits and hyphens, at least one dot. */
export const isDomainName = (name: string) => isDomain(name);

/**
 * An apex (registrable) name: the one label under its public suffix, as `example.com` or
 * `example.co.uk` (not `shop.example.com`). Only an apex gets its `www.` twin (spec 2 §2.2), so it
 * follows the Public Suffix List (tldts) rather than counting dots.
 */
export const isApexDomain = (name: string) => getDomain(name, { allowPrivateDomains: true }) === name;

/** The names adding `name` creates: with `www.` too when the box is ticked and the name is an apex. */
export const namesToAdd = (name: string, www: boolean) => (www && isApexDomain(name) ? [name, `www.${name}`] : [name]);

/** Spec 2 §2.2 preparations: the TTL to lower the A and AAAA records to before they point elsewhere. */
export const MIN_DNS_TTL = 3600;
