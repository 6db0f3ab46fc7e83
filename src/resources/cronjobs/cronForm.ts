import { zodValidate } from '../zodValidate';
import { CRON_DEFAULTS, cronjobCreateSchema, type CRON_NOTIFICATIONS } from '../../rules/schemas/cronjob';

/** The add/edit form of a cron job (spec 2 §2.7, §3). */
export interface CronFormValues {
  command: string;
  schedule: string;
  comment: string;
  notifications: (typeof CRON_NOTIFICATIONS)[number];
  active: boolean;
}
export type CronFormErrors = Partial<Record<keyof CronFormValues, string>>;

/** Spec 2 §5: the cron page's own form starts inactive (the wizard's starts active). */
export const CRON_PAGE_DEFAULTS: CronFormValues = { ...CRON_DEFAULTS, command: '', comment: '', active: false };

/** Each field's first message from the schema the API uses too, so the form says what the API would. */
export const cronFormErrors = (values: CronFormValues): CronFormErrors => zodValidate(cronjobCreateSchema)({ ...values });

/** A 422's `{field: message}` body (spec 1 §8), kept to the form's fields. */
export function serverFieldErrors(body: unknown): CronFormErrors {
  const errors = (body as { errors?: Record<string, unknown> } | undefined)?.errors;
  if (!errors || Array.isArray(errors)) return {};
  const fields: (keyof CronFormValues)[] = ['command', 'schedule', 'comment', 'notifications', 'active'];
  return Object.fromEntries(fields.filter((f) => typeof errors[f] === 'string').map((f) => [f, errors[f] as string]));
}
