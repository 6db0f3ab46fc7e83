import { z } from 'zod';
import { CRON_NOTIFICATIONS } from '../cronjob';
import { int, moment, relationship, resourceObject, type Flat } from './document';

/**
 * Spec 2 §3 Cron job, one shape wherever the API answers one (a site's list, one job, the staff's
 * list of a server's jobs): `disabled` says it does not run because its site is not enabled;
 * `environment` and `bolt` name the site and the Bolt it runs in.
 */
export const cronjobRecordSchema = resourceObject('cronjobs', {
  schedule: z.string(),
  /** The schedule in words; null for one the rules cannot read. */
  description: z.string().nullable(),
  command: z.string(),
  comment: z.string(),
  notifications: z.enum(CRON_NOTIFICATIONS),
  active: z.boolean(),
  disabled: z.boolean(),
  environmentId: int,
  environment: z.string(),
  boltId: int,
  bolt: z.string(),
  createdAt: moment,
}).extend({ relationships: z.strictObject({ environment: relationship('environments') }) });

/** A cron job on the wire; `Cronjob` as the panel holds it. */
export type CronjobRecord = z.input<typeof cronjobRecordSchema>;
export type Cronjob = Flat<CronjobRecord>;
