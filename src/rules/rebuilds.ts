/** A rebuild's state from its counts: running until finished, then done, or failed if any site failed. */
export function rebuildState(rebuild: { finishedAt: string | Date | null; failed: number }): 'running' | 'done' | 'failed' {
  if (rebuild.finishedAt === null) return 'running';
  return rebuild.failed > 0 ? 'failed' : 'done';
}
