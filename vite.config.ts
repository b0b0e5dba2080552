import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    rollupOptions: {
      input: 'runtime/entry-client.tsx',
      output: {
        // What every page needs goes in one chunk with the entry (many tiny shared chunks cost
        // more bytes and requests than they save); screens, blocks and the search client stay
        // split and load with the pages that use them.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\/|\/runtime\/(ui|data\/(?!search|vehicle\.)|lib\/(?!search|vehicle\/|forms\/)|app\/(?!search\/|vehicle\/|forms\/))|\/blocks\/(header|footer|block\.ts|registry)/,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['tests/setup/global-setup.ts'],
  },
});
