/**
 * The floor our stack sets for a page rendered on request (issue 15.3, decision 0063): the markup
 * of a real news page (the insides of its <head> and <body> as our server sends them, inline
 * styles, scripts and data blocks included, so that the bytes are a real page's; served inside
 * the body) sent by three servers that load nothing else of our application
 * (bench/framework-floor-app.ts), each against the plain `node:http` server sending the same bytes
 * with the same headers, in the same run:
 *
 *   only gzip             the finished page compressed for each request, as our server does;
 *   React alone           React renders it from one element, then the same compression;
 *   bare React Router     a one-route React Router app in framework mode renders it (request
 *                         handler, loader, ServerRouter, Meta, Links, Scripts), then the same;
 *   React Router, our shape  the same app given our page's shape: its four matched routes, the
 *                         data its three loaders returned, its head tags and module preloads
 *                         (what React Router's work grows to for a real page, decision 0095);
 *   our news item         our server renders the news item for every request (bench:throughput's
 *                         uncached row: an `Authorization` header keeps it out of the page cache).
 *
 * A page of ours can go no faster than the third row: whatever it does besides (the database,
 * Fastify, its own components) comes on top. bench:throughput's rendered rows are to be read
 * against this row as well as against the plain server.
 *
 *   npm run bench:floor               (two rounds; BENCH_SECONDS per measurement, 8 by default)
 */
import autocannon from 'autocannon';
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from 'react-router';
import { pageMarkup, pageShape, startFloorServer, type RoutesData } from './framework-floor-server.js';
import { startPlainServer } from './plain-server.js';
import { rawGet } from './raw-get.js';
import { ACCEPTED_DISCLAIMER, startBenchServer } from './server.js';

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const FLOOR_PORT = PORT + 5;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = 2;
const SERVERS = [
  ['gzip', 'only gzip'],
  ['react', 'React alone'],
  ['router', 'bare React Router'],
  ['shaped', 'RR, our shape'],
] as const;

const server = await startBenchServer(PORT);
const plain = await startPlainServer(PORT - 1);
const list = (await (await fetch(`${server.origin}/api/user/latest-news?lang=en_US`)).json()) as { result: { id: number }[] | null };
if (!list.result?.[0]) throw new Error('the news list is empty: is the demo content loaded?');
const newsItem = `${server.origin}/news/detail/${list.result[0].id}?lang=en_US`;
const ourHeaders = { cookie: ACCEPTED_DISCLAIMER, 'accept-encoding': 'gzip, deflate, br', authorization: 'Bearer bench-bypasses-the-page-cache' };

/** The insides of the news item's head and body as our server sends them. */
const html = await (await fetch(newsItem, { headers: { cookie: ACCEPTED_DISCLAIMER } })).text();
const markup = pageMarkup(html);
/** The same page's routes' data, as React Router's single fetch sends it to a browser moving to the page. */
const data = await fetch(newsItem.replace('?', '.data?'), { headers: { cookie: ACCEPTED_DISCLAIMER } });
if (!data.ok || !data.body) throw new Error(`the news item's data answered ${data.status}`);
const shaped = pageShape(html, 'news/detail/:id', (await decodeTurboStream(data.body, globalThis)).value as RoutesData);

async function measure(url: string, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  await autocannon({ url, headers, connections: 50, duration: Math.min(3, SECONDS) });
  return autocannon({ url, headers, connections: 50, duration: SECONDS });
}

/** A row of the table. */
const line = (cells: string[]) => process.stdout.write(`${cells[0]!.padEnd(20)}${cells.slice(1).map((cell) => cell.padStart(13)).join('')}\n`);

/** A row: the server at `url` and the plain server sending what it sent, to the byte. */
async function row(name: string, url: string, headers: Record<string, string> = { 'accept-encoding': 'gzip' }): Promise<void> {
  const { status, bytes, encoding, written } = await rawGet(url, headers);
  if (status !== 200 || encoding !== 'gzip') throw new Error(`${name} answered ${status} in ${encoding}`);
  const ours = await measure(url, headers);
  const limit = await measure(`${plain.origin}/${bytes}${await plain.headerSet(written)}`);
  line([name, `${bytes} gzip`, ours.requests.average.toFixed(0), `${ours.latency.p99}`, limit.requests.average.toFixed(0), (ours.requests.average / limit.requests.average).toFixed(3)]);
}

line(['server', 'bytes', 'req/s', 'p99 ms', 'plain req/s', 'ratio']);
for (let round = 0; round < ROUNDS; round++) {
  for (const [mode, name] of SERVERS) {
    const floor = mode === 'shaped' ? await startFloorServer(mode, shaped.markup, FLOOR_PORT, shaped.shape) : await startFloorServer(mode, markup, FLOOR_PORT);
    await row(name, floor.url);
    await floor.stop();
  }
  await row('our news item', newsItem, ourHeaders);
}
await server.stop();
await plain.stop();
