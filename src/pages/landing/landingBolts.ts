/** The landing's Bolts card: the first Bolts by name (read ahead of the page too, src/layout/firstReads.ts). */
export const LANDING_BOLTS = { pagination: { page: 1, perPage: 6 }, sort: { field: 'name', order: 'ASC' as const } };
