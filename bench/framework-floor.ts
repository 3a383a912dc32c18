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
 * The first two rows are measured once. The last three, whose ratio is issue 47's goal, run side
 * by side as processes and are measured in turn, BENCH_ROUNDS rounds (6) of BENCH_SECONDS (5)
 * each after 2 s of warming, the order turned each round; the ratios are taken within each round
 * and their median printed. This host's speed drifts by more than the goal's margin within a
 * minute, and a server left idle for a minute needs 15-20 s of load to run at its speed again
 * (performance log, 2026-12-06 08:28): two rounds a few minutes apart measured the drift and the
 * pause as much as the servers (a round gave the shaped app more than the bare one; decision 0102).
 *
 *   npm run bench:floor
 */
import autocannon from 'autocannon';
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from 'react-router';
import { pageMarkup, pageShape, startFloorServer, type RoutesData } from './framework-floor-server.js';
import { startPlainServer } from './plain-server.js';
import { rawGet } from './raw-get.js';
import { ACCEPTED_DISCLAIMER, startBenchServer } from './server.js';

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const FLOOR_PORT = PORT + 5;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
/** Measured once each, for reference. */
const REFERENCE = [
  ['gzip', 'only gzip'],
  ['react', 'React alone'],
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

async function measure(url: string, headers: Record<string, string> = {}, warming = 2): Promise<autocannon.Result> {
  await autocannon({ url, headers, connections: 50, duration: warming });
  return autocannon({ url, headers, connections: 50, duration: SECONDS });
}

/** A row of the table. */
const line = (cells: string[]) => process.stdout.write(`${cells[0]!.padEnd(20)}${cells.slice(1).map((cell) => cell.padStart(13)).join('')}\n`);

/** The bytes `url` answers, checked to be a gzipped page; and the plain server's address sending the same, headers included. */
async function sameBytes(name: string, url: string, headers: Record<string, string>): Promise<{ bytes: number; plainUrl: string }> {
  const { status, bytes, encoding, written } = await rawGet(url, headers);
  if (status !== 200 || encoding !== 'gzip') throw new Error(`${name} answered ${status} in ${encoding}`);
  return { bytes, plainUrl: `${plain.origin}/${bytes}${await plain.headerSet(written)}` };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
}

line(['server', 'bytes', 'req/s', 'p99 ms', 'plain req/s', 'ratio']);
for (const [mode, name] of REFERENCE) {
  const floor = await startFloorServer(mode, markup, FLOOR_PORT);
  const { bytes, plainUrl } = await sameBytes(name, floor.url, { 'accept-encoding': 'gzip' });
  const ours = await measure(floor.url, { 'accept-encoding': 'gzip' }, 3);
  const limit = await measure(plainUrl);
  line([name, `${bytes} gzip`, ours.requests.average.toFixed(0), `${ours.latency.p99}`, limit.requests.average.toFixed(0), (ours.requests.average / limit.requests.average).toFixed(3)]);
  await floor.stop();
}

// The three compared rows, all running; only the one measured is loaded.
const bare = await startFloorServer('router', markup, FLOOR_PORT + 1);
const shapedApp = await startFloorServer('shaped', shaped.markup, FLOOR_PORT + 2, shaped.shape);
/** A compared row: where it is asked, and each round's requests a second and p99. */
const comparedRow = (name: string, url: string, headers: Record<string, string>) => ({ name, url, headers, rates: [] as number[], p99s: [] as number[] });
const bareRow = comparedRow('bare React Router', bare.url, { 'accept-encoding': 'gzip' });
const shapedRow = comparedRow('RR, our shape', shapedApp.url, { 'accept-encoding': 'gzip' });
const ourRow = comparedRow('our news item', newsItem, ourHeaders);
const compared = [bareRow, shapedRow, ourRow];
const plainUrls = new Map<string, { bytes: number; plainUrl: string }>();
for (const server of compared) plainUrls.set(server.name, await sameBytes(server.name, server.url, server.headers));
for (let round = 0; round < ROUNDS; round++) {
  for (let turn = 0; turn < compared.length; turn++) {
    const server = compared[(round + turn) % compared.length]!;
    const result = await measure(server.url, server.headers);
    server.rates.push(result.requests.average);
    server.p99s.push(result.latency.p99);
    line([`${server.name} (${round + 1})`, `${plainUrls.get(server.name)!.bytes} gzip`, result.requests.average.toFixed(0), `${result.latency.p99}`, '', '']);
  }
}
// The plain server once per compared row, for the ratio to this machine's limit.
process.stdout.write(`median of ${ROUNDS} rounds:\n`);
for (const server of compared) {
  const limit = await measure(plainUrls.get(server.name)!.plainUrl);
  const rate = median(server.rates);
  line([server.name, `${plainUrls.get(server.name)!.bytes} gzip`, rate.toFixed(0), `${median(server.p99s)}`, limit.requests.average.toFixed(0), (rate / limit.requests.average).toFixed(3)]);
}
const ofBare = ourRow.rates.map((rate, round) => rate / bareRow.rates[round]!);
const ofShaped = ourRow.rates.map((rate, round) => rate / shapedRow.rates[round]!);
const rounds = (ratios: number[]) => `${median(ratios).toFixed(2)} (rounds ${ratios.map((r) => r.toFixed(2)).join(' ')})`;
process.stdout.write(`our news item / bare React Router, median: ${rounds(ofBare)} (goal 0.5)\n`);
process.stdout.write(`our news item / RR, our shape, median: ${rounds(ofShaped)}\n`);
await bare.stop();
await shapedApp.stop();
await server.stop();
await plain.stop();
