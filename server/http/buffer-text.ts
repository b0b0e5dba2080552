// Byte-level text edits for a rendered page kept as UTF-8 (server/http/render-cache.ts): the page
// is never decoded into a JS string on the render path (a copy of ~100 KB per render, and twice
// the bytes on the heap when the page holds any character beyond Latin-1).

/** The bytes with every occurrence of `needle` (UTF-8, non-empty) cut out; the same Buffer when there is none. */
export function cutAll(body: Buffer, needle: string): Buffer {
  const cut = Buffer.from(needle, 'utf8');
  let at = body.indexOf(cut);
  if (cut.length === 0 || at === -1) return body;
  const parts: Buffer[] = [];
  let from = 0;
  while (at !== -1) {
    parts.push(body.subarray(from, at));
    from = at + cut.length;
    at = body.indexOf(cut, from);
  }
  parts.push(body.subarray(from));
  return Buffer.concat(parts);
}
