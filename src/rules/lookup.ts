import { hostOf } from './siteAddress';

/**
 * Staff's lookup (spec 1 §1 "Bolt database lookup", route /lookup): the Bolt behind a value a
 * person was given — a database name or user, a site's internal name, a hostname, a server's IP
 * address or the start of a site's API key. Pure rules shared by the page and the API.
 */
export const LOOKUP_KINDS = ['database', 'databaseUser', 'site', 'domain', 'ip', 'apiKey'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** The lookup answers at most this many matches, exact ones first. */
export const LOOKUP_LIMIT = 25;

/** Shorter values would match by their start far too much to be worth reading (and their indexes serve 3+ characters). */
export const LOOKUP_MIN_LENGTH = 3;
export const LOOKUP_MAX_LENGTH = 200;

/** An API key is hex; only its start is ever looked up and shown (it stays a secret). */
const API_KEY_PREFIX = /^[0-9a-f]{8,64}$/i;
const IP_LIKE = /^[0-9a-f:.]+$/i;

/** The lookup asks only for what a value could be: an API key is hex, an address digits, dots and colons. */
export function lookupKindsFor(text: string): LookupKind[] {
  return LOOKUP_KINDS.filter((kind) => (kind === 'apiKey' ? API_KEY_PREFIX.test(text) : kind === 'ip' ? IP_LIKE.test(text) : true));
}

/** A pasted address (`https://www.example.com/path`) is looked up by its hostname. */
export const domainText = (text: string) => (/[/:]/.test(text) && !IP_LIKE.test(text) ? (hostOf(text) ?? text) : text);

/** What the page shows of a matched API key: the part that was typed, never the rest. */
export const maskedKey = (key: string, typed: string) => `${key.slice(0, typed.length)}…`;

/** The page looks up once the person stops typing for this long. */
export const LOOKUP_DEBOUNCE_MS = 400;

export const canLookUp = (text: string) => text.trim().length >= LOOKUP_MIN_LENGTH;

/** The panel pages a match links to. */
export const lookupLinks = (match: { boltId: number; siteId: number | null; userId: number | null }) => ({
  bolt: `/bolts/${match.boltId}`,
  site: match.siteId === null ? null : `/bolts/${match.boltId}/environments/${match.siteId}`,
  customer: match.userId === null ? null : `/customers/${match.userId}`,
});
