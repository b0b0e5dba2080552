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
