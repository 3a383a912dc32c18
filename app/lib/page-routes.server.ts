/**
 * React Router's `ServerRouter` makes a route object of every route in the manifest it is given,
 * for every page it renders: about fifty, the back office's included, of which a page uses its
 * matches only. The browser does not take its routes from this render: with route discovery
 * 'initial' it loads the whole manifest from its file. So the server's render is given a manifest
 * of the page's own routes, made once per set of matches (decision 0057). Counted with
 * bench:instructions, the not-found page's main thread fell by a tenth and all its threads by
 * nearly a third (the garbage of fifty route objects a page).
 */
import type { EntryContext } from 'react-router';

type Manifest = EntryContext['manifest'];

/** Per manifest (one per build; the development server makes new ones), per set of matched routes. */
const pageManifests = new WeakMap<Manifest, Map<string, Manifest>>();

export function withPageRoutesOnly(context: EntryContext): EntryContext {
  const ids = context.staticHandlerContext.matches.map((match) => match.route.id);
  if (ids.length === 0) return context;
  let ofManifest = pageManifests.get(context.manifest);
  if (!ofManifest) pageManifests.set(context.manifest, (ofManifest = new Map<string, Manifest>()));
  const key = ids.join('\n');
  let manifest = ofManifest.get(key);
  if (!manifest) {
    const routes: Manifest['routes'] = {};
    for (const id of ids) routes[id] = context.manifest.routes[id];
    manifest = { ...context.manifest, routes };
    ofManifest.set(key, manifest);
  }
  return { ...context, manifest };
}
