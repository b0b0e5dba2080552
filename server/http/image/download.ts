// A picture from an image host, streamed: the byte cap holds whether or not the host sends a
// Content-Length, and one deadline covers the headers and the whole body, so a host sending a
// byte a second gets a clear 4xx instead of holding the request (or a 500).
import { HttpError } from '../http-error';

interface DownloadLimits {
  maxBytes: number;
  timeoutMs: number;
}

const tooLarge = (maxBytes: number) => new HttpError(400, `image too large: more than ${Math.round(maxBytes / 1024 / 1024)} MB`);

export async function download(url: URL, { maxBytes, timeoutMs }: DownloadLimits): Promise<Buffer> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const failed = () =>
    deadline.signal.aborted
      ? new HttpError(422, `the image host did not send the picture within ${Math.round(timeoutMs / 1000)} s`)
      : new HttpError(404, 'No such image');
  try {
    const res = await fetch(url, { signal: deadline.signal, redirect: 'error' }).catch(() => {
      throw failed();
    });
    if (!res.ok || !res.body) throw new HttpError(404, 'No such image');
    if (Number(res.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge(maxBytes);
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read().catch(() => {
        throw failed();
      });
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(maxBytes);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks, total);
  } finally {
    clearTimeout(timer);
    if (!deadline.signal.aborted) deadline.abort();
  }
}
