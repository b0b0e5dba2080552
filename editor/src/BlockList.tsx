// A page's blocks as a list: select, move up/down (the keyboard alternative to dragging, WCAG 2.2
// 2.5.7), drag to reorder, duplicate, remove, and "Add block" from the palette.
import { useRef, useState } from 'react';
import type { EditorProblem, PaletteEntry } from './api';
import { moved, type EditorDocument, type Json } from './editor-state';
import { blocksInherited, blocksOf, withBlocks, withNewId, type BlockInstance } from './page-document';
import { AddBlockDialog } from './AddBlockDialog';

interface Props {
  doc: EditorDocument;
  palette: PaletteEntry[];
  selected: number | null;
  onSelect(index: number | null): void;
  onChange(data: Json): void;
  problems: EditorProblem[];
}

export function labelOf(palette: PaletteEntry[], type: string): string {
  return palette.find((p) => p.type === type)?.label ?? type;
}

export function BlockList({ doc, palette, selected, onSelect, onChange, problems }: Props) {
  const blocks = blocksOf(doc);
  const [adding, setAdding] = useState(false);
  const dragged = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const change = (next: BlockInstance[], select: number | null, focus?: string) => {
    onChange(withBlocks(doc, next));
    onSelect(select);
    // Keep the keyboard where it was: on the same button of the block's new place.
    if (focus && select !== null) requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>(`[data-action="${focus}"]`)[select]?.focus());
  };
  // A block added to an inherited page gets an id, so the override can name where it goes.
  const fresh = (block: BlockInstance) => (blocksInherited(doc) ? withNewId(block, blocks) : block);
  const move = (from: number, to: number, focus?: string) => change(moved(blocks, from, to), to, focus);
  const count = (i: number) => problems.filter((p) => p.pointer.startsWith(`/blocks/${i}/`) || p.pointer === `/blocks/${i}`).length;

  return (
    <section aria-labelledby="blocks-heading" className="editor-blocks">
      <h2 id="blocks-heading">Blocks</h2>
      {blocksInherited(doc) && (
        <p className="editor-note">These blocks are the template’s. A change is saved as an override of that one block; the rest stays the template’s.</p>
      )}
      <ol ref={listRef}>
        {blocks.map((block, i) => {
          const label = labelOf(palette, block.type);
          const issues = count(i);
          return (
            <li
              key={i}
              aria-label={`${label}, block ${i + 1} of ${blocks.length}`}
              className={i === selected ? 'selected' : undefined}
              draggable
              onDragStart={() => (dragged.current = i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragged.current !== null) move(dragged.current, i);
                dragged.current = null;
              }}
            >
              <button type="button" className="editor-block-name" aria-pressed={i === selected} onClick={() => onSelect(i)}>
                {label}
                {issues > 0 && (
                  <span className="editor-badge">
                    {' '}
                    ({issues} problem{issues === 1 ? '' : 's'})
                  </span>
                )}
              </button>
              <span className="editor-block-actions">
                <button type="button" data-action="up" onClick={() => move(i, i - 1, 'up')} disabled={i === 0}>
                  Move up
                </button>
                <button type="button" data-action="down" onClick={() => move(i, i + 1, 'down')} disabled={i === blocks.length - 1}>
                  Move down
                </button>
                <button type="button" onClick={() => change([...blocks.slice(0, i + 1), fresh(structuredClone(block)), ...blocks.slice(i + 1)], i + 1)}>
                  Duplicate
                </button>
                <button
                  type="button"
                  onClick={() =>
                    change(
                      blocks.filter((_, j) => j !== i),
                      null,
                    )
                  }
                >
                  Remove
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => setAdding(true)}>
        Add block
      </button>
      {adding && (
        <AddBlockDialog
          palette={palette}
          onClose={() => setAdding(false)}
          onPick={(entry) => {
            setAdding(false);
            change([...blocks, fresh({ type: entry.type, props: structuredClone(entry.example) })], blocks.length);
          }}
        />
      )}
    </section>
  );
}
