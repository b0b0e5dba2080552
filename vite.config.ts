import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    rollupOptions: { input: 'runtime/entry-client.tsx' },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['tests/setup/global-setup.ts'],
  },
});
