// Setup file of the server project: its test files share worker processes (vite.config.ts), so a
// file that leaves process.env changed would change the servers of every file after it in that
// worker. This fails the file that does, naming the variables.
import { afterAll } from 'vitest';
import { envChanges } from '../helpers/env';

// libvips sets VIPSHOME when sharp is first loaded, in whichever file of the worker loads it first;
// the built server loads it anyway, so load it here, before the snapshot (once per worker).
await import('sharp');

const before: Readonly<Record<string, string | undefined>> = { ...process.env };

afterAll(() => {
  const changed = envChanges(before, process.env);
  if (changed.length)
    throw new Error(
      `this file left process.env changed (${changed.join(', ')}): restore what it sets, e.g. with restoreEnv or withEnv from tests/helpers/env.ts`,
    );
});
