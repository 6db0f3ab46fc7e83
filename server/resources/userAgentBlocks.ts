import { sql } from 'drizzle-orm';
import { userAgentBlocks } from '../db/schema.js';
import { userAgentBlockSchema } from '../../src/rules/schemas/userAgentBlock.js';
import { userAgentBlockAccess } from '../../src/rules/resourceAccess.js';
import { booleanFilter } from './factory.js';
import { creatorName, joinCreator, withCreator } from './creator.js';
import type { ResourceDeclaration } from './declaration.js';
import { userAgentBlockRecordSchema } from '../../src/rules/schemas/records/blocks.js';

const active = sql<boolean>`(${userAgentBlocks.expiresAt} is null or ${userAgentBlocks.expiresAt} > now())`;

export const userAgentBlocksResource: ResourceDeclaration<typeof userAgentBlockRecordSchema> = {
  type: 'user-agent',
  table: userAgentBlocks,
  selection: {
    id: userAgentBlocks.id,
    pattern: userAgentBlocks.pattern,
    matchType: userAgentBlocks.matchType,
    reason: userAgentBlocks.reason,
    expiresAt: userAgentBlocks.expiresAt,
    active,
    createdById: userAgentBlocks.createdBy,
    createdBy: creatorName,
    createdAt: userAgentBlocks.createdAt,
  },
  record: userAgentBlockRecordSchema,
  joins: joinCreator(userAgentBlocks.createdBy),
  access: userAgentBlockAccess,
  create: userAgentBlockSchema,
  // The pattern/matchType pair is checked together, so an edit sends the whole form.
  update: userAgentBlockSchema,
  sortable: { pattern: userAgentBlocks.pattern, createdAt: userAgentBlocks.createdAt, expiresAt: userAgentBlocks.expiresAt },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filterable: {
    matchType: userAgentBlocks.matchType,
    active: booleanFilter(active),
  },
  search: [userAgentBlocks.pattern, userAgentBlocks.reason],
  toInsert: withCreator,
  unique: { pattern: 'This user agent is already blocked.' },
};
