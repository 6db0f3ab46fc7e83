import http from 'node:http';

export interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

export interface Call {
  method?: string;
  path: string;
  token?: string;
  body?: unknown;
}

/** A failure that is not an HTTP answer: the request timed out or the connection failed. */
export class TransportError extends Error {
  constructor(
    readonly kind: 'timeout' | 'connection',
    message: string,
  ) {
    super(message);
  }
}

/**
 * One request to 127.0.0.1:port over `agent` (a keep-alive agent, or false for a new connection),
 * given up after `timeoutMs` in all: connecting, waiting and reading the answer.
 */
export function send(port: number, agent: http.Agent | false, call: Call, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const headers: Record<string, string> = {};
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const request = http.request({ host: '127.0.0.1', port, method: call.method ?? 'GET', path: call.path, headers, agent });
    const timer = setTimeout(() => {
      request.destroy(new TransportError('timeout', `${call.method ?? 'GET'} ${call.path}: no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    // The first outcome settles the promise; a later error of the same exchange changes nothing.
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error instanceof TransportError ? error : new TransportError('connection', `${call.path}: ${error.message}`));
    };
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, retryAfter, body: Buffer.concat(chunks).toString() });
      });
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end(payload);
  });
}
