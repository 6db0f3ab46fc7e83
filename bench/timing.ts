/** The p-th percentile (nearest rank) of values sorted ascending. */
export function percentile(sortedMs: number[], p: number): number {
  const index = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1));
  return sortedMs[index];
}

/** A small seeded generator, so every run asks for the same things. */
export function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
