import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import type { Timeouts } from '../config.js';
import type { ErrorObject } from './errors.js';

/** Time a socket gets to take its last answer before it is destroyed anyway. */
const FLUSH_GRACE_MS = 1000;

const REFUSALS: Record<string, { status: number; code: string; detail: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', detail: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', detail: 'The request headers are too large.' },
};
const MALFORMED = { status: 400, code: 'bad_request', detail: 'The request is not valid HTTP.' };

/** The raw HTTP answer to a request Node refused before any route saw it, in the API's error format. */
export function refusal(errorCode: string | undefined): string {
  const { status, code, detail } = REFUSALS[errorCode ?? ''] ?? MALFORMED;
  const error: ErrorObject = { status: String(status), code, title: http.STATUS_CODES[status] ?? 'Bad Request', detail };
  const body = JSON.stringify({ errors: [error], message: detail });
  return [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    // The rest of the stream cannot be trusted (a half-read body, an unparsed header): the client
    // must send its next request on a new connection.
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Node's 'clientError': too-large headers (431), a request that did not arrive in time (408), bytes
 * that are not HTTP (400). It answers, unless an answer has already begun on that socket (the
 * bytes would corrupt it), and closes the connection either way.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(refusal(error.code), () => socket.destroy());
  setTimeout(() => socket.destroy(), FLUSH_GRACE_MS).unref();
}

/** Fastify's options for timeouts and refused requests (README "Connections and load"). */
export function connectionOptions(timeouts: Timeouts): FastifyHttpOptions<http.Server> {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node checks the headers and request timeouts on this interval (30 s by default), so a
      // late client would otherwise keep its connection up to 30 s past its timeout.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(timeouts.headersMs / 4))),
    },
    clientErrorHandler,
  };
}
