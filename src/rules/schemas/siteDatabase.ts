import { z } from 'zod';

/** The most databases or sites one connect or disconnect call takes. */
export const CONNECT_MAX_IDS = 100;

export const siteDatabaseMessages = {
  // The specs give no texts for these; they follow the specs' tone.
  databasesRequired: 'Please select at least one database.',
  environmentsRequired: 'Please select at least one site.',
  tooMany: `Please select at most ${CONNECT_MAX_IDS} at a time.`,
  sameBolt: 'The databases and sites must belong to the same Bolt.',
  // Spec 2 §8.
  connected: 'db connected',
  disconnected: 'db disconnected',
  disconnectFailed: 'could not disconnect environment',
} as const;

const ids = (required: string) =>
  z
    .array(z.union([z.string(), z.number()], required), required)
    .min(1, required)
    .max(CONNECT_MAX_IDS, siteDatabaseMessages.tooMany);

/** POST databases/connect and databases/disconnect (spec 2 §7): which databases, which sites. */
export const databaseConnectionSchema = z.strictObject({
  databaseIds: ids(siteDatabaseMessages.databasesRequired),
  environmentIds: ids(siteDatabaseMessages.environmentsRequired),
});
export type DatabaseConnectionInput = z.input<typeof databaseConnectionSchema>;
