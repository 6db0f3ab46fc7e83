/** One date-time format for every list and detail page ("21 Nov 2026, 06:43"). */
export const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;
export const DATE = { dateStyle: 'medium' } as const;
