import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Admission } from '../config.js';
import { ApiError } from '../http/errors.js';

/** Seconds a client is asked to wait before it tries again. */
const RETRY_AFTER_SECONDS = 1;

export const overloaded = () =>
  new ApiError(
    503,
    [{ status: '503', code: 'overloaded', title: 'Service unavailable', detail: 'The server is busy. Please try again in a moment.' }],
    undefined,
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout;
}

/**
 * At most `concurrency` requests are handled at once; the next ones wait in a FIFO queue of at most
 * `queueLength`. A request that finds the queue full, or waits `maxWaitMs`, is answered 503 with
 * Retry-After at once, so an overloaded server says so instead of leaving connections unanswered.
 */
export function admissionQueue({ concurrency, queueLength, maxWaitMs }: Admission) {
  let running = 0;
  // A Set keeps insertion order (FIFO) and drops a waiter whose client left in O(1).
  const waiting = new Set<Waiter>();

  const next = () => {
    const first = waiting.values().next();
    if (first.done) return;
    waiting.delete(first.value);
    clearTimeout(first.value.timer);
    running++;
    first.value.admit();
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.size;
    },
    /** Resolves with a release function once admitted; rejects with a 503 when refused. `onLeave` receives the function that unqueues a client who left. */
    enter(onLeave: (leave: () => void) => void): Promise<() => void> {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        running--;
        // The next request starts on a later turn of the event loop, not inside the callback that
        // finished this one, so the loop can accept connections and read sockets in between.
        setImmediate(next);
      };
      if (running < concurrency && waiting.size === 0) {
        running++;
        return Promise.resolve(release);
      }
      if (waiting.size >= queueLength) return Promise.reject(overloaded());
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          admit: () => resolve(release),
          timer: setTimeout(() => {
            waiting.delete(waiter);
            reject(overloaded());
          }, maxWaitMs),
        };
        waiting.add(waiter);
        onLeave(() => {
          if (!waiting.delete(waiter)) return;
          clearTimeout(waiter.timer);
          reject(overloaded());
        });
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skips the admission queue (the health probes, which must answer at once under load). */
    unqueued?: boolean;
  }
  interface FastifyInstance {
    /** Requests being handled and waiting now, for the metrics (read-only). */
    admission: { readonly running: number; readonly waiting: number };
  }
}

/** Every /v1/ request passes the admission queue before it touches the database. */
export const admissionPlugin = fp(async (app: FastifyInstance) => {
  const queue = admissionQueue(app.config.admission);
  app.decorate('admission', {
    get running() {
      return queue.running;
    },
    get waiting() {
      return queue.waiting;
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/') || request.routeOptions.config.unqueued) return;
    // 'close' comes once the answer is sent or the client is gone, whichever happens first.
    let left: (() => void) | undefined;
    let gone = false;
    reply.raw.once('close', () => {
      gone = true;
      left?.();
    });
    const release = await queue.enter((leave) => {
      left = leave;
    });
    if (gone) release();
    else left = release;
  });
});
