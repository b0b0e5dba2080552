// Reading a tenant's documents across its layers (templates, override folders, the tenant): each
// file read once with positions and upgraded to the current schema version, a site's `extends`
// resolved to template folders, and a folder's documents merged by file name.
import { existsSync, readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { hintFor } from '../../runtime/lib/text/did-you-mean';
import { readJsonDocument, toPointer, type JsonDocument } from './json-document';
import type { Problem } from './problem';
import { sourcedDocument, type SourcedDocument } from './sourced-document';
import { upgradeDocument } from './upgrade-document';
import { TEMPLATES_FOLDER } from './tenant-dirs';

export interface Reader {
  problems: Problem[];
  read(file: string): Promise<JsonDocument | null>;
}

export function reader(): Reader {
  const problems: Problem[] = [];
  // A template's site.json is read while resolving `extends` and again to merge: read it once.
  const cache = new Map<string, Promise<JsonDocument | null>>();
  const readOnce = async (file: string) => {
    // Documents read here are merged from copies (sourcedDocument), never changed: a template's
    // files, read again for every tenant that extends them, are parsed once.
    const result = await readJsonDocument(file, { shareData: true });
    if (!result.ok) {
      problems.push(result.problem);
      return null;
    }
    const upgraded = upgradeDocument(result.doc, file);
    if (upgraded.problem) problems.push(upgraded.problem);
    return upgraded.doc;
  };
  return {
    problems,
    read(file) {
      let doc = cache.get(file);
      if (!doc) cache.set(file, (doc = readOnce(file)));
      return doc;
    },
  };
}

/** Template folders a site extends, deepest base first, each once. */
export async function resolveTemplates(doc: JsonDocument, tenantsDir: string, r: Reader, chain: string[] = []): Promise<string[]> {
  const names = (doc.data as { extends?: unknown }).extends;
  if (!Array.isArray(names)) return [];
  const dirs: string[] = [];
  for (const [i, name] of names.entries()) {
    if (typeof name !== 'string') continue;
    const dir = path.join(tenantsDir, TEMPLATES_FOLDER, name);
    const siteFile = path.join(dir, 'site.json');
    const pointer = toPointer(['extends', i]);
    if (chain.includes(name) || !existsSync(siteFile)) {
      const available = existsSync(path.join(tenantsDir, TEMPLATES_FOLDER)) ? await readdir(path.join(tenantsDir, TEMPLATES_FOLDER)) : [];
      const message = chain.includes(name) ? `template "${name}" extends itself` : `unknown template "${name}"`;
      const hint = chain.includes(name) ? undefined : hintFor(name, available);
      r.problems.push({ file: doc.file, ...doc.locate(pointer), severity: 'error', code: 'unknown-template', pointer, message, ...(hint ? { hint } : {}) });
      continue;
    }
    const templateDoc = await r.read(siteFile);
    if (templateDoc) for (const base of await resolveTemplates(templateDoc, tenantsDir, r, [...chain, name])) if (!dirs.includes(base)) dirs.push(base);
    if (!dirs.includes(dir)) dirs.push(dir);
  }
  return dirs;
}

async function jsonFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  // Sync, as the files are read (json-document.ts): a listing is quicker than a thread-pool round trip.
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/** Documents of one folder (pages/ or forms/) merged by file name across templates and tenant. */
export async function mergedByName(dirs: string[], sub: string, r: Reader): Promise<Map<string, SourcedDocument>> {
  const byName = new Map<string, JsonDocument[]>();
  for (const dir of dirs) {
    for (const file of await jsonFiles(path.join(dir, sub))) {
      const doc = await r.read(path.join(dir, sub, file));
      if (!doc) continue;
      const name = file.replace(/\.json$/, '');
      byName.set(name, [...(byName.get(name) ?? []), doc]);
    }
  }
  return new Map([...byName].map(([name, docs]) => [name, sourcedDocument(docs)]));
}

/** A single document (buttons.json, locations.json ...): the tenant's, merged over its templates'. */
export async function mergedSingle(dirs: string[], file: string, r: Reader): Promise<SourcedDocument | null> {
  const docs: JsonDocument[] = [];
  for (const dir of dirs) {
    if (!existsSync(path.join(dir, file))) continue;
    const doc = await r.read(path.join(dir, file));
    if (doc) docs.push(doc);
  }
  return docs.length ? sourcedDocument(docs) : null;
}
