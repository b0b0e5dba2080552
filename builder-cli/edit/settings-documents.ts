// The tenant documents the editor edits through generated forms besides pages: each with the
// schema of a document that overrides its template's (every property optional), so a form writes
// only what the tenant sets and the rest stays inherited.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/project-root';

interface SettingsDocument {
  file: string;
  label: string;
  schema: Record<string, unknown>;
}

const DOCUMENTS = [
  { file: 'site.json', label: 'Site settings and navigation', schema: 'site.partial.schema.json' },
  { file: 'buttons.json', label: 'Vehicle page buttons', schema: 'buttons.partial.schema.json' },
  { file: 'locations.json', label: 'Locations', schema: 'location.partial.schema.json' },
  { file: 'offers.json', label: 'Offers', schema: 'offer.partial.schema.json' },
  { file: 'models.json', label: 'Models', schema: 'model.partial.schema.json' },
] as const;

let cached: SettingsDocument[] | undefined;

export function settingsDocuments(): SettingsDocument[] {
  cached ??= DOCUMENTS.map((d) => ({
    file: d.file,
    label: d.label,
    schema: JSON.parse(readFileSync(path.join(projectRoot, 'schemas', 'editor', d.schema), 'utf8')) as Record<string, unknown>,
  }));
  return cached;
}
