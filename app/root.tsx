/**
 * The document: `<html lang dir>` in the page's language, head tags, and the scripts (with this
 * response's nonce). The language comes from `?lang=`, the `lang` cookie, the browser, or the
 * site's default; a language named in the address is remembered in the cookie.
 */
import type { ReactNode } from 'react';
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { useMemo } from 'react';
import type { Route } from './+types/root';
import { createI18n } from './i18n/i18n';
import { bcp47, directionOf } from './i18n/locales';
import { languageCookie, pageLanguage } from './lib/page-language.server';
import type { Lang } from '../contract/languages';
import { PublicStyles } from './lib/inline-styles';
import './load-context';

// The public pages' styles are written into the head (PublicStyles); the back office imports its own.
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The id of the public pages' frame (routes/public/layout.tsx), below which the public styles apply. */
export const PUBLIC_FRAME = 'routes/public/layout';

export function loader({ request, context }: Route.LoaderArgs) {
  const { lang, fromQuery } = pageLanguage(request, context.config.defaultLocale);
  const secure = new URL(request.url).protocol === 'https:';
  return data(
    { lang, origin: context.config.publicOrigin, nonce: context.cspNonce },
    fromQuery ? { headers: { 'Set-Cookie': languageCookie(lang, secure) } } : undefined,
  );
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const lang: Lang = root?.lang ?? 'en_US';
  const i18n = useMemo(() => createI18n(lang), [lang]);
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
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
