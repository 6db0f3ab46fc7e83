import { z } from 'zod';
import { SERVER_STATUSES, SERVER_TYPES } from '../server';
import { int, moment, resourceObject } from './document';

/** A server of the inventory, with how many live Bolts and databases it holds. */
export const serverRecordSchema = resourceObject('servers', {
  name: z.string(),
  hostname: z.string(),
  ip: z.string(),
  ipv6: z.string().nullable(),
  type: z.enum(SERVER_TYPES),
  location: z.string(),
  status: z.enum(SERVER_STATUSES),
  hidden: z.boolean(),
  cpuCores: int,
  memoryGb: int,
  diskGb: int,
  notes: z.string(),
  boltsCount: int,
  databasesCount: int,
  createdAt: moment,
});
