/**
 * The frame's kept markup (app/lib/frame-markup.server.tsx, decision 0055): a page rendered with
 * the header, footer and disclaimer written from the kept markup must be the page React renders
 * with the components themselves, to the byte, since the browser hydrates it with the components.
 * Each page here is rendered both ways through the real public layout, in each language, in and
 * out of a section, with and without the disclaimer, and at addresses that need escaping.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Outlet, type StaticHandlerContext, StaticRouterProvider, useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SpecLang as Lang } from '../../contract/languages';
import { SITE_ONLINE } from '../../contract/site-status';
import { PUBLIC_MESSAGES_JSON } from '../../app/i18n/public-messages.server';
import { translatorOf } from '../../app/i18n/translate';
import { TranslationContext } from '../../app/i18n/use-translation';
import { type FrameMarkup, FrameMarkupContext } from '../../app/lib/frame-markup';
import { frameMarkupOf } from '../../app/lib/frame-markup.server';
import PublicLayout from '../../app/routes/public/layout';

const FIRM = {
  name: 'Marlowe Kessler & Shen',
  iconUrl: '2026/12/logo.svg',
  address: '4th Floor, 18 "Ravensbourne" Court, London <EC2V 8AY>',
  email: 'info@marlowe-kessler.example',
  tel: '+44 20 7946 0100',
};
const DISCLAIMER = { version: '2bbb89579304', html: '<h2>Important notice</h2>\n<p>We are <strong>not</strong> regulated.</p>' };

interface Visit {
  url: string;
  lang: Lang;
  disclaimer: typeof DISCLAIMER | null;
  firm?: typeof FIRM;
}

/** The root as root.tsx gives the frame its labels, the frame (the real layout) and a page inside it. */
async function routedPage({ url, lang, disclaimer, firm = FIRM }: Visit) {
  function Root() {
    const { messages } = useLoaderData<{ messages: string }>();
    return (
      <TranslationContext.Provider value={translatorOf(lang, messages)}>
        <Outlet />
      </TranslationContext.Provider>
    );
  }
  const routes = [
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang, messages: PUBLIC_MESSAGES_JSON[lang] }),
      Component: Root,
      children: [
        {
          id: 'routes/public/layout',
          loader: () => ({ lang, firm, siteStatus: SITE_ONLINE, disclaimer }),
          Component: PublicLayout,
          children: [{ path: '*', Component: () => <p>The page itself</p> }],
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = (await handler.query(new Request(`https://firm.example${url}`))) as StaticHandlerContext;
  const render = (frame: FrameMarkup | null) =>
    renderToString(
      <FrameMarkupContext value={frame}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </FrameMarkupContext>,
    );
  return { context, render };
}

/** The page without the resources React hoists before it (the logo's preload), and those apart: the page's head holds them. */
function split(html: string): { preloads: string[]; page: string } {
  const preloads: string[] = [];
  let page = html;
  for (let link = /^<link [^>]*\/>/.exec(page); link; link = /^<link [^>]*\/>/.exec(page)) {
    preloads.push(link[0]);
    page = page.slice(link[0].length);
  }
  return { preloads, page };
}

async function bothWays(visit: Visit): Promise<{ live: string; kept: string; frame: FrameMarkup }> {
  const { context, render } = await routedPage(visit);
  const frame = frameMarkupOf(context);
  if (!frame) throw new Error('no kept markup for a page whose frame loaded');
  const live = split(render(null));
  const kept = split(render(frame));
  // The logo is preloaded either way (React orders the link's attributes differently for each).
  const logo = (links: string[]) => links.filter((link) => link.includes('href="/api/upload/2026/12/logo.svg"') && link.includes('as="image"')).length;
  const logos = (visit.firm ?? FIRM).iconUrl ? 1 : 0;
  expect(logo(live.preloads)).toBe(logos);
  expect(logo(kept.preloads)).toBe(logos);
  return { live: live.page, kept: kept.page, frame };
}

const VISITS: Visit[] = [
  { url: '/news/detail/3?lang=en_US', lang: 'en_US', disclaimer: DISCLAIMER },
  { url: '/home', lang: 'zh_CN', disclaimer: null },
  { url: '/nothing-here', lang: 'de_DE', disclaimer: DISCLAIMER },
  { url: '/people?keyword=O%27Brien&office=%22London%22%20%3Cnorth%3E&lang=en_US', lang: 'en_US', disclaimer: DISCLAIMER },
  { url: '/expertises/detail/2?x=a&b', lang: 'de_DE', disclaimer: null, firm: { ...FIRM, iconUrl: '' } },
];

describe("the frame's kept markup", () => {
  it.each(VISITS)('is the markup the components render themselves: $url in $lang', async (visit) => {
    const { live, kept } = await bothWays(visit);
    expect(kept).toBe(live);
  });

  it('puts each page its own address, in a section or not, after the markup was kept', async () => {
    // Same language, section and content: one kept markup for both, each with its own address.
    const first = await bothWays({ url: '/people?keyword=first', lang: 'en_US', disclaimer: DISCLAIMER });
    const second = await bothWays({ url: '/people?keyword=second&page=2', lang: 'en_US', disclaimer: DISCLAIMER });
    expect(second.kept).toBe(second.live);
    expect(first.frame.header).toContain('href="/people?keyword=first&amp;lang=de_DE&amp;pick=1"');
    expect(second.frame.header).toContain('href="/people?keyword=second&amp;page=2&amp;lang=zh_CN&amp;pick=1"');
    expect(second.frame.dialog).toContain('name="returnTo" value="/people?keyword=second&amp;page=2"');
    const news = await bothWays({ url: '/news', lang: 'en_US', disclaimer: DISCLAIMER });
    expect(news.kept).toBe(news.live);
    expect(news.frame.header).toMatch(/<a aria-current="page" class="active" href="\/news"/);
    expect(second.frame.header).toMatch(/<a aria-current="page" class="active" href="\/people"/);
  });

  it("follows a change of the firm's details: new content is rendered, not the markup kept for the old", async () => {
    const before = await bothWays({ url: '/about', lang: 'en_US', disclaimer: null });
    const after = await bothWays({ url: '/about', lang: 'en_US', disclaimer: null, firm: { ...FIRM, name: 'Kessler Shen LLP' } });
    expect(before.frame.footer).toContain('Marlowe Kessler &amp; Shen');
    expect(after.frame.footer).toContain('Kessler Shen LLP');
    expect(after.kept).toBe(after.live);
  });

  it('is what the components write in their place on the server', async () => {
    const { render } = await routedPage({ url: '/about', lang: 'en_US', disclaimer: DISCLAIMER });
    const marked: FrameMarkup = { header: '<i>kept header</i>', footer: '<i>kept footer</i>', dialog: '<i>kept dialog</i>' };
    const html: string = render(marked);
    expect(html).toContain('<header class="site-header" inert=""><i>kept header</i></header>');
    expect(html).toContain('<footer class="site-footer" id="contact" inert=""><i>kept footer</i></footer>');
    expect(html).toMatch(/<dialog class="disclaimer" open="" aria-modal="true"[^>]*><i>kept dialog<\/i><\/dialog>/);
    expect(html).not.toContain('site-nav__list');
  });

  it('is not made for a frame that did not load', () => {
    const context = { loaderData: { root: { messages: '{}' } }, location: { pathname: '/', search: '' } } as unknown as StaticHandlerContext;
    expect(frameMarkupOf(context)).toBeNull();
  });
});
