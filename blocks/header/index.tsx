import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { HeaderProps } from './props';
import type { NavItem } from '../../schemas/types/site';
import { useSite } from '../../runtime/data/site-context';
import { rewriteHref } from '../../runtime/lib/links';
import { useShellData } from '../../runtime/data/tenant-data';
import { websiteSessionQuery } from '../../runtime/data/website-session';
import { menuSearchPath } from '../../runtime/lib/menu-stock-count';
import { LinkButton } from '../../runtime/ui/link-button';
import { PhoneLink } from '../../runtime/ui/phone-link';
import { SmartLink } from '../../runtime/ui/smart-link';
import { ModelsMenu } from './models-menu';
import { SavedCarsLink } from './saved-cars-link';

/** Which top-level menu is open; `pinned` when opened by click or keyboard, so leaving with the mouse keeps it. */
type OpenMenu = { index: number; pinned: boolean } | null;

const DESKTOP = '(min-width: 1200px)';

/**
 * The server HTML works before hydration through CSS (:hover and :focus-within open menus).
 * Once hydrated, `data-enhanced` hands visibility to state, which adds click toggling,
 * aria-expanded, Escape, close on outside click and close on navigation.
 */
export default function Header({ showPhone = true, sticky = false, emailUs = true }: HeaderProps) {
  const site = useSite();
  const models = useShellData('models');
  // Seeded by the server with the first page and kept for the visit (runtime/data/website-session.ts).
  // Seeded by the server with the first page and kept for the visit; the server works the counts
  // out from its stock summary (runtime/lib/menu-stock-count.ts).
  const counts = useQuery(websiteSessionQuery(site.dashboard?.website_id ?? site.id ?? '')).data?.menu_counts ?? {};
  const count = (href?: string) => {
    const n = href === undefined ? undefined : counts[href];
    return n === undefined ? null : <span className="nav-count">{` (${n.toLocaleString(site.locale)})`}</span>;
  };
  const { pathname, key: locationKey } = useLocation();
  const baseId = useId();
  const navId = `${baseId}-nav`;

  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState<OpenMenu>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const triggerRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    setOpen(null);
    setMobileOpen(false);
  }, [locationKey]);

  const anyOpen = open !== null || mobileOpen;
  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (e: globalThis.PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(e.target as Node)) {
        setOpen(null);
        setMobileOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anyOpen]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    if (open) {
      e.stopPropagation();
      triggerRefs.current[open.index]?.focus();
      setOpen(null);
    } else if (mobileOpen) {
      e.stopPropagation();
      toggleRef.current?.focus();
      setMobileOpen(false);
    }
  };

  const hoverable = (e: PointerEvent) => e.pointerType === 'mouse' && (typeof window.matchMedia !== 'function' || window.matchMedia(DESKTOP).matches);

  const menuHandlers = (index: number) => ({
    onPointerEnter: (e: PointerEvent) => {
      if (hoverable(e)) setOpen((prev) => (prev?.pinned ? prev : { index, pinned: false }));
    },
    onPointerLeave: (e: PointerEvent) => {
      if (hoverable(e)) setOpen((prev) => (prev?.index === index && !prev.pinned ? null : prev));
    },
    onBlur: (e: FocusEvent<HTMLLIElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen((prev) => (prev?.index === index ? null : prev));
    },
  });

  const toggleMenu = (index: number) => setOpen((prev) => (prev?.index === index && prev.pinned ? null : { index, pinned: true }));

  // Compared after the site's link rules and without a trailing slash: /pages/about-us is /about-us, /cars/ is /cars.
  const bare = (path: string) => path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  const currentIf = (href: string) =>
    bare(rewriteHref(href, { usePagesPath: site.flags?.use_pages_path, blogToNews: site.features?.blog_to_news })) === bare(pathname)
      ? ('page' as const)
      : undefined;

  const logo = site.theme.logo ?? site.logo;
  const searchPath = menuSearchPath(site);

  return (
    <header ref={headerRef} className={`site-header${sticky ? ' site-header-sticky' : ''}`} data-enhanced={enhanced ? '' : undefined} onKeyDown={onKeyDown}>
      <SmartLink href="#main" className="skip-link">
        Skip to content
      </SmartLink>
      <div className="container header-bar">
        <SmartLink href="/" className="header-logo">
          {logo ? <img src={logo.url} alt={logo.alt || site.name} width={logo.width} height={logo.height} /> : site.name}
        </SmartLink>

        <div className="nav-shell">
          <button
            ref={toggleRef}
            type="button"
            className="nav-toggle"
            aria-expanded={mobileOpen}
            aria-controls={navId}
            onClick={() => setMobileOpen((o) => !o)}
          >
            <span className="nav-toggle-icon" aria-hidden="true" />
            Menu
          </button>
          <nav id={navId} className={`site-nav${mobileOpen ? ' is-open' : ''}`} aria-label="Main">
            <ul className="nav-list">
              {site.navigation.header.map((item, index) => {
                const kind = itemKind(item, models.length > 0);
                if (kind === 'link') {
                  return item.href ? (
                    <li className="nav-item" key={index}>
                      <SmartLink href={item.href} className="nav-link" aria-current={currentIf(item.href)}>
                        {item.label}
                        {count(item.href)}
                      </SmartLink>
                    </li>
                  ) : null;
                }
                const isOpen = open?.index === index;
                const menuId = `${baseId}-menu-${index}`;
                return (
                  <li className={`nav-item has-menu${kind === 'models' ? ' has-mega' : ''}${isOpen ? ' is-open' : ''}`} key={index} {...menuHandlers(index)}>
                    <button
                      ref={(el) => {
                        triggerRefs.current[index] = el;
                      }}
                      type="button"
                      className="nav-link nav-trigger"
                      aria-expanded={isOpen}
                      aria-controls={menuId}
                      onClick={() => toggleMenu(index)}
                    >
                      {item.label}
                      <span className="nav-caret" aria-hidden="true" />
                    </button>
                    {kind === 'models' ? (
                      <ModelsMenu id={menuId} models={models} searchPath={searchPath} allHref={item.href} stockCount={counts[searchPath]} />
                    ) : (
                      <ul id={menuId} className="nav-dropdown">
                        {item.href && (
                          <li>
                            <SmartLink href={item.href}>
                              {item.label}
                              {count(item.href)}
                            </SmartLink>
                          </li>
                        )}
                        {item.children?.map((child) => (
                          <li key={child.label + child.href}>
                            <SmartLink href={child.href} aria-current={currentIf(child.href)}>
                              {child.label}
                              {count(child.href)}
                            </SmartLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
            {emailUs && (
              // Phones have no room for it beside the menu button: it sits in the menu there.
              <p className="nav-email">
                <a href="/contact#email-us" className="nav-link">
                  Email Us
                </a>
              </p>
            )}
          </nav>
        </div>

        {(showPhone || emailUs || site.navigation.cta) && (
          <div className="header-actions">
            {emailUs && (
              // A plain link: the shell's #email-us listener opens the enquiry dialog (runtime/app/email-us.tsx).
              <a href="/contact#email-us" className="header-email">
                Email Us
              </a>
            )}
            {showPhone && (
              <PhoneLink phone={site.phone} className="header-phone">
                {/* Both parts stay in the accessible name; CSS shows "Call" on narrow screens, the number on wider ones. */}
                <span className="header-phone-call">Call </span>
                <span className="header-phone-number">{site.phone}</span>
              </PhoneLink>
            )}
            {site.navigation.cta && <LinkButton label={site.navigation.cta.label} href={site.navigation.cta.href} />}
          </div>
        )}
        <SavedCarsLink />
      </div>
    </header>
  );
}

/** A models item with no models to show falls back to its own link (or its children). */
function itemKind(item: NavItem, hasModels: boolean): 'models' | 'dropdown' | 'link' {
  if (item.menu === 'models' && hasModels) return 'models';
  return item.children?.length ? 'dropdown' : 'link';
}
