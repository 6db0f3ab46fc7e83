import { z } from 'zod';
import { messages } from '../messages';
import { ipAddress, isDomain, optionalIpv6, requiredText, wholeNumber } from './common';

export const SERVER_TYPES = ['shared', 'dedicated'] as const;
export const SERVER_STATUSES = ['active', 'maintenance', 'decommissioned'] as const;

export const serverSchema = z.object({
  name: requiredText(64),
  hostname: requiredText(253).refine(isDomain, messages.validDomain),
  ip: ipAddress(),
  ipv6: optionalIpv6().optional(),
  type: z.enum(SERVER_TYPES, messages.oneOf),
  location: requiredText(64),
  status: z.enum(SERVER_STATUSES, messages.oneOf).default('active'),
  hidden: z.boolean().default(false),
  cpuCores: wholeNumber(1, 1024),
  memoryGb: wholeNumber(1, 65536),
  diskGb: wholeNumber(1, 1048576),
  notes: z.string().max(2000, messages.tooLong(2000)).default(''),
});
export const serverUpdateSchema = serverSchema.partial();
