// Request ids: the X-Request-Id a client or proxy sent when it looks like an id, else a new one.
// The id is echoed on the answer and carried by every log line written while the request is
// handled (server/log.ts reads it from this async context), so one request's lines can be found.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const REQUEST_ID_HEADER = 'X-Request-Id';
/** Longer ids, or ids with other characters, are replaced: they end up in every log line. */
export const REQUEST_ID_MAX_LENGTH = 128;
const REQUEST_ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._:@/+=-]*$/;

/** The id to use for a request: the sent header when it has an id's shape, else a fresh UUID. */
export function requestIdFrom(header: string | string[] | undefined, generate: () => string = randomUUID): string {
  const sent = Array.isArray(header) ? undefined : header?.trim();
  if (sent && sent.length <= REQUEST_ID_MAX_LENGTH && REQUEST_ID_SHAPE.test(sent)) return sent;
  return generate();
}

interface RequestContext {
  id: string;
}

const context = new AsyncLocalStorage<RequestContext>();

/** The id of the request being handled in this async context, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.id;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Wraps the server's request listener: picks the id, echoes it, and runs the handler in its context. */
export function withRequestId(listener: Listener): Listener {
  return (req, res) => {
    const id = requestIdFrom(req.headers['x-request-id']);
    (req as IncomingMessage & { id?: string }).id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    context.run({ id }, () => listener(req, res));
  };
}
