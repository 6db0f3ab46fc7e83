import { z } from 'zod';
import { messages } from '../messages';
import {
  isPhpExtension,
  isPhpMemoryLimitOption,
  isPhpTimezone,
  isPhpVersion,
  PHP_MEMORY_LIMIT_OPTIONS_MB,
  PHP_WORKER_ATTRIBUTES,
  PHP_WORKER_BOUNDS,
} from '../php';

export const phpMessages = {
  // Spec 2 §8: "PHP version/memory/timezone/extension/workers updated", "log settings updated".
  versionUpdated: 'PHP version updated',
  memoryUpdated: 'PHP memory updated',
  timezoneUpdated: 'PHP timezone updated',
  extensionUpdated: 'PHP extension updated',
  workersUpdated: 'PHP workers updated',
  logUpdated: 'log settings updated',
  // The specs give no texts for these; they follow the specs' tone.
  version: 'Please choose one of the PHP versions on offer.',
  memory: `Please choose one of the memory sizes: ${PHP_MEMORY_LIMIT_OPTIONS_MB.join(', ')} MB.`,
  memoryAbovePlan: (max: number) => `Your plan includes up to ${max} MB of PHP memory.`,
  timezone: 'Please choose a timezone from the list.',
  extensions: 'Please choose PHP extensions from the list.',
  extensionUnavailable: (id: string, version: string) => `The ${id} extension is not available for PHP ${version}.`,
  legacy: 'The PHP settings of legacy sites cannot be changed here. Please contact support.',
} as const;

export const phpVersionField = () => z.string(phpMessages.version).refine(isPhpVersion, phpMessages.version);

/** Spec 1 §5: whole megabytes; the API also checks the plan, which a schema cannot know. */
export const phpMemoryLimitField = () =>
  z.coerce.number(messages.wholeNumber).int(messages.wholeNumber).refine(isPhpMemoryLimitOption, phpMessages.memory);

export const phpTimezoneField = () => z.string(phpMessages.timezone).refine(isPhpTimezone, phpMessages.timezone);

/** The ids of the modules to have on, or 'all' for spec 2 §2.9 "enable all" (heavy modules stay off). */
export const phpExtensionsField = () =>
  z.union(
    [z.literal('all'), z.array(z.string(phpMessages.extensions)).refine((ids) => ids.every(isPhpExtension), phpMessages.extensions)],
    phpMessages.extensions,
  );

/**
 * Spec 2 §5: each worker setting within its bounds ('Value should be between 1 and 512' for the
 * counts); an empty value or null puts the setting back to its default.
 */
const workerSetting = ([min, max]: readonly [number, number]) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z.coerce
      .number(messages.between(min, max))
      .int(messages.between(min, max))
      .min(min, messages.between(min, max))
      .max(max, messages.between(min, max))
      .nullable()
      .optional(),
  );

/** POST environments/{id}/php/workers, attributes named as spec 2 §7 names them. */
export const phpWorkersSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(PHP_WORKER_ATTRIBUTES).map(([attribute, field]) => [attribute, workerSetting(PHP_WORKER_BOUNDS[field])]),
  ) as Record<keyof typeof PHP_WORKER_ATTRIBUTES, ReturnType<typeof workerSetting>>,
);
