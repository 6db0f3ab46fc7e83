import { z } from 'zod';

/** The specs give no texts for database names; these follow the site-name rules' tone (spec 2 §5). */
export const databaseMessages = {
  required: 'The database name cannot be empty',
  min: 'The database name must be at least 3 characters long',
  max: 'The database name cannot be longer than 64 characters.',
  characters: 'The database name may only contain letters, digits, spaces, underscores and hyphens.',
  taken: 'This Bolt already has a database with this name.',
} as const;

export const DATABASE_NAME_MIN = 3;
export const DATABASE_NAME_MAX = 64;

export const databaseName = () =>
  z
    .string(databaseMessages.required)
    .trim()
    .min(1, { message: databaseMessages.required, abort: true })
    .min(DATABASE_NAME_MIN, databaseMessages.min)
    .max(DATABASE_NAME_MAX, databaseMessages.max)
    .regex(/^[A-Za-z0-9 _-]+$/, databaseMessages.characters);

/** POST bolts/{id}/databases and PATCH bolts/{id}/databases/{dbId} (a rename) take the same body. */
export const databaseSchema = z.strictObject({ name: databaseName() });
