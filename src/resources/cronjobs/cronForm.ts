import { CRON_DEFAULTS, cronjobCreateSchema, type CRON_NOTIFICATIONS } from '../../rules/schemas/cronjob';
import { zodValidate } from '../zodValidate';

/** The add/edit form of a cron job (spec 2 §2.7, §3). */
export interface CronFormValues {
  command: string;
  schedule: string;
  comment: string;
  notifications: (typeof CRON_NOTIFICATIONS)[number];
  active: boolean;
}

/** Spec 2 §5: the cron page's own form starts inactive (the wizard's starts active). */
export const CRON_PAGE_DEFAULTS: CronFormValues = { ...CRON_DEFAULTS, command: '', comment: '', active: false };

/**
 * Each field's first message from the schema the API uses too, so the form says what the API
 * would. The record's other fields (id, description…) are not the form's and raise nothing.
 */
export const cronFormErrors = zodValidate(cronjobCreateSchema);

/** The form's values as the inputs hold them: an emptied text input holds null. */
type FormState = Omit<CronFormValues, 'comment'> & { comment?: string | null };

/** Spec 2 §2.7: an edit sends every field of the form, and only those (the API refuses others). */
export const cronFormValuesOf = ({ command, schedule, comment, notifications, active }: FormState): CronFormValues => ({
  command,
  schedule,
  comment: comment ?? '',
  notifications,
  active,
});
