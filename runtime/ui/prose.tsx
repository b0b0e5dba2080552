import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { linkKind, rewriteHref } from '../lib/links';
import { useSite } from '../data/site-context';
import { EVENT, trackEvent } from '../data/events';

/**
 * Dealer-written HTML, already sanitised by the server loader. Its links are plain anchors, so one
 * delegated click handler gives them SmartLink's behaviour once hydrated: internal links navigate
 * client-side by the site's link rules, tel and map links are recorded, map and external links
 * open a new tab. Before hydration they are ordinary links and still work.
 */
export function Prose({ html, className = 'prose' }: { html: string; className?: string }) {
  const site = useSite();
  const navigate = useNavigate();

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const anchor = (e.target as Element).closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !e.currentTarget.contains(anchor)) return;
    if (anchor.target && anchor.target !== '_self') return;
    const raw = anchor.getAttribute('href') ?? '';
    const target = rewriteHref(raw, { usePagesPath: site.flags?.use_pages_path, blogToNews: site.features?.blog_to_news });
    const kind = linkKind(target);
    if (kind === 'tel') trackEvent(EVENT.clickToCall, { href: target });
    if (kind === 'map') trackEvent(EVENT.getDirections, { href: target });
    if (kind === 'internal') {
      e.preventDefault();
      navigate(target);
    } else if (kind === 'map' || kind === 'external') {
      e.preventDefault();
      window.open(target, '_blank', 'noopener,noreferrer');
    }
  };

  // The handler only enhances the links inside; the container itself is not interactive.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
