// Runs `start` with some environment variables set, restoring them afterwards (a server reads
// its settings, such as rate limits, when it starts).
export async function withEnv<T>(vars: Record<string, string>, start: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await start();
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/**
 * Puts process.env back to `saved` (a copy taken with `{ ...process.env }`) in place: server test
 * files share a worker process, so the next file must see the environment this one started with,
 * and process.env must stay Node's own object (it turns every value it is given into a string).
 */
export function restoreEnv(saved: Readonly<Record<string, string | undefined>>): void {
  for (const key of Object.keys(process.env)) if (!Object.hasOwn(saved, key)) delete process.env[key];
  for (const [key, value] of Object.entries(saved)) if (value !== undefined) process.env[key] = value;
}

/** The names whose values differ between two environments (added, removed or changed), sorted. */
export function envChanges(before: Readonly<Record<string, string | undefined>>, after: Readonly<Record<string, string | undefined>>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
