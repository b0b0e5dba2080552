// A local stand-in for the part of Meilisearch's HTTP API the server uses (nothing leaves the
// machine): indexes created, deleted and swapped, settings, documents added and updated, tasks
// that succeed at once, and a multi-search that returns the documents whose JSON contains the
// query. It records every push of documents, so a test can count how often an index was filled.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Doc = Record<string, unknown> & { id: string | number };

export interface DocumentPush {
  /** The index pushed to (the server fills `<uid>_next`, then swaps it in). */
  index: string;
  documents: number;
  method: 'POST' | 'PUT';
}

export interface MeilisearchStandIn {
  url: string;
  pushes: DocumentPush[];
  /** The live documents of an index, by uid. */
  documents(uid: string): Doc[];
  /** Loses every index, as a Meilisearch started again without its data. */
  empty(): void;
  close(): Promise<void>;
}

function body(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8').on('data', (c: string) => (text += c));
    req.on('end', () => resolve(text ? JSON.parse(text) : undefined));
    req.on('error', reject);
  });
}

export async function startMeilisearchStandIn(): Promise<MeilisearchStandIn> {
  const indexes = new Map<string, Map<string, Doc>>();
  const pushes: DocumentPush[] = [];
  let tasks = 0;
  const task = (indexUid: string | null, type: string) => ({ taskUid: ++tasks, indexUid, status: 'enqueued', type, enqueuedAt: new Date().toISOString() });
  const server: Server = createServer((req, res) => {
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    void body(req).then(
      (input) => {
        const parts = new URL(req.url ?? '/', 'http://meili').pathname.split('/').filter(Boolean).map(decodeURIComponent);
        const [head, uid, sub] = parts;
        if (head === 'tasks' && req.method === 'GET' && uid)
          return reply(200, { uid: Number(uid), status: 'succeeded', type: 'stand-in', enqueuedAt: new Date().toISOString() });
        if (head === 'indexes' && !uid && req.method === 'POST') {
          const name = (input as { uid: string }).uid;
          if (!indexes.has(name)) indexes.set(name, new Map());
          return reply(202, task(name, 'indexCreation'));
        }
        if (head === 'indexes' && uid && !sub && req.method === 'DELETE') {
          indexes.delete(uid);
          return reply(202, task(uid, 'indexDeletion'));
        }
        if (head === 'indexes' && uid && sub === 'stats' && req.method === 'GET') {
          const index = indexes.get(uid);
          return index
            ? reply(200, { numberOfDocuments: index.size, isIndexing: false, fieldDistribution: {} })
            : reply(404, { message: `Index \`${uid}\` not found.`, code: 'index_not_found', type: 'invalid_request', link: '' });
        }
        if (head === 'indexes' && uid && sub === 'settings') return req.method === 'GET' ? reply(200, {}) : reply(202, task(uid, 'settingsUpdate'));
        if (head === 'indexes' && uid && sub === 'documents' && (req.method === 'POST' || req.method === 'PUT')) {
          const docs = input as Doc[];
          pushes.push({ index: uid, documents: docs.length, method: req.method });
          const index = indexes.get(uid) ?? new Map<string, Doc>();
          indexes.set(uid, index);
          for (const doc of docs) index.set(String(doc.id), req.method === 'PUT' ? { ...index.get(String(doc.id)), ...doc } : doc);
          return reply(202, task(uid, 'documentAdditionOrUpdate'));
        }
        if (head === 'swap-indexes' && req.method === 'POST') {
          for (const { indexes: pair } of input as { indexes: [string, string] }[]) {
            const [a, b] = [indexes.get(pair[0]) ?? new Map<string, Doc>(), indexes.get(pair[1]) ?? new Map<string, Doc>()];
            indexes.set(pair[0], b);
            indexes.set(pair[1], a);
          }
          return reply(202, task(null, 'indexSwap'));
        }
        if (head === 'multi-search' && req.method === 'POST') {
          const queries = (input as { queries: { indexUid: string; q?: string; limit?: number }[] }).queries;
          return reply(200, {
            results: queries.map((q) => {
              const words = (q.q ?? '').toLowerCase();
              const hits = [...(indexes.get(q.indexUid)?.values() ?? [])].filter((d) => JSON.stringify(d).toLowerCase().includes(words));
              return {
                indexUid: q.indexUid,
                hits: hits.slice(0, q.limit ?? 20),
                query: q.q ?? '',
                processingTimeMs: 0,
                limit: q.limit ?? 20,
                offset: 0,
                estimatedTotalHits: hits.length,
              };
            }),
          });
        }
        reply(404, { message: `the stand-in does not know ${req.method} ${req.url}`, code: 'not_found', type: 'invalid_request', link: '' });
      },
      (error: unknown) => reply(400, { message: String(error), code: 'bad_request', type: 'invalid_request', link: '' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pushes,
    documents: (uid) => [...(indexes.get(uid)?.values() ?? [])],
    empty: () => indexes.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
