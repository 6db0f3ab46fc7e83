import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fuzzParameters, PROPERTY_TIMEOUT_MS } from './fuzzSupport';
import { startFuzzing } from './fuzzRunner';

/**
 * Property-based fuzz of the query string of every GET route that takes one (every list's page,
 * per_page, sort, direction, q and filter[...] on any field name), as a customer and as staff:
 * never a 5xx, a 4xx is a JSON:API error document without zod's own texts, and a GET changes no
 * table. FUZZ_RUNS, FUZZ_SEED and FUZZ_PATH as in fuzzWrites.test.ts.
 */
const fuzzing = await startFuzzing();
afterAll(() => fuzzing.close());

const CASES = fuzzing.reads.flatMap((route) => (['customer', 'staff'] as const).map((caller) => [route, caller] as const));

describe('fuzz of query strings', () => {
  it.each(CASES)(
    '%s as %s',
    async (route, caller) => {
      await fuzzing.startClean();
      const { input, run } = fuzzing.readCase(route, caller);
      await fc.assert(
        fc.asyncProperty(input, async (generated) => {
          const { problems, summary } = await run(generated);
          expect(problems, summary).toEqual([]);
        }),
        fuzzParameters(`${route} as ${caller}`),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
