import type { Included } from './types';

/** The attributes of the included records of one type (JSON:API `included`). */
export const includedOf = <T>(included: readonly Included[] | undefined, type: string): T[] =>
  (included ?? []).filter((record) => record.type === type).map((record) => record.attributes as T);
