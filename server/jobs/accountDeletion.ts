import { z } from 'zod';
import { ACCOUNT_DELETE, runAccountDeletion } from '../services/accountDeletion.js';
import type { JobDefinition } from './types.js';

const deleteJob = z.object({ accountId: z.number().int() });

/**
 * Removes a deleted account's data (services/accountDeletion.ts), one transaction; a server that
 * stops midway leaves it to another, and a run that finds it done does nothing.
 */
export const accountDeletionJob: JobDefinition = {
  name: ACCOUNT_DELETE,
  options: { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 10 * 60 },
  work: async (data, { database }) => runAccountDeletion(database.db, deleteJob.parse(data)),
};
