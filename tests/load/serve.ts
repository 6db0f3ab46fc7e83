/**
 * The server under load, run as a child of load.ts so the load generator never shares its event
 * loop: the real startServer with the environment it is given, on the port the OS picks. It tells
 * the parent its port over IPC, and answers 'stats' with its event-loop delay.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startServer } from '../../server/main.js';

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const app = await startServer();
loopDelay.enable();
const ms = (ns: number) => ns / 1e6;
process.on('message', (message) => {
  if (message !== 'stats') return;
  process.send?.({
    stats: { loopDelayP50: ms(loopDelay.percentile(50)), loopDelayP99: ms(loopDelay.percentile(99)), loopDelayMax: ms(loopDelay.max) },
  });
});
process.send?.({ port: (app.server.address() as AddressInfo).port });
