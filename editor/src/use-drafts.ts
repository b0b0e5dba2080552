// Sends the unsaved documents to the editor server after each change (a short debounce), which
// renders them in the preview and lints them; `version` moves when the preview has the new text.
import { useEffect, useState } from 'react';
import { api, type EditorProblem, type SentDraft } from './api';

const DEBOUNCE_MS = 120;

export function useDrafts(drafts: SentDraft[]): { problems: EditorProblem[]; serving: boolean; version: number } {
  const [result, setResult] = useState({ problems: [] as EditorProblem[], serving: true, version: 0 });
  const key = JSON.stringify(drafts);
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void api.draft(JSON.parse(key) as SentDraft[]).then((answer) => {
        if (!cancelled) setResult((r) => ({ problems: answer.problems, serving: answer.serving, version: r.version + 1 }));
      });
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key]);
  return result;
}
