import { z } from 'zod';
import { requiredText } from './common';

export const PLANS = ['pro', 'business', 'scale', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** Renaming is the Bolt write of the foundation; plan changes go through billing (issue 3). */
export const boltUpdateSchema = z.object({ name: requiredText(50) }).partial();
