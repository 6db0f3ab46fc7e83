import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startServer } from './main.js';

/** Newest modification time under the given paths. */
function newest(paths: string[]): number {
  let latest = 0;
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

/** `npm start`: build the SPA when dist/ is missing or older than its sources, then serve. */
const distDir = process.env.DIST_DIR ?? 'dist';
const built = path.resolve(distDir, 'index.html');
const stale = !fs.existsSync(built) || newest(['src', 'index.html', 'vite.config.ts', 'package-lock.json']) > fs.statSync(built).mtimeMs;
if (stale) {
  console.log('Building the panel (dist/ is missing or stale)...');
  execSync(`npx vite build --outDir ${JSON.stringify(distDir)} --emptyOutDir`, { stdio: 'inherit' });
}
startServer().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
