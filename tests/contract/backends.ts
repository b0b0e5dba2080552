// The backends the contract cases run on: the embedded engine always, and a real Meilisearch
// server when MEILI_HOST is set (MEILI_API_KEY optional), so the two stay interchangeable.
import { afterAll } from 'vitest';
import { Meilisearch, MeilisearchApiError } from 'meilisearch';
import { EmbeddedIndex, SearchError, type IndexSettings } from '../../server/search/embedded';

export type Doc = Record<string, unknown>;
export type Result = { ok: true; body: Record<string, unknown> } | { ok: false; code: string; message: string };

export interface Backend {
  name: string;
  index(name: string, documents: Doc[], settings: Partial<IndexSettings>): Promise<(query: Record<string, unknown>) => Promise<Result>>;
  close(): Promise<void>;
}

/** An error's message with the index uid written `[uuid]`, as Meilisearch's own tests redact it. */
const redactUid = (message: string, uid: string) => message.replace(`Index \`${uid}\`: `, 'Index `[uuid]`: ');

/** Hit ids of a result, or the error itself. */
export const ids = (r: Result) => (r.ok ? (r.body.hits as Doc[]).map((h) => h.id) : r);

const embedded: Backend = {
  name: 'embedded',
  async index(_name, documents, settings) {
    const index = new EmbeddedIndex('test', { primaryKey: 'id', filterableAttributes: [], sortableAttributes: [], searchableAttributes: ['*'], ...settings });
    index.replaceAll(documents);
    return async (query) => {
      try {
        // Sliced with no time per slice: every case also checks that pausing changes no answer.
        return { ok: true, body: (await index.searchSliced({ indexUid: 'test', ...query } as never, { sliceMs: 0 })) as unknown as Record<string, unknown> };
      } catch (e) {
        if (e instanceof SearchError) return { ok: false, code: e.code, message: redactUid(e.message, 'test') };
        throw e;
      }
    };
  },
  async close() {},
};

function meilisearch(host: string, apiKey?: string): Backend {
  const client = new Meilisearch({ host, ...(apiKey ? { apiKey } : {}) });
  const created: string[] = [];
  return {
    name: 'meilisearch',
    async index(name, documents, settings) {
      const uid = `contract_${name}`;
      created.push(uid);
      await client.deleteIndex(uid).waitTask();
      await client.createIndex(uid, { primaryKey: 'id' }).waitTask();
      const { primaryKey: _pk, maxTotalHits: _m, maxValuesPerFacet: _v, ...rest } = settings;
      await client
        .index(uid)
        .updateSettings(rest as never)
        .waitTask();
      await client.index(uid).addDocuments(documents).waitTask();
      return async (query) => {
        try {
          return { ok: true, body: (await client.index(uid).search(null, query as never)) as unknown as Record<string, unknown> };
        } catch (e) {
          if (e instanceof MeilisearchApiError && e.cause)
            return { ok: false, code: (e.cause as { code: string }).code, message: redactUid((e.cause as { message: string }).message, uid) };
          throw e;
        }
      };
    },
    async close() {
      await Promise.all(created.map((uid) => client.deleteIndex(uid).waitTask()));
    },
  };
}

export const backends: Backend[] = [embedded];
if (process.env.MEILI_HOST) backends.push(meilisearch(process.env.MEILI_HOST, process.env.MEILI_API_KEY));
afterAll(async () => {
  for (const b of backends) await b.close();
});
