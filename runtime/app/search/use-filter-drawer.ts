import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

const WIDE = '(min-width: 768px)';

/** Tabbable elements of the panel that are rendered (all of them where nothing has layout, as in jsdom). */
function focusables(root: HTMLElement): HTMLElement[] {
  const all = [
    ...root.querySelectorAll<HTMLElement>(
      'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea,[tabindex]:not([tabindex="-1"])',
    ),
  ];
  const shown = all.filter((el) => el.getClientRects().length > 0);
  return shown.length > 0 ? shown : all;
}

/**
 * The mobile filter drawer (header block patterns): a modal dialog while open, focus moved in and
 * kept inside, Escape or the close button closes it and focus returns to the Filters button.
 * Widening the window past md closes it, since the sidebar is shown in place there.
 */
export function useFilterDrawer() {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current!;
    (panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(panel)[0])?.focus();
    document.body.classList.add('search-drawer-open');
    const wide = window.matchMedia(WIDE);
    const onWide = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onWide);
    return () => {
      document.body.classList.remove('search-drawer-open');
      wide.removeEventListener('change', onWide);
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    } else if (e.key === 'Tab') {
      const items = focusables(panelRef.current!);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !items.includes(active as HTMLElement))) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && (active === last || !items.includes(active as HTMLElement))) {
        e.preventDefault();
        first?.focus();
      }
    }
  };

  return { open, setOpen, close, panelRef, toggleRef, onKeyDown };
}
