// The palette: a modal dialog named "Add a block", one button per block type, named by its label.
import { useEffect, useRef } from 'react';
import type { PaletteEntry } from './api';

export function AddBlockDialog({ palette, onPick, onClose }: { palette: PaletteEntry[]; onPick(entry: PaletteEntry): void; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    dialog.showModal();
    return () => dialog.close();
  }, []);
  return (
    <dialog ref={ref} aria-label="Add a block" className="editor-dialog" onClose={onClose}>
      <h2>Add a block</h2>
      <ul className="editor-palette">
        {palette.map((entry) => (
          <li key={entry.type}>
            <button type="button" onClick={() => onPick(entry)} aria-describedby={`palette-${entry.type}`}>
              {entry.label}
            </button>
            <p id={`palette-${entry.type}`}>{entry.description}</p>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </dialog>
  );
}
