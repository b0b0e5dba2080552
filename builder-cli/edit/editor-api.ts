// The editor's JSON API under /__editor/api: pages, documents, the block palette, unsaved drafts
// (preview and lint), safe fixes, the changes a save would write, and saving.
import express, { type Request, type Response } from 'express';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { blockPalette } from './block-palette';
import { listEditorPages } from './editor-pages';
import { isTenantJsonFile, textHash, type Draft, type EditorWorkspace } from './editor-workspace';
import { lineChanges } from './line-changes';
import { linkTargets, listMedia } from './editor-media';
import type { Tenant } from '../../server/tenants/tenant';
import { settingsDocuments } from './settings-documents';
import { NewPageRefused, planNewPage } from './new-page';

interface EditorApiDeps {
  workspace: EditorWorkspace;
  /** The tenant's folders (its own and those it inherits from), from the last load. */
  sourceDirs(): readonly string[];
  /** The tenant as the preview serves it (its route table), when it loads. */
  tenant(): Tenant | null | undefined;
  /** Reloads the preview server's tenant from the working copy; whether it serves (no errors). */
  reloadPreview(): Promise<boolean>;
}

/** A draft as the browser sends it: `hash` is the saved text's hash when it was opened (null: a new file). */
interface SentDraft extends Draft {
  hash: string | null;
}

class BadRequest extends Error {}

function draftsOf(body: unknown): SentDraft[] {
  const drafts = (body as { drafts?: unknown } | undefined)?.drafts;
  if (!Array.isArray(drafts)) throw new BadRequest('Send {"drafts": [{"file", "hash", "data"}]}.');
  return drafts.map((d: unknown) => {
    const { file, hash, data } = (d ?? {}) as { file?: unknown; hash?: unknown; data?: unknown };
    if (typeof file !== 'string' || !isTenantJsonFile(file)) throw new BadRequest(`"${String(file)}" is not a JSON file of this tenant.`);
    if (hash !== null && typeof hash !== 'string') throw new BadRequest(`The draft of ${file} has no hash.`);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new BadRequest(`The draft of ${file} is not a JSON object.`);
    return { file, hash: hash ?? null, data };
  });
}

export function editorApi(deps: EditorApiDeps): express.Router {
  const { workspace } = deps;
  const api = express.Router();
  api.use(express.json({ limit: '4mb' }));
  const handle = (fn: (req: Request, res: Response) => Promise<void> | void) => async (req: Request, res: Response) => {
    try {
      await fn(req, res);
    } catch (error) {
      if (error instanceof BadRequest) res.status(400).json({ error: error.message });
      else throw error;
    }
  };

  api.get('/pages', (_req, res) => {
    res.json({ slug: workspace.slug, pages: listEditorPages(workspace.tenantDir, deps.sourceDirs()) });
  });

  api.post(
    '/pages',
    handle((req, res) => {
      const { path: address, title, from } = (req.body ?? {}) as { path?: unknown; title?: unknown; from?: unknown };
      if (typeof address !== 'string' || typeof title !== 'string' || (from !== null && typeof from !== 'string'))
        throw new BadRequest('Send {"path": "/winter-sale", "title": "Winter sale", "from": null or a page id}.');
      const routes = deps.tenant()?.routes;
      if (!routes) throw new BadRequest('The tenant does not load right now: fix the problems shown first, then create the page.');
      try {
        const pages = listEditorPages(workspace.tenantDir, deps.sourceDirs());
        res.json(planNewPage({ path: address, title, from }, { tenantDir: workspace.tenantDir, routes, pages }));
      } catch (error) {
        if (error instanceof NewPageRefused) throw new BadRequest(error.message);
        throw error;
      }
    }),
  );

  api.get(
    '/document',
    handle((req, res) => {
      const file = String(req.query.file ?? '');
      if (!isTenantJsonFile(file)) throw new BadRequest(`"${file}" is not a JSON file of this tenant.`);
      const text = workspace.savedText(file);
      const inheritedFile = typeof req.query.inherited === 'string' ? req.query.inherited : null;
      let inherited: unknown = null;
      if (inheritedFile) {
        const full = path.resolve(workspace.tenantDir, inheritedFile);
        const allowed = deps.sourceDirs().some((dir) => full.startsWith(path.resolve(dir) + path.sep));
        if (!allowed || !full.endsWith('.json') || !existsSync(full)) throw new BadRequest(`"${inheritedFile}" is not a file this tenant inherits.`);
        inherited = JSON.parse(readFileSync(full, 'utf8'));
      }
      res.json({ file, hash: text === null ? null : textHash(text), data: text === null ? null : JSON.parse(text), inherited });
    }),
  );

  api.get('/blocks', (_req, res) => {
    res.json({ blocks: blockPalette() });
  });

  api.get('/settings', (_req, res) => {
    // Each document with the nearest file of the same name the tenant inherits (its placeholders).
    const inherited = deps.sourceDirs().filter((dir) => path.resolve(dir) !== path.resolve(workspace.tenantDir));
    res.json({
      documents: settingsDocuments().map((d) => {
        const dir = inherited.findLast((candidate) => existsSync(path.join(candidate, d.file)));
        return { ...d, inheritedFile: dir ? path.relative(workspace.tenantDir, path.join(dir, d.file)).split(path.sep).join('/') : null };
      }),
    });
  });

  api.get('/media', async (_req, res) => {
    res.json({ media: await listMedia(deps.sourceDirs()), links: linkTargets(deps.tenant()) });
  });

  // Drafts are applied one at a time, in the order they came: a slower reload of an older draft
  // must never land in the preview after a newer one.
  let queue: Promise<unknown> = Promise.resolve();
  api.post(
    '/draft',
    handle(async (req, res) => {
      const drafts = draftsOf(req.body);
      const turn = queue.then(async () => {
        workspace.applyDrafts(drafts);
        const serving = await deps.reloadPreview();
        return { serving, problems: await workspace.lint() };
      });
      queue = turn.catch(() => undefined);
      res.json(await turn);
    }),
  );

  api.post(
    '/fix',
    handle((req, res) => {
      const index = Number((req.body as { index?: unknown } | undefined)?.index);
      const fixed = Number.isInteger(index) ? workspace.fixed(index) : null;
      if (!fixed) throw new BadRequest('That problem has no safe fix in this tenant’s files.');
      res.json(fixed);
    }),
  );

  api.post(
    '/changes',
    handle((req, res) => {
      const changes = draftsOf(req.body).map((d) => {
        const saved = workspace.savedText(d.file);
        const text = workspace.textFor(saved, d.data);
        return {
          file: d.file,
          isNew: saved === null,
          changedOnDisk: (saved === null ? null : textHash(saved)) !== d.hash,
          lines: lineChanges(saved ?? '', text),
        };
      });
      res.json({ changes: changes.filter((c) => c.lines.length > 0) });
    }),
  );

  api.post(
    '/save',
    handle((req, res) => {
      const drafts = draftsOf(req.body);
      const conflicts = drafts.filter((d) => {
        const saved = workspace.savedText(d.file);
        return (saved === null ? null : textHash(saved)) !== d.hash;
      });
      if (conflicts.length) {
        res.status(409).json({
          error: `${conflicts.map((c) => c.file).join(', ')} changed on disk since you opened it. Reload it to see the new version; your unsaved edits to it would be lost.`,
          files: conflicts.map((c) => c.file),
        });
        return;
      }
      const saved = drafts.map((d) => {
        const text = workspace.textFor(workspace.savedText(d.file), d.data);
        const full = path.join(workspace.tenantDir, d.file);
        mkdirSync(path.dirname(full), { recursive: true });
        writeFileSync(full, text);
        workspace.noteSaved(d.file, text);
        return { file: d.file, hash: textHash(text) };
      });
      res.json({ saved });
    }),
  );

  api.use((_req: Request, res: Response) => {
    res.status(404).json({ error: 'No such editor API.' });
  });
  return api;
}
