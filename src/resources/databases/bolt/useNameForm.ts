import { useState } from 'react';
import { databaseSchema } from '../../../rules/schemas/database';
import { zodValidate } from '../../zodValidate';

const validate = zodValidate(databaseSchema);

/**
 * A database name being typed: the schema's message once the field was left or submitted, and a
 * server message (a taken name) until the next keystroke.
 */
export function useNameForm(initial = '') {
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const clientError = validate({ name }).name;
  return {
    name,
    change: (value: string) => {
      setName(value);
      setServerError(undefined);
    },
    touch: () => setTouched(true),
    error: serverError ?? (touched ? clientError : undefined),
    valid: !clientError,
    setServerError,
    reset: (value: string) => {
      setName(value);
      setTouched(false);
      setServerError(undefined);
    },
  };
}
