/**
 * The regulatory disclaimer, shown until the visitor accepts it. Rendered by the server already
 * open (no flash, and without JavaScript the accept button posts a form); in the browser it
 * becomes a modal dialog that keeps focus inside and cannot be dismissed without accepting.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptanceValue, DISCLAIMER_COOKIE, DISCLAIMER_STORAGE_KEY } from '../../lib/disclaimer';

export function Disclaimer({ version, html, returnTo }: { version: string; html: string; returnTo: string }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [accepted, setAccepted] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element || accepted) return;
    // The server rendered it open but not modal; reopening it as modal makes the page behind inert.
    if (element.open) element.close();
    element.showModal();
    const keepOpen = (event: Event) => event.preventDefault();
    element.addEventListener('cancel', keepOpen);
    return () => element.removeEventListener('cancel', keepOpen);
  }, [accepted]);

  if (accepted) return null;

  function accept(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = acceptanceValue(version);
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${DISCLAIMER_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
    try {
      localStorage.setItem(DISCLAIMER_STORAGE_KEY, value);
    } catch {
      // Without storage the cookie alone remembers the acceptance.
    }
    dialog.current?.close();
    setAccepted(true);
  }

  return (
    <>
      <div className="disclaimer-backdrop" aria-hidden="true" />
      <dialog ref={dialog} className="disclaimer" open aria-modal="true" aria-labelledby="disclaimer-title" aria-describedby="disclaimer-text">
        <h2 id="disclaimer-title">{t('disclaimer.title')}</h2>
        <div id="disclaimer-text" className="disclaimer__text rich-text" dangerouslySetInnerHTML={{ __html: html }} />
        <form method="post" action="/disclaimer/accept" onSubmit={accept}>
          <input type="hidden" name="version" value={version} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <p className="disclaimer__note">{t('disclaimer.note')}</p>
          <button type="submit" className="button" autoFocus>
            {t('disclaimer.accept')}
          </button>
        </form>
      </dialog>
    </>
  );
}
