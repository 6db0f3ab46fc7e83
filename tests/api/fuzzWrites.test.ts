import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fuzzParameters, PROPERTY_TIMEOUT_MS } from './fuzzSupport';
import { startFuzzing } from './fuzzRunner';

/**
 * Property-based fuzz of every write route of the OpenAPI document (POST, PATCH, PUT, DELETE), as
 * a customer and as staff: whatever the ids, query and body, never a 5xx, a 4xx is a JSON:API
 * error document without zod's own texts, and a refused write leaves every table as it was.
 * FUZZ_RUNS sets the runs per route and caller; a failure prints fast-check's seed and path, which
 * FUZZ_SEED and FUZZ_PATH replay (with `-t "<route> as <caller>"`).
 */
const fuzzing = await startFuzzing();
afterAll(() => fuzzing.close());

const CASES = fuzzing.writes.flatMap((route) => (['customer', 'staff'] as const).map((caller) => [route, caller] as const));

describe('fuzz of write routes', () => {
  it.each(CASES)(
    '%s as %s',
    async (route, caller) => {
      await fuzzing.startClean();
      const { input, run } = fuzzing.writeCase(route, caller);
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
