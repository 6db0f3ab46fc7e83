/**
 * The `Idempotency-Key` of the paying calls (IETF draft "The Idempotency-Key HTTP Header Field"):
 * one key per attempt. The same request (method, URL, body) sent again before an answer settled it
 * (the network failed, the server failed with a 5xx, or answered 409 because the first is still in
 * flight) reuses the attempt's key, so the server answers with the first run instead of running it
 * twice. Any other answer ends the attempt; the next request gets a new key.
 */
const openAttempts = new Map<string, string>();

// randomUUID exists only in secure contexts (https, localhost); a panel served over plain http
// still gets 122 random bits from getRandomValues.
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

const settles = (status: number) => status < 500 && status !== 409;

export interface Attempt {
  /** The header's value: the key as a Structured Field string, as the draft writes it. */
  header: string;
  /** Ends the attempt when the answer settles it. */
  answered(status: number): void;
}

export function attemptFor(method: string, url: string, body: string | undefined): Attempt {
  const request = `${method} ${url} ${body ?? ''}`;
  const key = openAttempts.get(request) ?? newKey();
  openAttempts.set(request, key);
  return {
    header: `"${key}"`,
    answered: (status) => {
      if (settles(status)) openAttempts.delete(request);
    },
  };
}
