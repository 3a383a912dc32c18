/**
 * The document: `<html lang dir>` in the page's language, head tags, and the scripts (with this
 * response's nonce). The language comes from `?lang=`, the `lang` cookie, the browser, or the
 * site's default; a language picked in the picker (`?lang=…&pick=1`) is remembered in the cookie.
 */
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, redirect, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router';
import { useContext, useEffect, useMemo } from 'react';
import type { Route } from './+types/root';
import { PAGE_LABELS_ID, usePageMessages } from './i18n/page-messages';
import { translatorOf } from './i18n/translate';
import { TranslationContext } from './i18n/use-translation';
import { bcp47, directionOf } from './i18n/locales';
import { languageCookie, pageLanguage } from './lib/page-language.server';
import type { Lang } from '../contract/languages';
import { setSiteLanguages, siteLanguages } from '../contract/site-languages';
import { LANGUAGE_PICK_PARAMETER } from '../contract/language-pick';
import { START_AFTER_LOAD } from './lib/deferred-scripts';
import { RELOAD_ONCE_ON_FAILED_SCRIPT } from './lib/reload-on-failed-script';
import { PublicStyles } from './lib/inline-styles';
import { PageTextContext } from './lib/page-texts';
import { PUBLIC_FRAME } from './lib/public-frame';
import { rememberAddressedLanguage } from './lib/remember-language';
import { safeReturnPath } from './lib/safe-return-path';
import './load-context';

// The public pages' styles are written into the head (PublicStyles); the back office imports its own.
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Drawn from the same picture at build time (scripts/release/site-icons.ts).
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export function loader({ request, url, context }: Route.LoaderArgs) {
  const { lang, fromQuery } = pageLanguage(request, context.config.defaultLocale);
  if (url.searchParams.has(LANGUAGE_PICK_PARAMETER)) {
    // Picked in the language picker: remembered, then the page at its address without the mark,
    // which sets no cookie and so may be kept by a shared cache (decision 0074).
    const address = new URL(url);
    address.searchParams.delete(LANGUAGE_PICK_PARAMETER);
    const headers = fromQuery ? { 'Set-Cookie': languageCookie(lang, url.protocol === 'https:') } : undefined;
    // The root loader runs for any address: `//evil.example/home?pick=1` must not send the visitor there.
    const back = safeReturnPath(address.pathname + address.search, context.config.publicOrigin, `/home${address.search}`);
    return redirect(back, { status: 303, ...(headers ? { headers } : {}) });
  }
  // The page's labels come beside its data, in Layout's data block (decision 0056).
  // The site's languages travel with the page: the browser reads them from here, not from its bundle.
  return { lang, languages: siteLanguages(), origin: context.config.publicOrigin, nonce: context.cspNonce };
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  // Idempotent: on the server the same set, in the browser the server's (decision 0082).
  if (root?.languages) setSiteLanguages(root.languages);
  const lang: Lang = root?.lang ?? 'en_US';
  const messages = usePageMessages(lang);
  const translation = useMemo(() => translatorOf(lang, messages), [lang, messages]);
  const standIn = useContext(PageTextContext);
  const publicPage = useMatches().some((match) => match.id === PUBLIC_FRAME);
  // The answer set no cookie for `?lang=` (decision 0074): the browser remembers the language.
  useEffect(() => {
    if (root?.lang) rememberAddressedLanguage(root.lang);
  }, [root?.lang]);
  return (
    // The back office speaks its own languages, all written left to right: a visitor's Arabic or
    // Hebrew (cookie, `?lang=`) lays out public pages only.
    <html lang={bcp47(lang)} dir={publicPage ? directionOf(lang) : 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {publicPage ? <PublicStyles /> : null}
        {/* Stylesheets need no nonce; an explicit empty one keeps server and browser markup alike
            (browsers hide nonce values, which React would report as a hydration mismatch). */}
        <Links nonce="" />
      </head>
      <body>
        <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>
        {/* The page's labels, one language's (decision 0040), as JSON the browser reads before it
            hydrates (decision 0056): the server writes the text it keeps, the browser's copy is
            empty and React keeps the server's content, as with the inline styles. Back-office
            pages carry them too, for a move to a public page. */}
        <script
          type="application/json"
          id={PAGE_LABELS_ID}
          data-lang={lang}
          dangerouslySetInnerHTML={{ __html: typeof messages === 'string' ? standIn(messages) : '' }}
          suppressHydrationWarning
        />
        {/* Before the module scripts: a page whose scripts fail to load (a rolling deploy) reloads once. */}
        <script nonce={root?.nonce} dangerouslySetInnerHTML={{ __html: RELOAD_ONCE_ON_FAILED_SCRIPT }} suppressHydrationWarning />
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
        {/* Turns the scripts entry.server held back on public pages on once the page has loaded (decision 0043). */}
        {publicPage ? <script nonce={root?.nonce} dangerouslySetInnerHTML={{ __html: START_AFTER_LOAD }} suppressHydrationWarning /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
