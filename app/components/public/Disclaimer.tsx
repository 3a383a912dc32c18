/**
 * The regulatory disclaimer, shown until the visitor accepts it. Rendered by the server already
 * open, with the rest of the page `inert` (see PublicLayout), so without JavaScript nothing behind
 * it can be reached and the accept button posts a form. In the browser it becomes a modal dialog
 * that only accepting dismisses: browsers differ in whether Esc can be refused (Chromium closes
 * anyway on a second Esc without a click in between), so Esc is stopped at the key, and a dialog
 * closed by any other means opens again at once. Focus is on its heading from the first paint
 * (`autofocus`, in the server's markup too), before any script runs, so that reading starts with
 * the title and the regulatory text (issue 46.5); PublicLayout gives it to the page once accepted.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useKeptMarkup } from '../../lib/frame-markup';
import { acceptanceCookie, acceptanceValue, DISCLAIMER_STORAGE_KEY } from '../../../contract/disclaimer';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function Disclaimer({ version, html, returnTo, onAccept }: { version: string; html: string; returnTo: string; onAccept: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const accepted = useRef(false);
  const kept = useKeptMarkup('dialog');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const open = () => {
      // The server rendered it open but not modal; reopening it as modal makes the page behind inert.
      if (element.open && !element.matches(':modal')) element.close();
      if (!element.open) element.showModal();
      // Start at the top, title and regulatory text first, even on a small screen.
      title.current?.focus({ preventScroll: true });
      element.scrollTop = 0;
    };
    const refuse = (event: Event) => event.preventDefault();
    const reopen = () => {
      if (!accepted.current) open();
    };
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
      } else if (event.key === 'Tab') {
        // Keep Tab inside the dialog rather than letting it wander to the browser's own controls.
        const stops = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = stops[0];
        const last = stops[stops.length - 1];
        const active = document.activeElement;
        const outside = !element.contains(active);
        if (event.shiftKey && (outside || active === first || active === title.current)) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && (outside || active === last)) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    open();
    element.addEventListener('cancel', refuse);
    element.addEventListener('close', reopen);
    document.addEventListener('keydown', keys, true);
    return () => {
      element.removeEventListener('cancel', refuse);
      element.removeEventListener('close', reopen);
      document.removeEventListener('keydown', keys, true);
    };
  }, []);

  function accept(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const date = new Date();
    document.cookie = acceptanceCookie(version, window.location.protocol === 'https:', date);
    try {
      localStorage.setItem(DISCLAIMER_STORAGE_KEY, acceptanceValue(version, date));
    } catch {
      // Without storage the cookie alone remembers the acceptance.
    }
    accepted.current = true;
    dialog.current?.close();
    onAccept();
  }

  const backdrop = <div className="disclaimer-backdrop" aria-hidden="true" />;
  const frame = { className: 'disclaimer', open: true, 'aria-modal': true, 'aria-labelledby': 'disclaimer-title', 'aria-describedby': 'disclaimer-text' } as const;
  if (kept !== undefined) {
    // On the server, the markup kept for this text and language (app/lib/frame-markup.server.tsx).
    return (
      <>
        {backdrop}
        <dialog {...frame} dangerouslySetInnerHTML={{ __html: kept }} />
      </>
    );
  }
  return (
    <>
      {backdrop}
      <dialog ref={dialog} {...frame}>
        <h2 id="disclaimer-title" ref={title} tabIndex={-1} autoFocus>
          {t('disclaimer.title')}
        </h2>
        <div id="disclaimer-text" className="disclaimer__text rich-text" dangerouslySetInnerHTML={{ __html: html }} />
        <form method="post" action="/disclaimer/accept" onSubmit={accept}>
          <input type="hidden" name="version" value={version} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <p className="disclaimer__note">{t('disclaimer.note')}</p>
          <button type="submit" className="button">
            {t('disclaimer.accept')}
          </button>
        </form>
      </dialog>
    </>
  );
}
