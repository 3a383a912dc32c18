/**
 * Turns a valid value into an invalid one at one place: a value of the wrong type, a required
 * field left out, a field too many (prototype keys among them), a 100 KB string or 5,000 levels of
 * nesting. The place is drawn among every node of the value, the root included.
 */
import fc from 'fast-check';
import { deeplyNested, extraKey, hostileValue, hugeString, withOwnKey } from './hostile-values.js';

type Path = (string | number)[];

export interface Mutated {
  value: unknown;
  /** What was done and where, for the report: `wrong type at 0.title`. */
  shape: string;
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return value !== null && typeof value === 'object';
}

/** Every path in the value, parents before children. */
function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], out));
  else if (isContainer(value)) for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  return out;
}

/** A deep copy of a JSON value (prototype keys kept as own keys). */
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (isContainer(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) withOwnKey(out, key, copy(item));
    return out;
  }
  return value;
}

/** Replaces the node at `path` (the whole value for the root). */
function replaceAt(root: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const out = copy(root) as Record<string | number, unknown>;
  let parent = out;
  for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (Array.isArray(parent)) parent[last as number] = replacement;
  else withOwnKey(parent, String(last), replacement);
  return out;
}

function removeAt(root: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  const out = copy(root) as Record<string | number, unknown>;
  let parent = out;
  for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (Array.isArray(parent)) parent.splice(last as number, 1);
  else delete parent[last];
  return out;
}

const where = (path: Path) => (path.length ? path.join('.') : 'the root');

/** One mutation of `value` at one of its nodes. */
export function mutate(value: unknown): fc.Arbitrary<Mutated> {
  const paths = pathsOf(value);
  const containers = paths.filter((p) => isContainer(nodeAt(value, p)) && !Array.isArray(nodeAt(value, p)));
  const keyed = paths.filter((p) => p.length > 0);
  const pick = <T>(list: T[]) => fc.nat({ max: list.length - 1 }).map((i) => list[i]!);

  const mutations: fc.Arbitrary<Mutated>[] = [
    fc.tuple(pick(paths), hostileValue).map(([path, replacement]) => ({ value: replaceAt(value, path, replacement), shape: `wrong type at ${where(path)}` })),
    fc.tuple(pick(paths), hugeString).map(([path, text]) => ({ value: replaceAt(value, path, text), shape: `100 KB string at ${where(path)}` })),
    fc
      .tuple(pick(paths), fc.constantFrom<'array' | 'object'>('array', 'object'))
      .map(([path, kind]) => ({ value: replaceAt(value, path, deeplyNested(kind)), shape: `5,000 nested ${kind}s at ${where(path)}` })),
  ];
  if (keyed.length) {
    mutations.push(pick(keyed).map((path) => ({ value: removeAt(value, path), shape: `missing ${where(path)}` })));
  }
  if (containers.length) {
    mutations.push(
      fc.tuple(pick(containers), extraKey, hostileValue).map(([path, key, extra]) => ({
        value: replaceAt(value, path, withOwnKey(copy(nodeAt(value, path)) as Record<string, unknown>, key, extra)),
        shape: `extra field ${JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key)} at ${where(path)}`,
      })),
    );
  }
  return fc.oneof(...mutations);
}

function nodeAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const segment of path) node = (node as Record<string | number, unknown>)[segment];
  return node;
}
