/** A mistake in how the CLI was called: printed without a stack, exit code 2. */
export class UsageError extends Error {}

/** 3: the CLI itself failed (a validate worker thread crashed), nothing was checked to the end. */
export const EXIT = { ok: 0, invalid: 1, usage: 2, failed: 3 } as const;
