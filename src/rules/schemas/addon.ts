import { z } from 'zod';
import { SITE_ADDON_NAMES } from '../addons';
import { messages } from '../messages';

// The specs give no texts for add-ons; these follow their tone.
export const addonMessages = {
  enabled: 'enabled must be true or false.',
  alreadyAdded: 'This add-on is already added to this site.',
} as const;

/** POST environments/{id}/addons: add one of the catalogue's add-ons, on unless said otherwise. */
export const addonCreateSchema = z.strictObject({
  name: z.enum(SITE_ADDON_NAMES, messages.oneOf),
  enabled: z.boolean(addonMessages.enabled).default(true),
});

/** PATCH environments/{id}/addons/{name}: spec 2 §7 data.attributes.enabled. */
export const addonUpdateSchema = z.strictObject({ enabled: z.boolean(addonMessages.enabled) });
