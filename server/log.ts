import { pino } from 'pino';

/** The server's structured logger (JSON lines on stdout; quiet under tests unless LOG_LEVEL is set). */
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: undefined,
});
