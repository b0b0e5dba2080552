// "Create a page": its address (checked by the server against the tenant's route table), its
// title, and whether it starts empty or as a copy of one of the tenant's pages.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, type EditorPage } from './api';

interface CreatedPage {
  page: EditorPage;
  data: Record<string, unknown>;
}

export function NewPageDialog({ pages, onCreated, onClose }: { pages: EditorPage[]; onCreated(created: CreatedPage): void; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const dialog = ref.current!;
    dialog.showModal();
    return () => dialog.close();
  }, []);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get('from') ?? '');
    setBusy(true);
    setError(null);
    try {
      const created = await api.createPage({ path: String(form.get('path') ?? ''), title: String(form.get('title') ?? ''), from: from || null });
      onCreated({
        page: { id: created.id, path: created.data.path as string, title: created.data.title as string, tenantFile: created.file, inheritedFile: null },
        data: created.data,
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <dialog ref={ref} aria-label="Create a page" className="editor-dialog" onClose={onClose}>
      <h2>Create a page</h2>
      <form onSubmit={(e) => void submit(e)} className="editor-new-page">
        <label>
          Address
          <input name="path" required placeholder="/winter-sale" aria-describedby="new-page-path-help" autoComplete="off" />
        </label>
        <p id="new-page-path-help">Lower-case words joined by hyphens, starting with /. It must not be an address the site already answers.</p>
        <label>
          Title
          <input name="title" required maxLength={120} autoComplete="off" />
        </label>
        <label>
          Start from
          <select name="from" defaultValue="">
            <option value="">An empty page</option>
            {pages
              .filter((p) => p.path && !/[:*]/.test(p.path))
              .map((p) => (
                <option key={p.id} value={p.id}>
                  A copy of {p.path}
                </option>
              ))}
          </select>
        </label>
        {error && (
          <p role="alert" className="editor-message">
            {error}
          </p>
        )}
        <p>
          <button type="submit" className="primary" disabled={busy}>
            Create page
          </button>{' '}
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </p>
      </form>
    </dialog>
  );
}
