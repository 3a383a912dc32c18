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

/** The relative link targets of a markdown text, outside fenced code, without their #fragment. */
function relativeLinks(markdown: string): string[] {
  const outsideCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const targets: string[] = [];
  for (const match of outsideCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    targets.push(decodeURIComponent(target.split('#')[0]!));
  }
  return targets;
}

/** The links of `file` (relative to the repository) that resolve to nothing. */
function brokenLinks(file: string, markdown: string): string[] {
  const folder = path.dirname(path.join(root, file));
  return relativeLinks(markdown).filter((target) => !fs.existsSync(path.resolve(folder, target)));
}

const STATUS = /^Status: (accepted|(partly )?superseded by \d{4}\b.*)$/m;

describe('documentation links', () => {
  it('finds the links it should, so a broken one would show', () => {
    const planted = [
      '[arch](docs/ARCHITECTURE.md) [gone](docs/no-such-file.md#part) [web](https://example.com)',
      '[anchor](#operations) [dir](server/modules/)',
      '```md',
      '[in code](not/checked.md)',
      '```',
    ].join('\n');
    expect(relativeLinks(planted)).toEqual(['docs/ARCHITECTURE.md', 'docs/no-such-file.md', 'server/modules/']);
    expect(brokenLinks('README.md', planted)).toEqual(['docs/no-such-file.md']);
  });

  it.each(markdownFiles())('every relative link in %s resolves', (file) => {
    expect(brokenLinks(file, fs.readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });

  it('README.md links docs/ARCHITECTURE.md before any other document', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const firstDoc = relativeLinks(readme).find((target) => target.startsWith('docs/'));
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
