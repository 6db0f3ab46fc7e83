import { PHP_WORKER_ATTRIBUTES, phpVersionBadge, type PhpVersionStatus, type PhpWorkerField, type PhpWorkers } from '../../../rules/php';
import { phpWorkersSchema } from '../../../rules/schemas/php';

/** GET environments/{id}/available-settings attributes (spec 2 §3 Settings response). */
export interface AvailablePhpSettings {
  id: string;
  isLegacy: boolean;
  phpVersions: Record<string, PhpVersionStatus>;
  phpMemoryLimitOptions: Record<string, boolean>;
  phpMemoryLimit: number;
  phpExtensions: { id: string; name: string; enabled: boolean; cli: boolean; web: boolean }[];
  phpVersion: string;
  phpTimezone: string;
  separatePhpErrorLog: boolean;
  phpWorkers: PhpWorkers;
  phpWorkerDefaults: PhpWorkers;
}

/** The version radios, newest first, each with its Legacy/Beta badge (spec 2 §2.9). */
export const versionChoices = (versions: Record<string, PhpVersionStatus>) =>
  Object.entries(versions)
    .map(([version, status]) => ({ version, badge: phpVersionBadge(status) }))
    .sort((a, b) => b.version.localeCompare(a.version, undefined, { numeric: true }));

/** The memory radios in ascending size; a size the caller may not choose is shown disabled. */
export const memoryChoices = (options: Record<string, boolean>) =>
  Object.entries(options)
    .map(([size, allowed]) => ({ size: Number(size), allowed }))
    .sort((a, b) => a.size - b.size);

/** The workers form holds text, so an emptied field can mean "back to the default" (spec 2 §5). */
export type WorkersForm = Record<PhpWorkerField, string>;

const attributeOf = Object.fromEntries(Object.entries(PHP_WORKER_ATTRIBUTES).map(([attribute, field]) => [field, attribute])) as Record<
  PhpWorkerField,
  keyof typeof PHP_WORKER_ATTRIBUTES
>;

/** A field shows its value only when it differs from the default, which the placeholder shows. */
export const workersFormOf = (workers: PhpWorkers, defaults: PhpWorkers): WorkersForm =>
  Object.fromEntries(
    Object.entries(workers).map(([field, value]) => [field, value === defaults[field as PhpWorkerField] ? '' : String(value)]),
  ) as WorkersForm;

/**
 * The POST php/workers body of the form, or the message of each field the shared schema refuses;
 * an empty field is sent as null, which resets it.
 */
export function workersPayload(form: WorkersForm) {
  const attributes = Object.fromEntries(Object.entries(form).map(([field, value]) => [attributeOf[field as PhpWorkerField], value.trim()]));
  const parsed = phpWorkersSchema.safeParse(attributes);
  if (parsed.success) return { ok: true as const, attributes: parsed.data };
  const errors: Partial<Record<PhpWorkerField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = PHP_WORKER_ATTRIBUTES[issue.path[0] as keyof typeof PHP_WORKER_ATTRIBUTES];
    errors[field] ??= issue.message;
  }
  return { ok: false as const, errors };
}
