// A client-side link to a path inside the app: an <a> with the router's href and click handler.
// react-router's <Link> also carries framework-mode prefetching, masks and view transitions; none
// of it is used here, and importing <Link> kept that code (with <NavLink> and <Form>) in the shell.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

function ClientRouterLink({ to, replace, onClick, target, ...rest }: Props) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/**
 * On the server a link is its HTML only: no click handler is rendered, so it takes only the
 * router's href (the same as the browser's) and skips the navigate hook, once per link per render.
 */
function ServerRouterLink({ to, replace: _replace, onClick: _onClick, ...rest }: Props) {
  return <a {...rest} href={useHref(to)} />;
}

/** The browser build folds `import.meta.env.SSR` to false and keeps only the client link. */
export const RouterLink = import.meta.env.SSR ? ServerRouterLink : ClientRouterLink;
