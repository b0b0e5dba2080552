/** A mistake in how the CLI was called: printed without a stack, exit code 2. */
export class UsageError extends Error {}

export const EXIT = { ok: 0, invalid: 1, usage: 2 } as const;
