/** Shared helpers of the demo data. */

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A moment n days from now (negative: ago). */
export const days = (n: number) => new Date(Date.now() + n * 86_400_000);
