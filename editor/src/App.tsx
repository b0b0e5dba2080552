// The editor: pages on the left, the selected page's blocks and the selected block's props form
// in the middle, the live preview on the right; Save, Show changes, Undo and Redo on top.
import { useEffect, useReducer, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { api, ApiError, type EditorProblem, type SentDraft } from './api';
import { editorReducer, initialState, unsaved } from './editor-state';
import { pageFile, blocksOf } from './page-document';
import { BlockList } from './BlockList';
import { BlockForm } from './BlockForm';
import { Preview } from './Preview';
import { ChangesDialog } from './ChangesDialog';
import { useDrafts } from './use-drafts';
import { SettingsForm } from './SettingsForm';
import { NewPageDialog } from './NewPageDialog';
import type { EditorPage } from './api';

export function App() {
  const pages = useQuery({ queryKey: ['pages'], queryFn: api.pages });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Pages created here and not saved yet: listed with the saved ones until Save writes them.
  const [created, setCreated] = useState<EditorPage[]>([]);
  const [creating, setCreating] = useState(false);
  const pageList = [...(pages.data?.pages ?? []), ...created.filter((c) => !pages.data?.pages.some((p) => p.id === c.id))];
  const palette = useQuery({ queryKey: ['blocks'], queryFn: api.blocks });
  const choices = useQuery({ queryKey: ['media'], queryFn: api.media });
  const [state, dispatch] = useReducer(editorReducer, initialState);
  const [selected, setSelected] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; reload?: string[] } | null>(null);
  const [showChanges, setShowChanges] = useState(false);
  const location = useLocation();
  const settings = useQuery({ queryKey: ['settings'], queryFn: api.settings });
  const settingsFile = location.pathname.startsWith('/settings/') ? decodeURIComponent(location.pathname.slice('/settings/'.length)) : null;
  const setting = settings.data?.documents.find((d) => d.file === settingsFile) ?? null;
  const pageId = settingsFile ? null : decodeURIComponent(location.pathname.replace(/^\/page\//, '').replace(/^\/$/, '')) || 'home';
  const page = pageList.find((p) => p.id === pageId) ?? null;
  const file = page ? pageFile(page) : null;
  const doc = file ? state.docs[file] : undefined;

  const open = async (force = false) => {
    if (!page || !file || (state.docs[file] && !force)) return;
    const opened = await api.document(file, page.inheritedFile);
    dispatch({ type: 'opened', doc: { file, hash: opened.hash, saved: opened.data, data: opened.data, inherited: opened.inherited } });
  };
  useEffect(() => {
    void open();
    setSelected(null);
    // Opened once per page.
  }, [file]);

  const drafts: SentDraft[] = unsaved(state).map((d) => ({ file: d.file, hash: d.hash, data: d.data }));
  const { problems, serving, version } = useDrafts(drafts);
  const previewPath = page?.path && !/[:*]/.test(page.path) ? page.path : '/';

  const save = async () => {
    setMessage(null);
    try {
      const { saved } = await api.save(drafts);
      for (const s of saved) dispatch({ type: 'saved', file: s.file, hash: s.hash });
      if (saved.some((s) => s.file.startsWith('pages/'))) await queryClient.invalidateQueries({ queryKey: ['pages'] });
      setMessage({
        text: saved.length
          ? `Saved ${saved.map((s) => s.file).join(', ')}.${serving ? '' : ' It has errors: the site will not serve it until they are fixed.'}`
          : 'Nothing to save.',
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setMessage({ text: error.message, reload: (error.body.files as string[]) ?? [] });
      else setMessage({ text: error instanceof Error ? error.message : String(error) });
    }
  };

  const reload = async (files: string[]) => {
    setSelected(null);
    for (const f of files) {
      const p = pageList.find((x) => pageFile(x) === f);
      const opened = await api.document(f, p?.inheritedFile ?? null);
      dispatch({ type: 'opened', doc: { file: f, hash: opened.hash, saved: opened.data, data: opened.data, inherited: opened.inherited } });
    }
    setMessage({ text: `Reloaded ${files.join(', ')} from disk.` });
  };

  const fileProblems = problems.filter((p) => p.file === file);
  const applyFix = async (problem: EditorProblem) => {
    const fixed = await api.fix(problems.indexOf(problem));
    dispatch({ type: 'edit', file: fixed.file, data: fixed.data });
  };
  const keys = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || (e.target as HTMLElement).closest('input, textarea')) return;
      if (e.key === 'z') dispatch({ type: e.shiftKey ? 'redo' : 'undo' });
      if (e.key === 'y') dispatch({ type: 'redo' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="editor" ref={keys}>
      <header className="editor-bar">
        <h1>Editing {pages.data?.slug ?? '…'}</h1>
        <button type="button" onClick={() => dispatch({ type: 'undo' })} disabled={!state.past.length}>
          Undo
        </button>
        <button type="button" onClick={() => dispatch({ type: 'redo' })} disabled={!state.future.length}>
          Redo
        </button>
        <button type="button" onClick={() => setShowChanges(true)}>
          Show changes
        </button>
        <button type="button" className="primary" onClick={() => void save()}>
          Save
        </button>
        <p role="status" className="editor-status">
          {drafts.length ? `${drafts.length} unsaved file${drafts.length === 1 ? '' : 's'}` : 'All changes saved'}
          {serving ? '' : ' · has errors: the site will not serve this version'}
        </p>
      </header>
      {message && (
        <div role="alert" className="editor-message">
          {message.text}
          {message.reload && message.reload.length > 0 && (
            <button type="button" onClick={() => void reload(message.reload!)}>
              Reload from disk
            </button>
          )}
        </div>
      )}
      <nav aria-label="Pages" className="editor-pages">
        <h2>Pages</h2>
        <ul>
          {pageList.map((p) => (
            <li key={p.id}>
              <Link to={`/page/${encodeURIComponent(p.id)}`} aria-current={p.id === pageId ? 'page' : undefined}>
                {p.path ?? p.id}
              </Link>
              <span className="editor-origin">{p.tenantFile ? (p.inheritedFile ? 'overridden' : 'own') : 'inherited'}</span>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => setCreating(true)}>
          New page
        </button>
        <h2>Settings</h2>
        <ul>
          {settings.data?.documents.map((d) => (
            <li key={d.file}>
              <Link to={`/settings/${encodeURIComponent(d.file)}`} aria-current={d.file === settingsFile ? 'page' : undefined}>
                {d.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className="editor-main">
        {setting ? (
          <SettingsForm
            file={setting.file}
            inheritedFile={setting.inheritedFile}
            label={setting.label}
            schema={setting.schema}
            doc={state.docs[setting.file]}
            problems={problems}
            choices={choices.data ?? { media: [], links: [] }}
            dispatch={dispatch}
          />
        ) : page && doc ? (
          <>
            <BlockList
              doc={doc}
              palette={palette.data?.blocks ?? []}
              selected={selected}
              onSelect={setSelected}
              onChange={(data) => dispatch({ type: 'edit', file: doc.file, data })}
              problems={fileProblems}
            />
            {selected !== null && blocksOf(doc)[selected] && (
              <BlockForm
                doc={doc}
                index={selected}
                palette={palette.data?.blocks ?? []}
                problems={fileProblems}
                onChange={(data) => dispatch({ type: 'edit', file: doc.file, data })}
                onFix={(p) => void applyFix(p)}
                choices={choices.data ?? { media: [], links: [] }}
              />
            )}
          </>
        ) : (
          <p>Loading…</p>
        )}
      </main>
      <Preview path={previewPath} version={version} onSelectBlock={setSelected} />
      {creating && (
        <NewPageDialog
          pages={pageList}
          onClose={() => setCreating(false)}
          onCreated={({ page: createdPage, data }) => {
            setCreating(false);
            setCreated((list) => [...list.filter((p) => p.id !== createdPage.id), createdPage]);
            dispatch({ type: 'opened', doc: { file: createdPage.tenantFile!, hash: null, saved: null, data: null, inherited: null } });
            dispatch({ type: 'edit', file: createdPage.tenantFile!, data });
            void navigate(`/page/${encodeURIComponent(createdPage.id)}`);
          }}
        />
      )}
      {showChanges && <ChangesDialog drafts={drafts} onClose={() => setShowChanges(false)} />}
    </div>
  );
}
