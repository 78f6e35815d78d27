// A folder whose index page says its pages are generated (NSO-developer/nso-gitbook developer-reference/pyapi:
// "Documentation for Python modules, generated from module source:") holds generated pages: their findings are the
// pipeline's, the index page's own stay the writer's, and a folder whose index says nothing of the kind is untouched.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { folderTree } from '../../../../helpers/folderTree';
import { runCli } from '../../../../../server/cli/main';
import { saysPagesGenerated } from '../../../../../shared/rules/generatedFolder';
import { analyzeText } from '../../../../helpers/analyzeText';

const tree = (files: Record<string, string>) => folderTree(files, 'generated-folder');

/** A module page: a long block of constants (split across chunks) and an empty section. */
const MODULE_PAGE = (name: string) =>
  `# Python ${name} Module\n\nThe ${name} module's high level functions.\n\n## Predefined Values\n\n\`\`\`python\n${Array.from({ length: 400 }, (_, i) => `ACCESS_CHECK_${i} = ${i * 4}`).join('\n')}\n\`\`\`\n\n## Classes\n\n## Functions\n\nThe functions are listed below.\n`;

const INDEX = (opening: string) => `---\nicon: square-p\n---\n# Python API Reference\n\n${opening}\n\n- [ncs](ncs.md): NCS Python high level module.\n\n## Empty\n\n## Modules\n\nEvery module of the package.\n`;

describe('a folder whose index page says its pages are generated', () => {
  it('the pages below it are generated; its index page and a folder whose index says nothing so keep their findings', () => {
    const root = tree({
      'pyapi/README.md': INDEX('Documentation for Python modules, generated from module source:'),
      'pyapi/ncs.md': MODULE_PAGE('ncs'),
      'pyapi/sub/ncs.dp.md': MODULE_PAGE('ncs.dp'),
      'guide/README.md': INDEX('Guides for the modules, written by the team:'),
      'guide/ncs.md': MODULE_PAGE('ncs'),
    });
    let out = '';
    runCli(['lint', root, '--format', 'json'], { out: (t) => (out += t), err: () => undefined, env: {} });
    const files = (JSON.parse(out) as { file: string; ruleId: string }[]).map((f) => `${f.file.slice(root.length + 1).split('\\').join('/')} ${f.ruleId}`);
    assert.deepEqual([...new Set(files)].sort(), ['guide/README.md CK003', 'guide/ncs.md CK003', 'guide/ncs.md CK006', 'pyapi/README.md CK003']);
    let summary = '';
    runCli(['lint', root], { out: (t) => (summary += t), err: () => undefined, env: {} });
    assert.match(summary, /CK006\/split-code-fence ×2 in 2 files: this page is generated: the index page of its folder says the pages there are generated/);
  });

  it('reads the sentence in the opening of a page, not further down, and not prose about generating', () => {
    const says = (text: string) => saysPagesGenerated(analyzeText(text).doc.blocks);
    assert.equal(says('# API\n\nThis reference is generated from the OpenAPI specification.\n'), true);
    assert.equal(says('# API\n\nThe pages in this section are auto-generated.\n'), true);
    assert.equal(says('# Generator\n\nThe tool writes a report generated from your logs.\n'), false);
    assert.equal(says('# OI Wiki crawler\n\n抓取 `https://oi-wiki.org/` 站内页面，并把正文保存为本地 Markdown 文件。\n'), true, 'a crawler\'s README (submergepsc/obsidian_notes crawl/oiwiki)');
    assert.equal(says('# Mirror\n\nThis script crawls the docs site and saves every page as a Markdown file.\n'), true);
    assert.equal(says('# Scraping\n\nScraping is covered in the next chapter. Save your notes in Markdown as you go.\n'), false);
    assert.equal(says(`# API\n\n${'A paragraph of the guide. '.repeat(20)}\n\n${'More of it. '.repeat(20)}\n\n${'And more. '.repeat(20)}\n\n${'Still more. '.repeat(20)}\n\nThis reference is generated from the OpenAPI specification.\n`), false);
  });
});
