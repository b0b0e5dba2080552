// The editor's working copy: the tenant folder and the shared folders it builds on (templates,
// group and manufacturer overrides) copied to a temporary folder, where unsaved documents are
// written so the preview server and the linter read exactly what a save would write. The real
// tenant folder changes only on save.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rewriteJson } from '../../server/tenants/json-edits';
import { applyTextEdits } from '../../server/tenants/text-edits';
import { lintTenants } from '../checks/run-checks';
import { docsOfCode } from '../checks/registry';
import type { LintProblem } from '../checks/check';

/** A document as the editor holds it: its file (relative to the tenant folder) and its data. */
export interface Draft {
  file: string;
  data: unknown;
}

interface EditorProblem {
  /** Relative to the tenant folder, or `../_templates/...` for a template's file. */
  file: string;
  pointer: string;
  line: number;
  col: number;
  severity: LintProblem['severity'];
  code: string;
  message: string;
  hint?: string;
  docs: string;
  /** Index into this answer's problems, for POST fix; present when the problem has a safe fix. */
  fixable: boolean;
}

export function textHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** A document file name the editor may write: a JSON file inside the tenant folder, no dot segments. */
export function isTenantJsonFile(file: string): boolean {
  if (!file.endsWith('.json') || file.includes('\\') || path.isAbsolute(file)) return false;
  return file.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.startsWith('.'));
}

export class EditorWorkspace {
  readonly shadowRoot: string;
  /** Last problems by index, so a fix can be applied by its number. */
  private lastProblems: LintProblem[] = [];

  constructor(
    readonly tenantsRoot: string,
    readonly slug: string,
  ) {
    this.shadowRoot = mkdtempSync(path.join(tmpdir(), 'builder-edit-'));
    for (const entry of readdirSync(tenantsRoot, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (entry.name === slug || entry.name.startsWith('_'))
        cpSync(path.join(tenantsRoot, entry.name), path.join(this.shadowRoot, entry.name), { recursive: true });
    }
    const config = path.join(tenantsRoot, '.builder-cli.json');
    if (existsSync(config)) cpSync(config, path.join(this.shadowRoot, '.builder-cli.json'));
  }

  get tenantDir(): string {
    return path.join(this.tenantsRoot, this.slug);
  }

  get shadowTenantDir(): string {
    return path.join(this.shadowRoot, this.slug);
  }

  /** The saved text of a tenant file, or null when it does not exist yet. */
  savedText(file: string): string | null {
    const full = path.join(this.tenantDir, file);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : null;
  }

  /** The text a save of `data` would write over `saved` (minimal edits; a new file is written whole). */
  textFor(saved: string | null, data: unknown): string {
    if (saved === null) return JSON.stringify(data, null, 2) + '\n';
    return rewriteJson(saved, JSON.parse(saved), data);
  }

  /** Puts the unsaved documents in the working copy; files not listed go back to their saved text. */
  applyDrafts(drafts: readonly Draft[]): void {
    const listed = new Set(drafts.map((d) => d.file));
    for (const file of this.touched) {
      if (listed.has(file)) continue;
      const saved = this.savedText(file);
      const shadow = path.join(this.shadowTenantDir, file);
      if (saved === null) rmSync(shadow, { force: true });
      else writeFileSync(shadow, saved);
    }
    this.touched = listed;
    for (const draft of drafts) {
      const shadow = path.join(this.shadowTenantDir, draft.file);
      mkdirSync(path.dirname(shadow), { recursive: true });
      writeFileSync(shadow, this.textFor(this.savedText(draft.file), draft.data));
    }
  }

  private touched = new Set<string>();

  /** After a save, the working copy holds the saved text too. */
  noteSaved(file: string, text: string): void {
    const shadow = path.join(this.shadowTenantDir, file);
    mkdirSync(path.dirname(shadow), { recursive: true });
    writeFileSync(shadow, text);
  }

  /** `builder-cli validate`'s offenses for the working copy, with files relative to the tenant folder. */
  async lint(): Promise<EditorProblem[]> {
    const [result] = await lintTenants([this.shadowTenantDir]);
    this.lastProblems = result?.problems ?? [];
    return this.lastProblems.map((p) => ({
      file: this.relative(p.file),
      pointer: p.pointer,
      line: p.line,
      col: p.col,
      severity: p.severity,
      code: p.code,
      message: p.message,
      ...(p.hint ? { hint: p.hint } : {}),
      docs: docsOfCode(p.code),
      fixable: Boolean(p.fix),
    }));
  }

  /** The data of the file the last lint's problem `index` fixes, with its fix applied; null when it has none. */
  fixed(index: number): { file: string; data: unknown } | null {
    const fix = this.lastProblems[index]?.fix;
    if (!fix) return null;
    const file = this.relative(fix.path);
    if (file.startsWith('..')) return null; // a template's file is not the tenant's to change here
    const text = applyTextEdits(readFileSync(fix.path, 'utf8'), fix.edits);
    return { file, data: JSON.parse(text) };
  }

  private relative(file: string): string {
    return path.relative(this.shadowTenantDir, path.resolve(file)).split(path.sep).join('/');
  }

  close(): void {
    rmSync(this.shadowRoot, { recursive: true, force: true });
  }
}
