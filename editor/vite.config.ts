// The onboarding editor's own bundle (dist/editor), apart from the sites' bundles: nothing of it
// is ever served to a visitor. Built by `builder-cli edit` when missing or older than its sources.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.join(here, 'src'),
  base: '/__editor/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: path.join(here, '..', 'dist', 'editor'), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
