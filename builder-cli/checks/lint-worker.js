// A `validate` worker thread: loads TypeScript through tsx the way bin.js does (a worker does not
// inherit the hooks bin.js registered), then lints the batches of tenants it is sent.
import { register } from 'tsx/esm/api';

register();
await import('./lint-worker-thread.ts');
