import http from 'node:http';

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read back from the API; the checks name each field they read
  body: any;
}

/** The server went away before it answered (killed mid-request): the write may or may not have landed. */
export class NoAnswer extends Error {}

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * One request to the server on 127.0.0.1, on a connection of its own: a socket kept alive from a
 * killed server must never carry a request to its successor.
 */
export function call(port: number, method: string, path: string, token?: string, payload?: unknown): Promise<Reply> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => reject(new NoAnswer(error.message)));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          // Not JSON (an error page): kept as text for the report.
        }
        resolve({ status: response.statusCode ?? 0, body: parsed });
      });
    });
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    request.on('error', (error) => reject(new NoAnswer(error.message)));
    request.end(body);
  });
}

/** Every record of a paged JSON:API list. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Reply.body
export async function listAll(port: number, token: string, path: string): Promise<any[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Reply.body
  const records: any[] = [];
  const join = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page++) {
    const reply = await call(port, 'GET', `${path}${join}per_page=100&page=${page}`, token);
    if (reply.status !== 200) throw new Error(`GET ${path} page ${page}: ${reply.status} ${JSON.stringify(reply.body)}`);
    records.push(...reply.body.data);
    if (page >= reply.body.meta.last_page) return records;
  }
}
