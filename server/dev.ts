import { spawn } from 'node:child_process';
import { readConfig } from './config.js';
import { startServer } from './main.js';

/** `npm run dev`: the API on API_PORT (8081) and Vite with HMR on PORT (8080), proxying /v1. */
const apiPort = Number(process.env.API_PORT ?? 8081);
await startServer({ ...readConfig(), port: apiPort, host: '127.0.0.1' });
const vite = spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: String(apiPort) } });
vite.on('exit', (code) => process.exit(code ?? 0));
