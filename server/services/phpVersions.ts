import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { environments, type bolts } from '../db/schema.js';
import { findLocation } from '../../src/rules/locations.js';
import { availablePhpVersions } from '../../src/rules/php.js';
import type { availablePhpVersionsRecordSchema } from '../../src/rules/schemas/records/bolt.js';

/**
 * Spec 2 §7 GET bolts/{id}/available-php-versions. A Bolt's sites share its platform (as a new
 * site does, services/environments.ts); a Bolt without sites goes by its location.
 */
export async function boltPhpVersions(
  db: DbOrTx,
  bolt: Pick<typeof bolts.$inferSelect, 'id' | 'location'>,
): Promise<z.output<typeof availablePhpVersionsRecordSchema>> {
  const [{ legacy }] = await db
    .select({ legacy: sql<boolean | null>`bool_or(${environments.isLegacy})` })
    .from(environments)
    .where(eq(environments.boltId, bolt.id));
  const isLegacy = legacy ?? findLocation(bolt.location)?.isLegacy ?? false;
  return { id: String(bolt.id), type: 'available-php-versions', attributes: { phpVersions: availablePhpVersions(isLegacy) } };
}
