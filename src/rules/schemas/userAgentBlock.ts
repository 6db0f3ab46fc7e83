import { z } from 'zod';
import { messages } from '../messages';
import { optionalExpiry, requiredText } from './common';

export const USER_AGENT_MATCH_TYPES = ['contains', 'exact', 'regex'] as const;

const compiles = (pattern: string) => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

export const userAgentBlockSchema = z
  .object({
    pattern: requiredText(500),
    matchType: z.enum(USER_AGENT_MATCH_TYPES, messages.oneOf).default('contains'),
    reason: requiredText(255),
    expiresAt: optionalExpiry(),
  })
  .refine((v) => v.matchType !== 'regex' || compiles(v.pattern), {
    message: messages.validRegex,
    path: ['pattern'],
  });
