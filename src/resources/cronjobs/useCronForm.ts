import { useState } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { cronjobMessages } from '../../rules/schemas/cronjob';
import { cronFormErrors, serverFieldErrors, type CronFormErrors, type CronFormValues } from './cronForm';

/**
 * A cron job form's state: fields are checked as they are typed once touched, all of them on
 * submit; a 422 puts the API's messages on its fields, any other failure is a notification.
 */
export function useCronForm(initial: CronFormValues, save: (values: CronFormValues) => Promise<string | undefined>, fallback: string) {
  const notify = useNotify();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<keyof CronFormValues>>(new Set());
  const [serverErrors, setServerErrors] = useState<CronFormErrors>({});
  const [saving, setSaving] = useState(false);
  const all = cronFormErrors(values);
  const errors: CronFormErrors = { ...Object.fromEntries([...touched].filter((f) => all[f]).map((f) => [f, all[f]])), ...serverErrors };

  const change = (next: CronFormValues) => {
    const changed = (Object.keys(next) as (keyof CronFormValues)[]).filter((f) => next[f] !== values[f]);
    setTouched(new Set([...touched, ...changed]));
    setServerErrors({});
    setValues(next);
  };

  const submit = async () => {
    setTouched(new Set(Object.keys(values) as (keyof CronFormValues)[]));
    if (Object.keys(all).length) return false;
    setSaving(true);
    try {
      notify((await save(values)) ?? fallback, { type: 'success' });
      return true;
    } catch (error) {
      const fields = error instanceof HttpError ? serverFieldErrors(error.body) : {};
      if (Object.keys(fields).length) setServerErrors(fields);
      else notify(error instanceof Error && error.message ? error.message : cronjobMessages.failed, { type: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const reset = () => {
    setValues(initial);
    setTouched(new Set());
    setServerErrors({});
  };

  return { values, errors, saving, change, submit, reset };
}
