/**
 * The import rules of `npm run lint` (.dependency-cruiser.cjs, issue 49.3) catch what they are
 * for: a circle of imports, and an import from the server up into the commands. The lint itself
 * runs them over the whole tree; here they run over a small tree that breaks each rule once.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as { forbidden: IFlattenedRuleSet['forbidden'] };

describe('import rules', () => {
  let root = '';
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
    const files: Record<string, string> = {
      'server/modules/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'server/modules/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'server/http/files.ts': "import { LAYOUT } from '../../scripts/layout';\nexport const files = LAYOUT;\n",
      'scripts/layout.ts': "export const LAYOUT = 'releases';\n",
      'contract/words.ts': "import { files } from '../server/http/files';\nexport const words = files;\n",
      'server/fine.ts': "import { words } from '../contract/words';\nexport const fine = words;\n",
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names the circle, the import into the commands and the contract importing the server, and nothing else', async () => {
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const { output } = await cruise(['server', 'scripts', 'contract'], { validate: true, ruleSet: { forbidden: config.forbidden } }, { extensions: ['.ts'] });
      const violations = (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
      expect(violations).toEqual([
        'contract-stands-alone: contract/words.ts → server/http/files.ts',
        expect.stringMatching(/^no-circular: server\/modules\/[ab]\.ts → server\/modules\/[ab]\.ts$/),
        'no-import-from-scripts: server/http/files.ts → scripts/layout.ts',
      ]);
    } finally {
      process.chdir(cwd);
    }
  });
});
