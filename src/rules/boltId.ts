// Without zod: the route matcher that uses it is part of the sign-in page's first download.
/** Spec 1 §2: a path /bolts/{id} is a Bolt page only when id is a whole number of at least 1. */
export function isBoltId(value: unknown): boolean {
  const text = String(value ?? '');
  return /^\d+$/.test(text) && Number(text) >= 1;
}
