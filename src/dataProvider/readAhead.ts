/**
 * Reads started ahead of the page that makes them (src/layout/firstReads.ts): the first page's data
 * travels while the panel's code loads and renders, instead of after. Each answer is handed once, to
 * the first identical request (same URL and token) the page makes soon after; so the page's own
 * read goes through react-admin as usual (its cache, checkError) and asks the server nothing twice.
 */

/** An answer read ahead is given to the page's request only this soon; later the page asks afresh. */
const FRESH_MS = 10_000;

interface Ahead {
  at: number;
  response: Promise<Response>;
}

const started = new Map<string, Ahead>();

const keyOf = (input: RequestInfo | URL, init?: RequestInit): string | null => {
  if ((init?.method ?? 'GET') !== 'GET' || init?.body != null) return null;
  const authorization = new Headers(init?.headers).get('authorization') ?? '';
  return `${String(input)} ${authorization}`;
};

function dropStale(now: number) {
  for (const [key, ahead] of started) if (now - ahead.at > FRESH_MS) started.delete(key);
}

/**
 * The fetch of a data provider that reads ahead: it sends the GET and keeps the answer for the
 * page's request, handing its own caller a copy.
 */
export const aheadFetch: typeof fetch = (input, init) => {
  const key = keyOf(input, init);
  const response = fetch(input, init);
  if (key === null) return response;
  dropStale(Date.now());
  started.set(key, { at: Date.now(), response });
  return response.then((answer) => answer.clone());
};

/** The answer read ahead for this request, once, while fresh; otherwise undefined. */
export function takeAhead(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | undefined {
  if (!started.size) return undefined;
  const key = keyOf(input, init);
  const ahead = key === null ? undefined : started.get(key);
  dropStale(Date.now());
  if (!ahead || Date.now() - ahead.at > FRESH_MS) return undefined;
  started.delete(key!);
  return ahead.response;
}
