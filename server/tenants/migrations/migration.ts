// Document versions: every tenant document carries `schemaVersion`; when a document's shape or a
// block's props change, an ordered, pure migration upgrades stored JSON from one version to the next.
import type { DocumentKind } from '../schema-validator';

export interface Migration {
  kind: DocumentKind;
  /** Upgrades a document at `from` to `from + 1`. */
  from: number;
  description: string;
  /** Pure: returns a new document and never touches its input. `schemaVersion` is set by the runner. */
  migrate(doc: Record<string, unknown>): Record<string, unknown>;
}
