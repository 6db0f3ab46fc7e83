import { z } from 'zod';
import { LOCATION_TARGETS } from '../../locations';
import { listDocument, listMeta, resourceObject } from './document';

/** A CMS the create wizard's installation step offers (GET available-cms). */
export const cmsRecordSchema = resourceObject('cms', { name: z.string(), description: z.string() });
export type CmsRecord = z.input<typeof cmsRecordSchema>;

/** A data centre (GET locations); `countryCode` gives its flag. */
export const locationRecordSchema = resourceObject('locations', {
  city: z.string(),
  country: z.string(),
  isLegacy: z.boolean(),
  targets: z.array(z.enum(LOCATION_TARGETS)).readonly(),
  countryCode: z.string(),
});
export type LocationRecord = z.input<typeof locationRecordSchema>;

export const cmsDocument = listDocument(cmsRecordSchema, listMeta);
export const locationsDocument = listDocument(locationRecordSchema, listMeta);

/** POST locations/check-nextgen: whether a new site there runs on the classic platform. */
export const nextgenDocument = z.strictObject({ data: z.strictObject({ isLegacy: z.boolean() }) });
