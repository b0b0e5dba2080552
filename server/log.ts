import { pino, type LoggerOptions } from 'pino';
import { currentRequestId } from './ops/request-id';

const options: LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: undefined,
};

/**
 * The server's structured logger (JSON lines on stdout; quiet under tests unless LOG_LEVEL is set).
 * A line written while a request is handled carries that request's id as `reqId`.
 */
export const log = pino({
  ...options,
  mixin: () => {
    const reqId = currentRequestId();
    return reqId ? { reqId } : {};
  },
});

/** The access log (one line per finished request, from pino-http): binds `reqId` itself. */
export const accessLog = pino(options);
