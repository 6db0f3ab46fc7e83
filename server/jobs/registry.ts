import { housekeepingJob } from './housekeeping.js';
import type { JobDefinition } from './types.js';

/** Every kind of durable job the servers run (server/jobs/types.ts); one line each. */
export const jobDefinitions: readonly JobDefinition[] = [housekeepingJob];
