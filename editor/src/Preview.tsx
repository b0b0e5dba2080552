// The page as the site renders it, from the unsaved documents, at phone, tablet or desktop width.
// It reloads whenever the server has rendered a new version; a click on a block selects it.
import { useEffect, useRef, useState } from 'react';

const WIDTHS = [
  { name: 'Phone', px: 390 },
  { name: 'Tablet', px: 820 },
  { name: 'Desktop', px: 1280 },
] as const;

/** Which page block a click inside the preview landed in: the child of <main> holding it. */
function blockIndexOf(target: Element | null): number | null {
  const main = target?.ownerDocument.querySelector('main');
  if (!main || !target) return null;
  let node: Element | null = target;
  while (node && node.parentElement !== main) node = node.parentElement;
  return node ? Array.prototype.indexOf.call(main.children, node) : null;
}

/** Whether the frame's page began loading before `time` (ms since the epoch); false when it cannot be read (an error page). */
function startedBefore(win: Window, time: number): boolean {
  try {
    return win.location.href !== 'about:blank' && win.performance.timeOrigin < time;
  } catch {
    return false;
  }
}

export function Preview({ path, version, onSelectBlock }: { path: string; version: number; onSelectBlock(index: number): void }) {
  const [width, setWidth] = useState<number>(1280);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // The page is laid out at the chosen width and scaled down to fit the pane.
  const [room, setRoom] = useState({ width: 600, height: 600 });
  useEffect(() => {
    const el = box.current!;
    const observer = new ResizeObserver(() => setRoom({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, room.width / width);
  // Load the edited page again when the server has the new version. Not reload(): the frame may
  // still be on the page shown before (its new src not loaded yet), and that one would come back.
  const versionAt = useRef(0);
  useEffect(() => {
    const win = frame.current?.contentWindow;
    if (version > 0 && win) {
      versionAt.current = performance.timeOrigin + performance.now();
      win.location.replace(path);
    }
  }, [version]);
  const attach = () => {
    const win = frame.current?.contentWindow;
    // A navigation already under way (a new src, a slow page) can swallow the replace above: a
    // page whose request started before the newest version came is loaded again.
    if (win && startedBefore(win, versionAt.current)) {
      win.location.replace(path);
      return;
    }
    const doc = frame.current?.contentDocument;
    doc?.addEventListener('click', (e) => {
      const index = blockIndexOf(e.target as Element);
      if (index !== null && index >= 0) {
        e.preventDefault();
        onSelectBlock(index);
      }
    });
  };
  return (
    <section aria-labelledby="preview-heading" className="editor-preview">
      <h2 id="preview-heading">Preview</h2>
      <div role="group" aria-label="Preview width">
        {WIDTHS.map((w) => (
          <button key={w.name} type="button" aria-pressed={width === w.px} onClick={() => setWidth(w.px)}>
            {w.name}
          </button>
        ))}
      </div>
      <div className="editor-frame" ref={box}>
        <iframe
          ref={frame}
          title="Preview"
          src={path}
          style={{ width, height: room.height / scale, transform: `scale(${scale})`, transformOrigin: '0 0' }}
          onLoad={attach}
        />
      </div>
    </section>
  );
}
