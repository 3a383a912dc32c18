/**
 * A link of the frame (header and footer) to one of the site's pages, followed by the router in
 * the browser as React Router's `Link` is. On the server it is one `<a>`: `Link` and `NavLink`
 * resolve their address three times per render, each time with a JSON copy of the route matches,
 * and the frame's sixteen links were about 0.6 ms of every page rendered (decision 0052).
 *
 * `to` is an absolute path of this site (`/people`, `/docs/privacy`): nothing is resolved
 * against the current route.
 */
import { type AnchorHTMLAttributes, type MouseEvent, useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation, useNavigate } from 'react-router';

/** How long the pointer or focus must stay on a link before its page is fetched ahead (React Router's `prefetch="intent"` waits as long). */
const INTENT_MS = 100;

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /**
   * A section of the site, as `NavLink` marks one: `aria-current="page"` and the class `active`
   * while the current address is `to` or below it (`/news/detail/3` is in `/news`).
   */
  section?: boolean;
  /** Fetch the page's scripts and data once the pointer or focus rests on the link, as `prefetch="intent"`. */
  prefetchOnIntent?: boolean;
}

/** `NavLink`'s rule (not `end`, not case-sensitive): the path itself, or a path below it. */
export function isInSection(pathname: string, to: string): boolean {
  const here = pathname.toLowerCase();
  const section = to.toLowerCase();
  return here === section || (here.startsWith(section) && (section.endsWith('/') || here.charAt(section.length) === '/'));
}

/** A click the browser would follow in this tab: the main button, no modifier key, no other target. */
function followsInPlace(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/** `prefetch="intent"`: true once the pointer or focus has rested on the link for INTENT_MS, false when it leaves. */
function useIntent(enabled: boolean) {
  const [resting, setResting] = useState(false);
  const [intent, setIntent] = useState(false);
  useEffect(() => {
    if (!resting) return;
    const timer = window.setTimeout(() => setIntent(true), INTENT_MS);
    return () => window.clearTimeout(timer);
  }, [resting]);
  if (!enabled) return { intent: false, handlers: {} };
  const start = () => setResting(true);
  const stop = () => {
    setResting(false);
    setIntent(false);
  };
  // A touch is intent at once: the tap follows within moments.
  return { intent, handlers: { onMouseEnter: start, onFocus: start, onMouseLeave: stop, onBlur: stop, onTouchStart: () => setIntent(true) } };
}

export function SiteLink({ to, section = false, prefetchOnIntent = false, className, onClick, target, children, ...rest }: SiteLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { intent, handlers } = useIntent(prefetchOnIntent);
  const current = section && isInSection(location.pathname, to);
  const classes = [className, current ? 'active' : null].filter(Boolean).join(' ') || undefined;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !followsInPlace(event, target)) return;
    event.preventDefault();
    // As Link does: a link to the address already shown replaces its history entry.
    void navigate(to, { replace: location.pathname + location.search + location.hash === to });
  };
  return (
    <>
      <a {...rest} {...handlers} href={to} target={target} className={classes} aria-current={current ? 'page' : undefined} onClick={follow}>
        {children}
      </a>
      {intent ? <PrefetchPageLinks page={to} /> : null}
    </>
  );
}
