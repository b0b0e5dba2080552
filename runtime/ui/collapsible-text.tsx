import { useId, useState } from 'react';
import type { Collapsed } from '../lib/collapse-text';
import { Prose } from './prose';

interface Props {
  html: string;
  collapsed: Collapsed;
  moreLabel: string;
  lessLabel: string;
  className?: string;
  /** Names what the toggle opens, for screen readers ("the offer description"). */
  subject: string;
}

/**
 * Long text shown cut short with a toggle (spec: View more / View less, View full disclaimer /
 * less). The server renders the short form and the button; the full text replaces it on toggle.
 */
export function CollapsibleText({ html, collapsed, moreLabel, lessLabel, className = 'collapsible-text', subject }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!collapsed.collapsible) return <Prose html={html} className={className} />;
  return (
    <div className={`${className} is-collapsible${open ? ' is-open' : ''}`}>
      <div id={id} className="collapsible-body">
        {open ? <Prose html={html} className="prose" /> : <p>{collapsed.short}</p>}
      </div>
      <button type="button" className="btn-link collapsible-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? lessLabel : moreLabel}
        <span className="sr-only"> {subject}</span>
      </button>
    </div>
  );
}
