import { setImmediate } from 'node:timers/promises';

/**
 * Runs jobs one at a time, in the order they came, and lets the event loop take a turn (accept
 * connections, read sockets, fire timers) whenever jobs have held it for `sliceMs`.
 *
 * Why PGlite needs it (README "Connections and load"): PGlite executes a query synchronously on
 * the server's own thread, and its queue hands over to the next query in a microtask. So every
 * queued query, and the rest of the request each one serves, ran inside the one socket callback
 * that happened to start the chain; a turn of the event loop lasted as long as all the work of all
 * busy connections, and Node accepts one new connection per turn. Under load, new connections
 * waited in the kernel's backlog for minutes.
 */
export class Turns {
  #tail: Promise<unknown> = Promise.resolve();
  #since = performance.now();

  constructor(private readonly sliceMs: number) {}

  run<T>(job: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(async () => {
      if (performance.now() - this.#since >= this.sliceMs) {
        await setImmediate();
        this.#since = performance.now();
      }
      return job();
    });
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
