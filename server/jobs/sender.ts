import type { SendJob } from './types.js';

/**
 * How routes and services reach the job queue (`app.jobs`): the app is built before the queue
 * starts (server/main.ts, tests/api/helpers.ts), which then binds its `send` here.
 */
export class JobSender {
  #send: SendJob | null = null;

  bind(send: SendJob) {
    this.#send = send;
  }

  send: SendJob = (queue, data, options) => {
    if (!this.#send) throw new Error(`job queue not started: cannot send ${queue}`);
    return this.#send(queue, data, options);
  };
}
