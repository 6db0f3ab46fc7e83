import { z } from 'zod';

const databaseKind = z.enum(['pglite', 'postgres']);

/** GET health (liveness): the process answers; which database it is configured with, without asking it. */
export const healthDocument = z.strictObject({ data: z.strictObject({ status: z.literal('ok'), database: databaseKind }) });

/** GET ready (readiness): the database answered within the timeout and the server is not shutting down. */
export const readyDocument = z.strictObject({ data: z.strictObject({ status: z.literal('ready'), database: databaseKind }) });
