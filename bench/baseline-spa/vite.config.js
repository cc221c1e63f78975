/**
 * The S7 baseline: a blank Vite + React + antd app with one table page, built with the same
 * Vite, React plugin and target as the portal's SPA (web/vite.config.ts) and Vite's default
 * chunking, and the portal's precompression (`.br` / `.gz` beside each file, sent as the gateway
 * sends web/dist). The bench builds it into its run directory:
 * `vite build --config bench/baseline-spa/vite.config.js --outDir <dir>`.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../web/vite.config.ts';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), precompress()],
  logLevel: 'warn',
  build: { target: 'es2022', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
