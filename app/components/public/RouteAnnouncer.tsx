/**
 * What a screen reader hears after a client-side navigation, where the browser itself says
 * nothing: the new page's title, read out politely, and focus on its main heading, so reading
 * starts where the new content does. A filter form that reloads the same page keeps its focus.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

export function RouteAnnouncer() {
  const location = useLocation();
  const navigation = useNavigation();
  const [message, setMessage] = useState('');
  const previous = useRef<{ pathname: string; search: string } | null>(null);
  const submitted = useRef(false);

  if (navigation.state !== 'idle') submitted.current = Boolean(navigation.formMethod);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname: location.pathname, search: location.search };
    const fromForm = submitted.current;
    submitted.current = false;
    if (!before) return;
    const moved = before.pathname !== location.pathname || (before.search !== location.search && !fromForm);
    if (!moved) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      // Back and forward restore the scroll position; focus must not undo that.
      heading.focus({ preventScroll: true });
    }
    // Emptied first, so a title the same as the last one is still read out.
    setMessage('');
    // The new <title> is in place once this render has committed; the next frame reads it.
    const frame = requestAnimationFrame(() => setMessage(document.title));
    return () => cancelAnimationFrame(frame);
  }, [location.pathname, location.search]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer>
      {message}
    </div>
  );
}
