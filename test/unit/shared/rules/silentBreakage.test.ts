// Breakage the rules used to be silent on: HTML tables cut across chunks (CK005), chunks of only template or
// directive syntax (CK009), markup in the heading paths library strategies record (CK010), and sections whose
// only body is an include (CK003).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import { lint } from '../../../../shared/engine/lint';
import type { Block, Chunk, StrategyId } from '../../../../shared/model/types';
import { analyzeText } from '../../../helpers/analyzeText';

function run(text: string, documentId: string, config: { dialect?: 'mkdocs' } = {}, strategy?: StrategyId) {
  const a = analyze({ kind: 'markdown', text, documentId, settings: resolveSettings(config, 'markdown', strategy ? { strategy } : {}, { fileName: documentId }) });
  return [...a.findings, ...a.pipelineFindings];
}

describe('HTML tables cut across chunks', () => {
  const row = (i: number) => `<tr>\n<td>Option ${i}</td>\n<td>\n\nSets **option ${i}**; the default suits most sites and pages.\n\n</td>\n</tr>\n`;
  const table = `# Options\n\n<table>\n<thead><tr><th>Name</th><th>Description</th></tr></thead>\n<tbody>\n${Array.from({ length: 40 }, (_, i) => row(i)).join('')}</tbody>\n</table>\n\nDone.\n`;
  const budgets = { maxTokens: 200, targetTokens: 150, minTokens: 1, overlapTokens: 0 };

  it('a table with one paragraph of Markdown in each cell is one CK005 finding naming its rows, a cut inside a row and the Markdown table it could be', () => {
    const split = analyzeText(table, { budgets }).findings.filter((f) => f.ruleId === 'CK005');
    assert.equal(split.length, 1);
    assert.match(split[0].message, /^HTML table of 41 rows \(cut inside a row\) is split across \d+ chunks \(1–\d+\): its cells hold only inline text, so as a Markdown table it would be cut between rows$/);
    assert.equal(split[0].pipeline, undefined);
  });

  it('a before/after table that fits the cap, cut only at the code blocks of its cells (kubeflow migration.md), is the pipeline\'s', () => {
    const page = '# Keyword arguments\n\nUse keyword arguments when you instantiate components.\n\n<table>\n<tr>\n<th>Previous usage</th>\n<th>New usage</th>\n</tr>\n<tr>\n<td>\n\n```python\ntrainer(100, 0.1)\n```\n\n</td>\n<td>\n\n```python\ntrainer(epochs=100, rate=0.1)\n```\n\n</td>\n</tr>\n</table>\n';
    const a = analyzeText(page);
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK005'), []);
    const split = a.pipelineFindings.filter((f) => f.ruleId === 'CK005');
    assert.equal(split.length, 1);
    assert.match(split[0].message, /^HTML table of 2 rows \(cut inside a row\)/);
    assert.match(split[0].pipeline!.cause, /^the whole table fits under the cap \(900\), but markdown-spec cuts it at the Markdown blocks of its cells$/);
  });

  it('a table of one row that lays out quotes side by side (knative blog, `<table style="border: 0;">`) is no table to keep whole', () => {
    const quote = (i: number) => `<td style="border: 0;" width="33%">\n\n<div style="padding:50px;">\n<em>"Quote ${i}: ${'what we are doing with the platform makes it easier to focus on code. '.repeat(6)}"</em>\n<p>-- Person ${i}</p>\n</div>\n\n</td>\n`;
    const page = `# Highlighting the value\n\n<table style="border: 0;">\n<tr>\n${[1, 2, 3].map(quote).join('')}</tr>\n</table>\n`;
    const a = analyzeText(page, { budgets });
    assert.ok(a.chunks.length > 1);
    assert.deepEqual([...a.findings, ...a.pipelineFindings].filter((f) => f.ruleId === 'CK005'), []);
  });

  it('a small HTML table inside one chunk is no finding', () => {
    assert.deepEqual(analyzeText('# Options\n\n<table><tr><td>a</td></tr></table>\n').findings.filter((f) => f.ruleId === 'CK005'), []);
  });
});

describe('chunks of only template or directive syntax', () => {
  it('an empty container is a CK009 pipeline finding, not a small chunk (CK002)', () => {
    const text = '# Release notes\n\nThe release adds a new exporter and fixes two crashes in the parser that showed up on long tables.\n\n## Upgrade\n\n:::tip\n:::\n\n## Changes\n\nThe exporter writes JSON lines.\n';
    const found = run(text, 'notes.md');
    const only = found.filter((f) => f.ruleId === 'CK009');
    assert.equal(only.length, 1);
    assert.match(only[0].message, /holds only container syntax: nothing to retrieve$/);
    assert.match(only[0].pipeline!.remedy, /stripping template tags, includes and directives before chunking/);
    assert.ok(!found.some((f) => f.ruleId === 'CK002' && f.span.start === only[0].span.start));
  });

  it('a chunk of only a closing HTML tag before a break (nomicon\'s `</details>`) is CK009, not a small chunk', () => {
    const code = Array.from({ length: 40 }, (_, i) => `    let field${i}: usize = ${i};`).join('\n');
    const text = `# Phantom data\n\nThe struct below owns its allocation and says so to the drop checker.\n\n<details>\n<summary>The whole struct</summary>\n\n\`\`\`rust\nstruct Vec<T> {\n${code}\n}\n\`\`\`\n\n</details>\n\n___\n\nRaw pointers that own an allocation are such a pervasive pattern that the standard library made a utility for itself.\n`;
    const found = run(text, 'phantom.md');
    assert.ok(found.some((f) => f.ruleId === 'CK009' && /holds only HTML tag syntax/.test(f.message)), found.map((f) => f.ruleId + ' ' + f.message).join('\n'));
    assert.ok(!found.some((f) => f.ruleId === 'CK002' && text.slice(f.span.start).startsWith('</details>')));
  });

  it('a chunk of MDX tags around no text is CK009; a tag around prose is not', () => {
    assert.equal(run('# Steps\n\nIntro to the steps that follow here.\n\n## Shared\n\n<Tabs>\n</Tabs>\n\n## Next\n\nText.\n', 'doc.mdx').filter((f) => f.ruleId === 'CK009').length, 1);
    assert.deepEqual(run('# Steps\n\n<Note>\nRead this first.\n</Note>\n', 'doc.mdx').filter((f) => f.ruleId === 'CK009'), []);
    const figure = '# Types\n\nIntro to the four content types that follow here.\n\n## Diagram\n\n<Frame>\n<img src="/d.webp" alt="A diagram of the four content types" />\n</Frame>\n\n## Next\n\nText.\n';
    assert.deepEqual(run(figure, 'doc.mdx').filter((f) => f.ruleId === 'CK009'), [], 'an image\'s alt text is something to retrieve');
  });
});

describe('a chunk over the cap that holds only syntax', () => {
  it('an MDX file\'s import and export statements over the cap are the pipeline\'s, as CK009 says of them', () => {
    const imports = Array.from({ length: 10 }, (_, i) => `import Example${i} from 'public/blog-assets/release/example-${i}-bundle-size.mdx'`).join('\n');
    const path = Array.from({ length: 90 }, (_, i) => `C${i}.${(i * 7919) % 1000} ${(i * 104729) % 100}.${i % 7}`).join(' ');
    const page = `---\ntitle: A release\n---\n\n${imports}\n\nexport function WarningIcon(props) {\n  return (\n    <svg viewBox="0 0 15 15" {...props}>\n      <path d="M8.44 0.60${path}Z" />\n    </svg>\n  )\n}\n\nThe release is out.\n`;
    const found = run(page, 'doc.mdx');
    const ck001 = found.filter((f) => f.ruleId === 'CK001');
    assert.equal(ck001.length, 1, found.map((f) => f.ruleId + ' ' + f.message).join('\n'));
    assert.match(ck001[0].pipeline?.cause ?? '', /embeds esm syntax as written/);
  });
});

describe('a chunk over the cap that HTML tags fill', () => {
  it('a grid of logos drawn in inline SVG is the pipeline\'s; a chunk of prose with a few tags stays the writer\'s (voucherify-openapi sdks.mdx)', () => {
    const path = (i: number) => Array.from({ length: 40 }, (_, k) => `M${(i * 31 + k * 7) % 97}.${k % 10} ${(i * 17 + k * 13) % 89}.${(k * 3) % 10}`).join(' ');
    const logo = (i: number) => `  <a href="https://github.com/example/sdk-${i}" aria-label="SDK ${i}">\n    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 68 42">\n      <path fill="#333" d="${path(i)}Z"/>\n    </svg>\n  </a>`;
    const prose = (i: number) => `<b>SDK ${i}</b> wraps every endpoint of the API in typed calls, retries failed requests with a backoff, and reads its key from the environment.`;
    const overCap = (body: string) => {
      const a = analyzeText(`# SDKs\n\n${body}\n`, { budgets: { maxTokens: 60, targetTokens: 40, minTokens: 1, overlapTokens: 0 } });
      const chunk: Chunk = { ...a.chunks[0], index: 0, content: body, tokens: 500, notes: [], spans: [{ start: 8, end: 8 + body.length }] };
      return lint({ doc: a.doc, chunks: [chunk], strategy: 'markdown-spec', budgets: { maxTokens: 60 }, problems: [] }, {}).find((f) => f.ruleId === 'CK001')!;
    };
    const grid = overCap(`<div className="grid">\n${Array.from({ length: 4 }, (_, i) => logo(i)).join('\n\n')}\n</div>`);
    assert.match(grid.pipeline?.cause ?? '', /^HTML tags hold most of the chunk/);
    assert.match(grid.pipeline?.remedy ?? '', /strip HTML tags before chunking/);
    assert.equal(overCap(Array.from({ length: 4 }, (_, i) => prose(i)).join('\n\n')).pipeline, undefined);
  });
});

describe('sections whose only body is an include', () => {
  it('an MkDocs snippet as a section\'s whole body is a CK003 pipeline finding on its heading, not also CK009', () => {
    const found = run('# Doc\n\nIntro paragraph.\n\n## Shared\n\n--8<-- "includes/abbreviations.md"\n\n## Next\n\nText.\n', 'doc.md', { dialect: 'mkdocs' });
    const empty = found.filter((f) => f.ruleId === 'CK003');
    assert.equal(empty.length, 1);
    assert.equal(empty[0].message, 'Heading "Shared" has no content of its own: its only body is an include (`--8<-- "includes/abbreviations.md"`)');
    assert.match(empty[0].pipeline!.remedy, /expanding includes before chunking/);
    assert.deepEqual(found.filter((f) => f.ruleId === 'CK009'), []);
  });

  it('mkdocs-include-markdown-plugin\'s include (`{! include-markdown "…" !}`, TRaSH-Guides) as a section\'s whole body is one too, and a page opening of only it is no writer\'s small chunk', () => {
    const found = run('# Doc\n\nIntro paragraph.\n\n## Paths\n\n{! include-markdown "../../includes/downloaders/path.md" !}\n\n## Next\n\nText.\n', 'doc.md', { dialect: 'mkdocs' });
    assert.deepEqual(found.filter((f) => f.ruleId === 'CK003').map((f) => [f.message, f.pipeline !== undefined]), [['Heading "Paths" has no content of its own: its only body is an include (`{! include-markdown "../../includes/downloaders/path.md" !}`)', true]]);
    const body = 'The download client keeps its files in the same place the media server reads them, so moves are instant and no copy is ever made. '.repeat(6);
    const opening = run(`# NZBGet - Paths and Categories\n\n{! include-markdown "../../includes/downloaders/path.md" !}\n\n---\n\n${body}\n`, 'doc.md', { dialect: 'mkdocs' });
    assert.deepEqual(opening.filter((f) => f.ruleId === 'CK002' && !f.pipeline), []);
  });

  it('an MDX partial alone under a heading is one too; a partial beside prose is not', () => {
    assert.equal(run('# Page\n\nIntro.\n\n## Shared setup\n\n<SetupSteps />\n\n## Own\n\nText.\n', 'doc.mdx').filter((f) => f.ruleId === 'CK003').length, 1);
    assert.deepEqual(run('# Page\n\nIntro.\n\n## Setup\n\n<SetupSteps />\n\nThen restart.\n', 'doc.mdx').filter((f) => f.ruleId === 'CK003'), []);
    const grid = "# Resources\n\nIntro.\n\n### Official videos\n\n<YouTubeGrid\n\tvideos={[\n\t\t{ href: 'https://youtu.be/x', title: 'Starlight by Astro' },\n\t]}\n/>\n\n## More\n\nText.\n";
    assert.deepEqual(run(grid, 'doc.mdx').filter((f) => f.ruleId === 'CK003'), [], 'a component with data in its props (starlight resources) holds content');
  });

  it('VitePress\'s include comment (`<!-- @include: @/meta/FocusScope.md -->`, reka-ui) alone under a heading is one too; another comment leaves the section empty', () => {
    const page = (comment: string) => `# Focus Scope\n\nFocus Scope traps focus within its container and loops focus navigation.\n\n## API Reference\n\n${comment}\n\n## Examples\n\nText.\n`;
    const included = run(page('<!-- @include: @/meta/FocusScope.md -->'), 'doc.md').filter((f) => f.ruleId === 'CK003');
    assert.deepEqual(included.map((f) => [f.message, f.pipeline !== undefined]), [['Heading "API Reference" has no content of its own: its only body is an include (`<!-- @include: @/meta/FocusScope.md -->`)', true]]);
    const empty = run(page('<!-- to be written -->'), 'doc.md').filter((f) => f.ruleId === 'CK003');
    assert.deepEqual(empty.map((f) => f.pipeline === undefined), [true]);
  });

  it('a template include marker (syntax `include`, as the Liquid and Hugo dialects make) counts the same', () => {
    const a = analyzeText('# Doc\n\nIntro.\n\n## Shared\n\n{% include note.md %}\n\n## Next\n\nText.\n');
    const blocks: Block[] = a.doc.blocks.map((b) => (b.text.startsWith('{%') ? { ...b, kind: 'marker', meta: { syntax: 'include', role: 'self' } } : b));
    const found = lint({ doc: { ...a.doc, blocks }, chunks: a.chunks, strategy: 'markdown-spec', budgets: a.context.budgets, problems: [] }, {});
    assert.deepEqual(found.filter((f) => f.ruleId === 'CK003').map((f) => f.message), ['Heading "Shared" has no content of its own: its only body is an include (`{% include note.md %}`)']);
  });
});

describe('markup in the heading paths of library strategies', () => {
  const page = '# Guide\n\nIntro text.\n\n## Install <Badge text="new" /> {#install}\n\nRun the installer.\n\n## Use\n\nRun it.\n';

  it('LangChain and LlamaIndex record the heading\'s markup: one CK010 pipeline finding on the first chunk under it', () => {
    for (const strategy of ['langchain-markdown-header', 'llamaindex-markdown'] as const) {
      const marked = run(page, 'doc.md', {}, strategy).filter((f) => f.ruleId === 'CK010');
      assert.equal(marked.length, 1, strategy);
      assert.match(marked[0].message, /heading path carries markup: "Install <Badge text=\\"new\\" \/> \{#install\}"$/);
      assert.match(marked[0].pipeline!.cause, new RegExp(`^${strategy} records each heading's source text`));
    }
  });

  it('chunklens\'s own strategies are not checked (their heading text is theirs to make plain)', () => {
    assert.deepEqual(run(page, 'doc.md').filter((f) => f.ruleId === 'CK010'), []);
  });
});
