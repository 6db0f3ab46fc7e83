import { sql } from 'drizzle-orm';
import { ipBlocks } from '../db/schema.js';
import { ipBlockSchema } from '../../src/rules/schemas/ipBlock.js';
import { ipBlockAccess } from '../../src/rules/resourceAccess.js';
import { booleanFilter } from './factory.js';
import { creatorName, joinCreator, withCreator } from './creator.js';
import type { ResourceDeclaration } from './declaration.js';
import { ipBlockRecordSchema } from '../../src/rules/schemas/records/blocks.js';

const active = sql<boolean>`(${ipBlocks.expiresAt} is null or ${ipBlocks.expiresAt} > now())`;

export const ipBlocksResource: ResourceDeclaration<typeof ipBlockRecordSchema> = {
  type: 'ip-blocks',
  table: ipBlocks,
  selection: {
    id: ipBlocks.id,
    address: ipBlocks.address,
    reason: ipBlocks.reason,
    expiresAt: ipBlocks.expiresAt,
    active,
    createdById: ipBlocks.createdBy,
    createdBy: creatorName,
    createdAt: ipBlocks.createdAt,
  },
  record: ipBlockRecordSchema,
  joins: joinCreator(ipBlocks.createdBy),
  access: ipBlockAccess,
  create: ipBlockSchema,
  update: ipBlockSchema.partial(),
  sortable: { address: ipBlocks.address, createdAt: ipBlocks.createdAt, expiresAt: ipBlocks.expiresAt },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filterable: {
    active: booleanFilter(active),
  },
  search: [ipBlocks.address, ipBlocks.reason],
  toInsert: withCreator,
  unique: { address: 'This IP address or range is already blocked.' },
};
