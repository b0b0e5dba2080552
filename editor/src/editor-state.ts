// The editor's documents and their history, as a pure reducer: every edit is a snapshot of the
// changed document, so undo and redo work across every edit since the editor opened.
import { unknownOption } from '../../runtime/lib/unknown-option';

export type Json = Record<string, unknown>;

export interface EditorDocument {
  file: string;
  /** Hash of the saved text when opened or last saved; null for a file not written yet. */
  hash: string | null;
  /** The data as saved (null: no file yet). */
  saved: Json | null;
  /** The data being edited (null: not created yet). */
  data: Json | null;
  /** The inherited page the tenant's file overrides, when there is one. */
  inherited: Json | null;
}

interface Step {
  file: string;
  before: Json | null;
  after: Json | null;
}

interface EditorState {
  docs: Record<string, EditorDocument>;
  past: Step[];
  future: Step[];
}

export type EditorAction =
  | { type: 'opened'; doc: EditorDocument }
  | { type: 'edit'; file: string; data: Json }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved'; file: string; hash: string };

export const initialState: EditorState = { docs: {}, past: [], future: [] };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function setData(state: EditorState, file: string, data: Json | null): Record<string, EditorDocument> {
  const doc = state.docs[file];
  return doc ? { ...state.docs, [file]: { ...doc, data } } : state.docs;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'opened':
      return { ...state, docs: { ...state.docs, [action.doc.file]: action.doc } };
    case 'edit': {
      const doc = state.docs[action.file];
      if (!doc || same(doc.data, action.data)) return state;
      return { docs: setData(state, action.file, action.data), past: [...state.past, { file: action.file, before: doc.data, after: action.data }], future: [] };
    }
    case 'undo': {
      const step = state.past.at(-1);
      if (!step) return state;
      return { docs: setData(state, step.file, step.before), past: state.past.slice(0, -1), future: [step, ...state.future] };
    }
    case 'redo': {
      const step = state.future[0];
      if (!step) return state;
      return { docs: setData(state, step.file, step.after), past: [...state.past, step], future: state.future.slice(1) };
    }
    case 'saved': {
      const doc = state.docs[action.file];
      if (!doc) return state;
      return { ...state, docs: { ...state.docs, [action.file]: { ...doc, hash: action.hash, saved: doc.data } } };
    }
    default:
      return unknownOption(action);
  }
}

/** The documents whose data differs from what is saved: what a save writes. */
export function unsaved(state: EditorState): EditorDocument[] {
  return Object.values(state.docs).filter((d) => d.data !== null && !same(d.data, d.saved));
}

/** A block list with the block at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}
