/** What a bulk action did to each chosen record: done, or refused with the API's reason. */
export interface BulkResult {
  id: string | number;
  error: string | null;
}

/**
 * The toast of a bulk action (issue 13 "a per-item result"): how many were done and, for each
 * refused one, its name and why. Pure, so the text is tested without React.
 */
export function bulkSummary(results: BulkResult[], nameOf: (id: string | number) => string): { done: number; failures: string[] } {
  const failures = results.filter((result) => result.error !== null).map((result) => `${nameOf(result.id)}: ${result.error}`);
  return { done: results.length - failures.length, failures };
}
