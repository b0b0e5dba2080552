/* global require, process */
// Preloaded by `npm start` (node -r): libuv's pool (fs, dns, crypto, zlib, sharp) is made on first
// use, with UV_THREADPOOL_SIZE threads, and an ES module entry is itself read through that pool,
// so the size must be set here, before any module loads. The default 4 plus one per core:
// /_image resizes (at most one per core, server/http/image/) never take the threads that search,
// file reads and crypto wait for.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload: nothing may load through the ESM loader first
const { availableParallelism } = require('node:os');

process.env.UV_THREADPOOL_SIZE ??= String(4 + availableParallelism());
