/** The manifest the server's render is given (app/lib/page-routes.server.ts, decision 0057): the page's routes only. */
import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withPageRoutesOnly } from '../../app/lib/page-routes.server';

function contextMatching(ids: string[], manifest?: EntryContext['manifest']): EntryContext {
  const routes = Object.fromEntries(['root', 'routes/public/layout', 'routes/public/news', 'routes/admin/layout', 'routes/admin/users'].map((id) => [id, { id, module: `/assets/${id}.js` }]));
  return {
    manifest: manifest ?? ({ version: 'v1', url: '/assets/manifest-v1.js', entry: { module: '/assets/entry.js', imports: [] }, routes } as unknown as EntryContext['manifest']),
    staticHandlerContext: { matches: ids.map((id) => ({ route: { id } })) },
    routeModules: {},
  } as unknown as EntryContext;
}

describe("the server render's manifest", () => {
  it("lists the page's matched routes only, and keeps the rest of the manifest", () => {
    const context = contextMatching(['root', 'routes/public/layout', 'routes/public/news']);
    const given = withPageRoutesOnly(context);
    expect(Object.keys(given.manifest.routes)).toEqual(['root', 'routes/public/layout', 'routes/public/news']);
    expect(given.manifest.routes['routes/public/news']).toBe(context.manifest.routes['routes/public/news']);
    expect(given.manifest.url).toBe('/assets/manifest-v1.js');
    expect(given.manifest.entry).toBe(context.manifest.entry);
    expect(given.staticHandlerContext).toBe(context.staticHandlerContext);
    // The whole manifest is left as it was, for whatever else reads it.
    expect(Object.keys(context.manifest.routes)).toHaveLength(5);
  });

  it('makes one manifest per set of matches and per build', () => {
    const first = withPageRoutesOnly(contextMatching(['root', 'routes/admin/layout', 'routes/admin/users']));
    const manifest = first.manifest;
    const again = withPageRoutesOnly(contextMatching(['root', 'routes/admin/layout', 'routes/admin/users']));
    expect(again.manifest).not.toBe(manifest); // each call above made its own whole manifest: another build
    const whole = contextMatching(['root']).manifest;
    const a = withPageRoutesOnly(contextMatching(['root', 'routes/public/layout'], whole));
    const b = withPageRoutesOnly(contextMatching(['root', 'routes/public/layout'], whole));
    expect(b.manifest).toBe(a.manifest);
    expect(withPageRoutesOnly(contextMatching(['root'], whole)).manifest).not.toBe(a.manifest);
  });

  it('gives the whole manifest when nothing matched', () => {
    const context = contextMatching([]);
    expect(withPageRoutesOnly(context)).toBe(context);
  });
});
