import path from 'node:path';
import type { JsonDocument } from '../../../server/tenants/json-document';
import { insertFirstProperty } from '../../../server/tenants/json-edits';
import { kindOfFile } from '../../../server/tenants/migrations';
import type { SourcedDocument } from '../../../server/tenants/sourced-document';
import { docsOf, type Check } from '../check';
import { projectRoot } from '../../../server/project-root';

const repoRoot = projectRoot;
const EDITOR_KINDS = new Set(['site', 'page', 'form', 'buttons', 'location', 'model', 'offer', 'review']);

/**
 * The schema an editor should use for a document: the partial (override) schema when the document
 * merges over a template's, else the full one (for pages, the one completing block props by type).
 */
export function expectedSchema(kind: string, override: boolean): string | null {
  if (!EDITOR_KINDS.has(kind)) return null;
  if (override) return `schemas/editor/${kind}.partial.schema.json`;
  return kind === 'page' ? 'schemas/editor/page.schema.json' : `schemas/${kind}.schema.json`;
}

function computeRelativeRef(file: string, target: string): string {
  return path
    .relative(path.dirname(path.resolve(file)), path.join(repoRoot, target))
    .split(path.sep)
    .join('/');
}

// A template's files are visited once per tenant that extends them: their paths are worked out once.
const refs = new Map<string, string>();
function relativeRef(file: string, target: string): string {
  const key = `${process.cwd()}\0${file}\0${target}`;
  let ref = refs.get(key);
  if (ref === undefined) {
    if (refs.size >= 10_000) refs.clear();
    refs.set(key, (ref = computeRelativeRef(file, target)));
  }
  return ref;
}

const check: Check = {
  meta: {
    code: 'schema-ref',
    severity: 'info',
    description: "A document's `$schema` is missing or is not the schema an editor should check it with (the partial one for an override).",
    docs: docsOf('schema-ref'),
  },
  run({ sources, report }) {
    const seen = new Set<string>();
    const visit = (doc: JsonDocument, override: boolean) => {
      if (seen.has(doc.file)) return;
      seen.add(doc.file);
      const kind = kindOfFile(doc.file);
      const target = kind && expectedSchema(kind, override);
      if (!target) return;
      const ref = relativeRef(doc.file, target);
      const current = (doc.data as { $schema?: unknown }).$schema;
      if (current === ref) return;
      // A folder outside the repository (a copy elsewhere) cannot reach its schemas by a stable path: the right file name is enough.
      const outside = path.relative(repoRoot, path.resolve(doc.file)).startsWith('..');
      if (outside && typeof current === 'string' && current.endsWith(`/${target}`)) return;
      const locate = (pointer: string) => ({ file: doc.file, ...doc.locate(pointer) });
      const message =
        current === undefined
          ? `no $schema: an editor cannot check this file (use "${ref}")`
          : `$schema "${String(current)}" should be "${ref}"${override ? " (this file overrides a template's: the partial schema)" : ''}`;
      report({
        locate,
        pointer: current === undefined ? '' : '/$schema',
        message,
        fix: { description: `set $schema to ${ref}`, path: path.resolve(doc.file), edits: insertFirstProperty(doc.text, '$schema', ref) },
      });
    };
    const visitSourced = (s: SourcedDocument | null | undefined, siteOverride = false) => s?.docs.forEach((d, i) => visit(d, i > 0 || siteOverride));
    // A site.json that extends a template is an override even where it is the first file read.
    sources.site.docs.forEach((d) =>
      visit(d, Array.isArray((d.data as { extends?: unknown }).extends) && (d.data as { extends: unknown[] }).extends.length > 0),
    );
    for (const doc of sources.pages.values()) visitSourced(doc);
    for (const doc of sources.forms.values()) visitSourced(doc);
    visitSourced(sources.buttons);
    for (const doc of Object.values(sources.collections)) visitSourced(doc);
  },
};
export default check;
