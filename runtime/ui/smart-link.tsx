import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { RouterLink } from './router-link';
import { linkKind, rewriteHref, shouldPrefetch } from '../lib/links';
import { presetHref } from '../lib/search/search-preset';
import { useSite } from '../data/site-context';
import { EVENT, trackEvent } from '../data/events';
import { usePrefetchPath } from '../data/route-prefetch';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/**
 * The one link component (spec section 2 link handling): internal links navigate client-side by
 * the site's link rules, tel links record click-to-call, map links open a new tab and record
 * directions, other external links open a new tab.
 */
export function SmartLink({ href, children, onClick, ...rest }: Props) {
  const site = useSite();
  const prefetch = usePrefetchPath();
  // Links into the stock search start with the site's presets (search_filters), removable there.
  const target = presetHref(rewriteHref(href, { usePagesPath: site.flags?.use_pages_path, blogToNews: site.features?.blog_to_news }), site);
  const kind = linkKind(target);

  if (kind === 'internal') {
    return (
      <RouterLink
        to={target}
        onClick={onClick}
        {...(!import.meta.env.SSR && shouldPrefetch(target) ? { onMouseEnter: () => prefetch(target), onFocus: () => prefetch(target) } : {})}
        {...rest}
      >
        {children}
      </RouterLink>
    );
  }
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    if (kind === 'tel') trackEvent(EVENT.clickToCall, { href: target });
    if (kind === 'map') trackEvent(EVENT.getDirections, { href: target });
    onClick?.(e);
  };
  const newTab = kind === 'map' || kind === 'external';
  return (
    <a href={target} onClick={handle} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
