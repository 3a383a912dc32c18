/**
 * The functions a CPU profile (`node --cpu-prof`, see bench/throughput.ts's BENCH_PROFILE) spent
 * the most time in, by self time and by total time (self plus callees), as a share of the samples.
 *
 *   tsx bench/profile-top.ts bench/profiles/<file>.cpuprofile [how many, 30 by default]
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const [file, countText] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/profile-top.ts <file.cpuprofile> [count]');
const count = Number(countText ?? 30);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const hits = new Map<number, number>();
for (const sample of profile.samples) hits.set(sample, (hits.get(sample) ?? 0) + 1);

const label = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^.*\/node_modules\//, '~/').replace(/^.*\/dist\//, 'dist/').replace(/^file:\/\//, '');
  return `${functionName || '(anonymous)'} ${where}${where ? `:${lineNumber + 1}` : ''}`;
};
const self = new Map<string, number>();
const total = new Map<string, number>();
for (const [id, n] of hits) {
  const node = byId.get(id)!;
  self.set(label(node), (self.get(label(node)) ?? 0) + n);
  // A function is counted once per sample however often it recurses.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = label(byId.get(at)!);
    if (seen.has(name)) continue;
    seen.add(name);
    total.set(name, (total.get(name) ?? 0) + n);
  }
}
const all = profile.samples.length;
const print = (title: string, table: Map<string, number>) => {
  process.stdout.write(`\n${title} (${all} samples)\n`);
  for (const [name, n] of [...table].sort((a, b) => b[1] - a[1]).slice(0, count)) process.stdout.write(`${((100 * n) / all).toFixed(1).padStart(6)}%  ${name}\n`);
};
print('self time', self);
print('total time', total);
