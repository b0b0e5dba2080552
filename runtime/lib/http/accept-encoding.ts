// Which content coding to answer with (RFC 9110 12.5.3): the best q-value the client gives among
// the codings the server has, ties going to the server's order. Browsers list `gzip` before `br`
// with equal weight (Chromium sends "gzip, deflate, br, zstd"); taking the client's order there
// would send the larger gzip body. Express's `req.acceptsEncodings` does take the client's order,
// so the render cache asks this instead.

/**
 * The coding to use from `offered` (most preferred first), or `false` when the client refuses every
 * one. No header means any coding; only `identity` is then offered back if the server has it.
 */
export function preferredEncoding(header: string | undefined, offered: readonly string[]): string | false {
  if (header === undefined) return offered.includes('identity') ? 'identity' : (offered[0] ?? false);
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name!.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
      }
    }
    // A coding named twice keeps its best weight.
    weights.set(coding, Math.max(q, weights.get(coding) ?? 0));
  }
  const weightOf = (coding: string): number => {
    const own = weights.get(coding);
    if (own !== undefined) return own;
    const any = weights.get('*');
    if (any !== undefined) return any;
    // identity is acceptable unless refused by name or by `*;q=0`, below every coding named
    // (as the negotiator package weighs it).
    return coding === 'identity' ? Math.min(1, ...weights.values()) || 0 : 0;
  };
  let best: string | false = false;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weightOf(coding.toLowerCase());
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
