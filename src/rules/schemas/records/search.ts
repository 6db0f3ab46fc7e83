import { z } from 'zod';
import { int, resourceObject } from './document';

/** The account a result belongs to: staff see it beside each result (admin/search only, else null). */
const customer = z.strictObject({ id: int, name: z.string() }).nullable();

/** A record of the panel: its name, where it lives (`subtitle`) and the panel page it opens. */
const recordResult = <T extends 'bolts' | 'sites' | 'domains' | 'databases'>(type: T) =>
  resourceObject(type, { title: z.string(), subtitle: z.string(), path: z.string(), customer });

/** A help article of the provider's help site: its summary and its address there. */
const helpResult = resourceObject('help', { title: z.string(), subtitle: z.string(), url: z.string() });

/** One result of GET search (spec 1 §2 search overlay). */
export const searchResultSchema = z.discriminatedUnion('type', [
  recordResult('bolts'),
  recordResult('sites'),
  recordResult('domains'),
  recordResult('databases'),
  helpResult,
]);
export type SearchResult = z.output<typeof searchResultSchema>;
