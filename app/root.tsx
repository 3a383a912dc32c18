/**
 * The document: `<html lang dir>` in the page's language, head tags, and the scripts (with this
 * response's nonce). The language comes from `?lang=`, the `lang` cookie, the browser, or the
 * site's default; a language named in the address is remembered in the cookie.
 */
import type { ReactNode } from 'react';
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router';
import { useMemo } from 'react';
import type { Route } from './+types/root';
import { PUBLIC_MESSAGES_JSON } from './i18n/public-messages.server';
import { translatorOf } from './i18n/translate';
import { TranslationContext } from './i18n/use-translation';
import { bcp47, directionOf } from './i18n/locales';
import { languageCookie, pageLanguage } from './lib/page-language.server';
import type { Lang } from '../contract/languages';
import { START_AFTER_LOAD } from './lib/deferred-scripts';
import { PublicStyles } from './lib/inline-styles';
import './load-context';

// The public pages' styles are written into the head (PublicStyles); the back office imports its own.
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Drawn from the same picture at build time (scripts/release/site-icons.ts).
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/** The id of the public pages' frame (routes/public/layout.tsx), below which the public styles apply. */
export const PUBLIC_FRAME = 'routes/public/layout';

export function loader({ request, context }: Route.LoaderArgs) {
  const { lang, fromQuery } = pageLanguage(request, context.config.defaultLocale);
  const secure = new URL(request.url).protocol === 'https:';
  return data(
    // The page's labels travel with its data: the browser gets one language's, not all three's
    // in a script (decision 0040). Back-office pages carry them too, for a move to a public page.
    // As JSON text, which React Router's data encoding copies as it is (decision 0051).
    { lang, origin: context.config.publicOrigin, nonce: context.cspNonce, messages: PUBLIC_MESSAGES_JSON[lang] },
    fromQuery ? { headers: { 'Set-Cookie': languageCookie(lang, secure) } } : undefined,
  );
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

const NO_MESSAGES = {};

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const lang: Lang = root?.lang ?? 'en_US';
  // No root data only if the root loader failed: then no labels, each key shows as itself.
  const messages = root?.messages;
  const translation = useMemo(() => translatorOf(lang, messages ?? NO_MESSAGES), [lang, messages]);
  const publicPage = useMatches().some((match) => match.id === PUBLIC_FRAME);
  return (
    <html lang={bcp47(lang)} dir={directionOf(lang)}>
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
