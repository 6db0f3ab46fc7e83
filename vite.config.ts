import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 8081);

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: { '/v1': `http://127.0.0.1:${apiPort}` },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
