// Meilisearch's document identifiers: the primary key's value, an integer or a string of at most
// 511 alphanumerics, hyphens and underscores. Documents sharing one collapse to the last.

import { SearchError } from './errors';

const DOCUMENT_ID = /^[a-zA-Z0-9_-]{1,511}$/;

/**
 * The documents with each primary key once: a repeated key keeps the last document, at the first
 * one's position. Throws Meilisearch's error for a document without a key or with an invalid one.
 */
export function uniqueDocuments(documents: Record<string, unknown>[], primaryKey: string): Record<string, unknown>[] {
  const position = new Map<string, number>();
  const docs: Record<string, unknown>[] = [];
  for (const doc of documents) {
    const id = doc[primaryKey];
    if (id === undefined || id === null) {
      throw new SearchError('missing_document_id', `Document doesn't have a \`${primaryKey}\` attribute: \`${JSON.stringify(doc)}\`.`);
    }
    const key = typeof id === 'number' && Number.isInteger(id) && id >= 0 ? String(id) : typeof id === 'string' ? id : null;
    if (key === null || !DOCUMENT_ID.test(key)) {
      throw new SearchError(
        'invalid_document_id',
        `Document identifier \`${JSON.stringify(id)}\` is invalid. A document identifier can be of type integer or string, only composed of alphanumeric characters (a-z A-Z 0-9), hyphens (-) and underscores (_), and can not be more than 511 bytes.`,
      );
    }
    const at = position.get(key);
    if (at === undefined) {
      position.set(key, docs.length);
      docs.push(doc);
    } else {
      docs[at] = doc;
    }
  }
  return docs;
}
