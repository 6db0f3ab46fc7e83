import { z } from 'zod';
import { checkSchedule, normalizeSchedule } from '../cron';
import { messages } from '../messages';

/** Spec 2 §9 cron limits and §3 notification levels. */
export const CRON_COMMAND_MAX = 255;
export const CRON_COMMENT_MAX = 100;
export const CRON_NOTIFICATIONS = ['all', 'errors', 'none'] as const;
/** Spec 2 §5 form defaults: the wizard's form starts active; the cron page's form starts inactive. */
export const CRON_DEFAULTS = { schedule: '* * * * *', notifications: 'none', active: true } as const;

export const cronjobMessages = {
  // Spec 2 §5, quoted exactly.
  required: 'The field cannot be empty',
  commandMax: 'Field cannot be longer than 255 characters.',
  command: 'Please enter a valid command',
  commentMax: 'The field cannot exceed 100 characters in length.',
  // The specs give no texts for these; they follow the specs' tone.
  comment: 'Please enter the comment on one line.',
  notifications: messages.oneOf,
  active: 'active must be true or false.',
  environment: 'Please choose the site of the cron job.',
  // Spec 2 §8: success texts (a toggle sends only active and notifications) and failures.
  added: 'cron added',
  updated: 'cron updated',
  toggled: 'cronjob updated',
  removed: 'cronjob removed',
  deleteFailed: 'could not delete cron job',
  updateFailed: 'could not update cron job',
  failed: 'error occurred',
} as const;

/**
 * A crontab line ends at a newline, so a control character in a command or comment could smuggle
 * in a job of its own; '<' and '>' are refused as the spec says (output goes to notifications).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

const cronSchedule = () =>
  z
    .string(cronjobMessages.required)
    .trim()
    .min(1, { message: cronjobMessages.required, abort: true })
    .superRefine((value, ctx) => {
      const check = checkSchedule(value);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
    })
    .transform(normalizeSchedule);

const cronCommand = () =>
  z
    .string(cronjobMessages.required)
    .trim()
    .min(1, { message: cronjobMessages.required, abort: true })
    .max(CRON_COMMAND_MAX, cronjobMessages.commandMax)
    .refine((value) => !/[<>]/.test(value) && !CONTROL.test(value), cronjobMessages.command);

/** Optional; null or missing is no comment. */
const cronComment = () =>
  z
    .string(cronjobMessages.commentMax)
    .trim()
    .max(CRON_COMMENT_MAX, cronjobMessages.commentMax)
    .refine((value) => !CONTROL.test(value), cronjobMessages.comment)
    .nullable()
    .transform((value) => value ?? '');

const cronNotifications = () => z.enum(CRON_NOTIFICATIONS, cronjobMessages.notifications);
/** true or false; the provider's PHP SDK also sends 1 and 0 for them (README "The provider's clients"). */
const cronActive = () => z.union([z.boolean(), z.literal(1), z.literal(0)], cronjobMessages.active).transform(Boolean);

/** POST cronjobs: data.attributes (the site comes in relationships.environment). */
export const cronjobCreateSchema = z.strictObject({
  schedule: cronSchedule(),
  command: cronCommand(),
  comment: cronComment()
    .optional()
    .transform((value) => value ?? ''),
  notifications: cronNotifications().default(CRON_DEFAULTS.notifications),
  active: cronActive().default(CRON_DEFAULTS.active),
});

/** PATCH cronjobs/{id}: any of the attributes; a toggle sends only active and notifications. */
export const cronjobUpdateSchema = z.strictObject({
  schedule: cronSchedule().optional(),
  command: cronCommand().optional(),
  comment: cronComment().optional(),
  notifications: cronNotifications().optional(),
  active: cronActive().optional(),
});

/** Spec 2 §8: a change of only these is a toggle ('cronjob updated'), anything else an edit. */
export const isCronToggle = (attributes: object) => Object.keys(attributes).every((key) => key === 'active' || key === 'notifications');
