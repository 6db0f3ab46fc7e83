import { z } from 'zod';
import { messages } from '../messages';

/** Spec 2 §5 site name rules, checked in order so an empty name gets only the first message. */
export const siteTitle = () =>
  z
    .string(messages.siteNameRequired)
    .trim()
    .min(1, { message: messages.siteNameRequired, abort: true })
    .min(6, messages.siteNameMin)
    .max(50, messages.siteNameMax);

export const environmentMessages = {
  // The specs do not give these texts; they follow the specs' tone.
  limitReached: (sites: number) =>
    `This Bolt has reached its limit of ${sites} sites. Upgrade the plan or remove a site to add another.`,
  refreshApikey: 'refreshApikey must be true or false.',
  boltRequired: 'Please choose the Bolt of the new site.',
  // Spec 2 §8 success text of a rename.
  renamed: 'site name changed',
} as const;

/** POST environments?bolt={boltId}: a new site in a Bolt. */
export const environmentCreateSchema = z.strictObject({ title: siteTitle() });
export type EnvironmentCreateInput = z.input<typeof environmentCreateSchema>;

/**
 * PATCH environments/{id}: the attributes of spec 2 §7 this API takes so far. Unknown ones are
 * refused rather than silently ignored, so a client never believes a setting was saved.
 */
export const environmentUpdateSchema = z.strictObject({
  title: siteTitle().optional(),
  refreshApikey: z.boolean(environmentMessages.refreshApikey).optional(),
});
export type EnvironmentUpdateInput = z.input<typeof environmentUpdateSchema>;
