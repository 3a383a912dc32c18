/**
 * The documentation stays navigable: every relative link in README.md and docs/ points at a file
 * or folder that exists, and every decision record says under its title whether it still holds
 * (docs/decisions/README.md). Each check is also run on a planted break, so it cannot pass by
 * finding nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function markdownFiles(): string[] {
  const inDocs = fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file).split(path.sep).join('/'));
  return ['README.md', ...inDocs].sort();
}

/** A relative link: the file it names (empty for one in the same file) and its #fragment, if any. */
interface Link {
  file: string;
  fragment: string | undefined;
}

/** The relative links of a markdown text, outside fenced code. */
function relativeLinks(markdown: string): Link[] {
  const outsideCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const links: Link[] = [];
  for (const match of outsideCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [file = '', fragment] = target.split('#');
    links.push({ file: decodeURIComponent(file), fragment });
  }
  return links;
}

/** The anchors a markdown file offers: its headings as GitHub names them, and explicit ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, id] of markdown.matchAll(/\bid="([^"]+)"/g)) anchors.add(id!);
  for (const [, heading] of markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    anchors.add(slug);
  }
  return anchors;
}

/** The links of `file` (relative to the repository) that resolve to nothing, as written. */
function brokenLinks(file: string, markdown: string): string[] {
  const folder = path.dirname(path.join(root, file));
  return relativeLinks(markdown).flatMap(({ file: target, fragment }) => {
    const written = fragment === undefined ? target : `${target}#${fragment}`;
    const resolved = target === '' ? path.join(root, file) : path.resolve(folder, target);
    if (!fs.existsSync(resolved)) return [written];
    if (fragment === undefined || fragment === '' || !resolved.endsWith('.md')) return [];
    return anchorsOf(fs.readFileSync(resolved, 'utf8')).has(fragment) ? [] : [written];
  });
}

const STATUS = /^Status: (accepted|(partly )?superseded by \d{4}\b.*)$/m;

describe('documentation links', () => {
  it('finds the links it should, so a broken one would show', () => {
    const planted = [
      '[arch](docs/ARCHITECTURE.md) [gone](docs/no-such-file.md#part) [web](https://example.com)',
      '[anchor](#operations) [lost anchor](#no-such-section) [dir](server/modules/)',
      '[log](docs/performance-log.md#decision-0042) [log, no such section](docs/performance-log.md#decision-9999)',
      '```md',
      '[in code](not/checked.md)',
      '```',
    ].join('\n');
    expect(relativeLinks(planted).map((link) => link.file)).toEqual([
      'docs/ARCHITECTURE.md',
      'docs/no-such-file.md',
      '',
      '',
      'server/modules/',
      'docs/performance-log.md',
      'docs/performance-log.md',
    ]);
    expect(brokenLinks('README.md', planted)).toEqual(['docs/no-such-file.md#part', '#no-such-section', 'docs/performance-log.md#decision-9999']);
  });

  it.each(markdownFiles())('every relative link in %s resolves', (file) => {
    expect(brokenLinks(file, fs.readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });

  it('README.md links docs/ARCHITECTURE.md before any other document', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const firstDoc = relativeLinks(readme).find((link) => link.file.startsWith('docs/'))?.file;
    expect(firstDoc).toBe('docs/ARCHITECTURE.md');
  });
});

describe('decision records', () => {
  const records = fs
    .readdirSync(path.join(root, 'docs/decisions'))
    .filter((file) => /^\d{4}-.*\.md$/.test(file))
    .sort();

  it('a record without a status line is caught', () => {
    expect(STATUS.test('# 99. Something\n\nDate: 2026-12-05\n\n## Context\n')).toBe(false);
    expect(STATUS.test('# 99. Something\n\nDate: 2026-12-05\nStatus: partly superseded by 0100 (x)\n')).toBe(true);
  });

  it.each(records)('%s has a date and a status line under its title', (file) => {
    const head = fs.readFileSync(path.join(root, 'docs/decisions', file), 'utf8').split('\n').slice(0, 6).join('\n');
    expect(head).toMatch(/^Date: \d{4}-\d{2}-\d{2}\b/m);
    expect(head).toMatch(STATUS);
  });

  it('the index lists every record', () => {
    const index = fs.readFileSync(path.join(root, 'docs/decisions/README.md'), 'utf8');
    expect(records.filter((file) => !index.includes(`](${file})`))).toEqual([]);
  });
});
