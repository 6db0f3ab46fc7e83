import { z } from 'zod';
import { ipOrCidr, optionalExpiry, requiredText } from './common';

/** An IP block stops an address or range at the edge (staff tool, spec 1 §1). */
export const ipBlockSchema = z.object({
  address: ipOrCidr(),
  reason: requiredText(255),
  expiresAt: optionalExpiry(),
});
