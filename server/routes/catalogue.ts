import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dualRoute } from '../http/dualRoute.js';
import { listMeta, writeBody } from '../http/jsonapi.js';
import { CMS_CATALOGUE } from '../../src/rules/cms.js';
import { countryCodeOf, findLocation, LOCATION_TARGETS, locationsFor } from '../../src/rules/locations.js';
import { messages } from '../../src/rules/messages.js';
import { cmsDocument, locationsDocument, nextgenDocument } from '../../src/rules/schemas/records/catalogue.js';

/** A whole catalogue as one page of a list. */
const catalogue = <K extends string, T extends { id: string }>(type: K, items: readonly T[]) => ({
  data: items.map(({ id, ...attributes }) => ({ id, type, attributes })),
  meta: listMeta(1, Math.max(1, items.length), items.length, items.length),
});

const nextgenBody = writeBody(
  'locations',
  z.object({
    location: z
      .string(messages.required)
      .trim()
      .min(1, messages.required)
      .refine((id) => !!findLocation(id), messages.oneOf),
  }),
);

/** What a new Bolt can be made of: its CMS and its data centre (spec 1 §7). */
export async function catalogueRoutes(app: FastifyInstance) {
  dualRoute(app, 'GET', 'available-cms', { response: { 200: cmsDocument }, tags: ['bolts'] }, () => catalogue('cms', CMS_CATALOGUE));

  dualRoute(
    app,
    'GET',
    'locations',
    {
      querystring: z.object({ target: z.enum(LOCATION_TARGETS, messages.oneOf).optional() }),
      response: { 200: locationsDocument },
      tags: ['locations'],
    },
    ({ query }) =>
      catalogue(
        'locations',
        locationsFor(query.target).map((location) => ({ ...location, countryCode: countryCodeOf(location.id) })),
      ),
  );

  dualRoute(app, 'POST', 'locations/check-nextgen', { body: nextgenBody, response: { 200: nextgenDocument }, tags: ['locations'] }, ({ body }) => ({
    data: { isLegacy: findLocation(body.data.attributes.location)!.isLegacy },
  }));
}
