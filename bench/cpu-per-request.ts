/**
 * CPU time per request of pages rendered for every request (an `Authorization` header keeps them
 * out of the page cache, as in bench:throughput's uncached row), on the server's main thread and
 * on all its threads (the thread pool's compression, V8's helpers), with the load generator's
 * own. Requests per second move by 10-20% with what else this shared machine does; the CPU a
 * request costs moves by about 5%, so two builds of the render path can be told apart by it
 * (decision 0051). Three rounds of 8 s per address, after 5 s of warm-up; the lowest round is the figure to compare.
 *
 *   npm run bench:cpu                          (4 connections, the render queue's places; the
 *                                              addresses below)
 *   npm run bench:cpu -- 50 /people?lang=de_DE (connections, then any addresses)
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { ACCEPTED_DISCLAIMER, startBenchServer } from './server.js';

const [connectionsText, ...paths] = process.argv.slice(2);
const connections = Number(connectionsText ?? 4);
const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 3390));
const headers = { cookie: ACCEPTED_DISCLAIMER, 'accept-encoding': 'gzip, deflate, br', authorization: 'Bearer bench-bypasses-the-page-cache' };
const ticks = (file: string) => {
  const fields = fs.readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const pid = server.process.pid!;
/** A news item; a people search no one asked for (a page whose address is new); the frame alone (the not-found page, 404). */
const DEFAULT_PATHS = ['/news/detail/1?lang=en_US', '/people?lang=en_US&keyword=nobody-by-this-name', '/nothing-here?lang=en_US'];
for (const path of paths.length ? paths : DEFAULT_PATHS) {
  const run = (duration: number) => autocannon({ url: `${server.origin}${path}`, connections, duration, headers });
  await run(5);
  for (let round = 0; round < 3; round++) {
    const main0 = ticks(`/proc/${pid}/task/${pid}/stat`);
    const all0 = ticks(`/proc/${pid}/stat`);
    const own0 = process.cpuUsage();
    const result = await run(8);
    const own = process.cpuUsage(own0);
    const n = result.requests.total;
    const main = (ticks(`/proc/${pid}/task/${pid}/stat`) - main0) / n;
    const all = (ticks(`/proc/${pid}/stat`) - all0) / n;
    const generator = (own.user + own.system) / 1000 / n;
    const status = result.non2xx ? `, ${result.non2xx} answers not 2xx` : '';
    process.stdout.write(
      `${path} at ${connections}: ${result.requests.average.toFixed(0)} req/s, per request: main thread ${main.toFixed(2)} ms, all threads ${all.toFixed(2)} ms, load generator ${generator.toFixed(2)} ms${status}\n`,
    );
  }
}
await server.stop();
