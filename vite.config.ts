import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 8081);

/**
 * Spec 1 §4 version notice: every build gets an id, compiled into the client as __BUILD_ID__ and
 * written to version.json, so a running panel can tell that a newer build was deployed.
 */
function versionFile(): Plugin {
  const version = Date.now().toString(36);
  const body = JSON.stringify({ version });
  return {
    name: 'version-file',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(version) } }),
    configureServer(server) {
      server.middlewares.use('/version.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(body);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: body });
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile()],
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: { '/v1': `http://127.0.0.1:${apiPort}` },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
