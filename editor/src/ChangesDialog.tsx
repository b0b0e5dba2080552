// "Show changes": the files and the lines a save will write, before writing them.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, type SentDraft } from './api';

export function ChangesDialog({ drafts, onClose }: { drafts: SentDraft[]; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const changes = useQuery({ queryKey: ['changes', JSON.stringify(drafts)], queryFn: () => api.changes(drafts) });
  useEffect(() => {
    const dialog = ref.current!;
    dialog.showModal();
    return () => dialog.close();
  }, []);
  return (
    <dialog ref={ref} aria-label="Changes" className="editor-dialog" onClose={onClose}>
      <h2>Changes a save will write</h2>
      {changes.isPending && <p>Working out the changes…</p>}
      {changes.data?.changes.length === 0 && <p>No changes.</p>}
      {changes.data?.changes.map((c) => (
        <section key={c.file}>
          <h3>
            {c.file}
            {c.isNew ? ' (new file)' : ''}
            {c.changedOnDisk ? ' (changed on disk since you opened it)' : ''}
          </h3>
          {c.lines.map((l) => (
            <pre key={l.line} className="editor-diff">
              {`@@ line ${l.line}\n`}
              {l.removed.map((line) => `- ${line}\n`).join('')}
              {l.added.map((line) => `+ ${line}\n`).join('')}
            </pre>
          ))}
        </section>
      ))}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
