/**
 * What the build (scripts/build.ts, scripts/release/) and the server agree on about a release's
 * files. Kept on the server's floor: the commands import the server, never the other way.
 */
import path from 'node:path';

/** Written last into a release folder: a folder without it is a build still under way (or one that failed). */
export const MANIFEST_FILE = 'release.json';
/** Where a release keeps the browser's hashed files, which the server answers under /assets/. */
export const RELEASE_ASSETS = path.join('build', 'client', 'assets');
/** The kinds of file worth compressing (ahead of time by the build, on the fly by the server); images and fonts already are. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|map|webmanifest|ico)$/i;
