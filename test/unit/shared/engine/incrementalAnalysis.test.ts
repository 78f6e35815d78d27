import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import type { DialectSetting } from '../../../../shared/parse/dialect';
import { analyze, createAnalysisCache, type Analysis } from '../../../../shared/engine/engine';
import { parseMarkdownIncremental, type MarkdownParseState } from '../../../../shared/parse/incrementalMarkdown';
import { parseMarkdown } from '../../../../shared/parse/markdown';
import { wordVector } from '../../../helpers/fakeEmbeddings';
import { randomEdit, seededRandom } from '../../../helpers/randomEdits';
import { repoPath } from '../../../helpers/repoPath';
import { RULES } from '../../../../shared/rules';
import type { Rule } from '../../../../shared/rules/types';

const SAMPLES = repoPath('test/fixtures/corpus-sample');
const samples = readdirSync(SAMPLES).filter((n) => n.endsWith('.md') && n !== 'README.md');
const settings = resolveSettings({ budgets: { 'markdown-spec': { maxTokens: 120, targetTokens: 80 } } }, 'markdown', { budgets: {} });

const comparable = (a: Analysis) => ({ blocks: a.doc.blocks, chunks: a.chunks, findings: a.findings });

describe('Incremental analysis', () => {
  it('an incremental parse equals a parse from scratch after every edit of a long random sequence', () => {
    for (const [n, name] of samples.entries()) {
      let text = readFileSync(join(SAMPLES, name), 'utf8');
      const random = seededRandom(1000 + n);
      let state: MarkdownParseState | undefined = parseMarkdownIncremental(text, undefined, undefined, { minRegionLength: 80 }).state;
      // The reference re-scans everything; its memo only saves re-parsing a region text it parsed before.
      const regionMemo = new Map();
      for (let step = 0; step < 300; step++) {
        text = randomEdit(text, random);
        const incremental = parseMarkdownIncremental(text, state, undefined, { minRegionLength: 80 });
        state = incremental.state;
        const fresh = parseMarkdownIncremental(text, undefined, regionMemo, { minRegionLength: 80 });
        assert.deepEqual(incremental.doc.blocks, fresh.doc.blocks, `${name}, seed ${1000 + n}, step ${step}`);
      }
      assert.deepEqual(state.doc.blocks, parseMarkdownIncremental(text, undefined, undefined, { minRegionLength: 80 }).doc.blocks);
    }
  });

  it('the blocks before an edit are reused and the blocks after it are moved, not re-parsed', () => {
    const text = readFileSync(join(SAMPLES, samples[0]), 'utf8');
    const first = parseMarkdownIncremental(text);
    const at = Math.floor(text.length / 2);
    const second = parseMarkdownIncremental(text.slice(0, at) + 'x' + text.slice(at), first.state);
    const { firstBlock, oldEnd, newEnd, charDelta } = second.change;
    assert.ok(firstBlock > 0 && oldEnd < first.doc.blocks.length, 'the change is local');
    assert.equal(charDelta, 1);
    for (let i = 0; i < firstBlock; i++) assert.equal(second.doc.blocks[i], first.doc.blocks[i]);
    assert.equal(second.doc.blocks.length - newEnd, first.doc.blocks.length - oldEnd);
  });

  it('analysis with a cache equals analysis from scratch after every edit: blocks, chunk ids and findings', () => {
    for (const [n, name] of samples.entries()) {
      let text = readFileSync(join(SAMPLES, name), 'utf8');
      const random = seededRandom(2000 + n);
      const cache = createAnalysisCache();
      const input = { kind: 'markdown' as const, documentId: `sample/${name}`, settings };
      analyze({ ...input, text }, cache);
      for (let step = 0; step < 120; step++) {
        text = randomEdit(text, random);
        const incremental = analyze({ ...input, text }, cache);
        const fresh = analyze({ ...input, text });
        assert.deepEqual(comparable(incremental), comparable(fresh), `${name}, seed ${2000 + n}, step ${step}`);
      }
    }
  });

  it('every other Markdown strategy, analysed with a cache, equals its analysis from scratch after every edit', () => {
    // The parse moves blocks after an edit in place; strategies without a chunk memo must not see stale spans.
    const name = samples[0];
    for (const strategy of ['paragraph-semantic', 'recursive', 'sentence', 'adaptive-section'] as const) {
      let text = readFileSync(join(SAMPLES, name), 'utf8');
      const random = seededRandom(3000);
      const cache = createAnalysisCache();
      const input = { kind: 'markdown' as const, documentId: `sample/${name}`, settings: resolveSettings({}, 'markdown', { strategy }) };
      analyze({ ...input, text }, cache);
      for (let step = 0; step < 25; step++) {
        text = randomEdit(text, random);
        const incremental = analyze({ ...input, text }, cache);
        assert.equal(incremental.settings.strategy.id, strategy);
        assert.deepEqual(comparable(incremental), comparable(analyze({ ...input, text })), `${strategy}, step ${step}`);
      }
    }
  });

  it('each semantic strategy, given the same vectors, analysed with a cache equals its analysis from scratch after every edit', () => {
    // The editor's case: vectors known for the text as last embedded (the first version), so edited sentences
    // lack theirs and the analysis falls back, and an edit back to known sentences chunks by meaning again.
    const name = samples[1];
    for (const strategy of ['langchain-semantic', 'llamaindex-semantic', 'lightrag-semantic-vector'] as const) {
      let text = readFileSync(join(SAMPLES, name), 'utf8');
      const random = seededRandom(4000);
      const resolved = resolveSettings({}, 'markdown', { strategy });
      const embeds = resolved.strategy.embeds!;
      const known = new Map(embeds.textsToEmbed(text).map((t) => [t, wordVector(t)]));
      const input = { kind: 'markdown' as const, documentId: `sample/${name}`, settings: { ...resolved, strategy: embeds.withEmbeddings({ model: 'm', vectorOf: (t) => known.get(t) }, 'save') } };
      const original = text;
      const cache = createAnalysisCache();
      assert.ok(analyze({ ...input, text }, cache).findings.every((f) => f.ruleId !== 'CK101'), `${strategy} chunks by meaning with every vector`);
      for (let step = 0; step < 12; step++) {
        text = step === 8 ? original : randomEdit(text, random);
        const incremental = analyze({ ...input, text }, cache);
        assert.deepEqual(comparable(incremental), comparable(analyze({ ...input, text })), `${strategy}, step ${step}`);
      }
    }
  });

  it('an edit re-lints only around the changed sections: findings before it are the same objects (CK003, which reads the whole page, equal ones), after it moved', () => {
    // Enough paragraphs per break that the page is no slide deck (whose breaks would make CK002 the pipeline's).
    const prose = (n: number) => Array.from({ length: 4 }, (_, p) => `Paragraph ${p} says more about part ${n}.`).join('\n\n');
    const section = (n: number) => `## Part ${n}\n\n## Body ${n}\n\nShort ${n}.\n\n---\n\n${prose(n)}\n\n`;
    const text = Array.from({ length: 40 }, (_, n) => section(n)).join('');
    const cache = createAnalysisCache();
    const input = { kind: 'markdown' as const, documentId: 'parts.md', settings };
    const before = analyze({ ...input, text }, cache).findings.map((f) => ({ finding: f, start: f.span.start }));
    assert.ok(before.filter((b) => b.finding.ruleId === 'CK003').length >= 40, 'every part is an orphan heading');
    assert.ok(before.filter((b) => b.finding.ruleId === 'CK002').length >= 40, 'every short lead is closed by a break');
    const at = text.indexOf('Short 20.');
    const after = analyze({ ...input, text: text.slice(0, at) + 'Very ' + text.slice(at) }, cache).findings;
    const earlier = before.filter((b) => b.start < text.indexOf('## Part 18'));
    for (const [i, b] of earlier.entries()) {
      if (b.finding.ruleId === 'CK003') assert.deepEqual(after[i], b.finding, `finding ${i} before the edit is the same`);
      else assert.equal(after[i], b.finding, `finding ${i} before the edit is reused`);
    }
    const later = before.filter((b) => b.start > text.indexOf('## Part 22'));
    const moved = after.slice(after.length - later.length);
    assert.deepEqual(moved.map((f) => f.span.start), later.map((b) => b.start + 5));
    assert.deepEqual(after, analyze({ ...input, text: text.slice(0, at) + 'Very ' + text.slice(at) }).findings);
  });

  it("a document's first version (a CLI lint's only one) does not read what the page rules read of the whole page; the next version takes the page as changed", () => {
    const rule = RULES.find((r) => r.pageSignature) as Rule & { pageSignature: NonNullable<Rule['pageSignature']> };
    const signatureOf = rule.pageSignature;
    let asked = 0;
    rule.pageSignature = (blocks) => (asked++, signatureOf(blocks));
    try {
      const text = '# Guide\n\n## Empty\n\n## Filled\n\nSome text here.\n\n## Last\n\nMore text.\n';
      const cache = createAnalysisCache();
      const input = { kind: 'markdown' as const, documentId: 'guide.md', settings };
      const first = analyze({ ...input, text }, cache);
      assert.equal(asked, 0, 'the first version alone reads nothing for a next one');
      assert.deepEqual(first.findings.map((f) => f.ruleId), ['CK003']);
      const edited = text.replace('More text', 'More text, edited');
      assert.deepEqual(analyze({ ...input, text: edited }, cache).findings, analyze({ ...input, text: edited }).findings);
      assert.equal(asked, 1, 'the next version reads its own page, for the version after it');
      const again = edited.replace('Some text', 'Some more text');
      assert.deepEqual(analyze({ ...input, text: again }, cache).findings, analyze({ ...input, text: again }).findings);
      assert.equal(asked, 2);
    } finally {
      rule.pageSignature = signatureOf;
    }
  });

  it('an edit that adds a chunk renumbers the chunk numbers of the findings after it instead of linting all again', () => {
    const rows = (n: number, count: number) => Array.from({ length: count }, (_, r) => (r === 0 ? `| table ${n} | some cell text |` : `|  | row ${r}: more cell text of table ${n} |`)).join('\n');
    const section = (n: number, count = 12) => `## Table ${n}\n\nIntro ${n}.\n\n| name | value |\n|---|---|\n${rows(n, count)}\n\n`;
    const text = Array.from({ length: 12 }, (_, n) => section(n)).join('');
    const edited = text.replace(section(5), section(5, 16));
    const cache = createAnalysisCache();
    const input = { kind: 'markdown' as const, documentId: 'tables.md', settings: { ...settings, pipelineFindings: 'inline' as const } };
    const before = analyze({ ...input, text }, cache);
    const analysis = analyze({ ...input, text: edited }, cache);
    assert.equal(analysis.chunks.length, before.chunks.length + 1, 'the longer table takes one chunk more');
    const prefix = before.findings.filter((f) => f.span.start < text.indexOf('## Table 4'));
    assert.ok(prefix.length >= 8);
    prefix.forEach((f, i) => assert.equal(analysis.findings[i], f, `finding ${i} before the edit is reused`));
    const last = analysis.findings.slice(-2).map((f) => f.message);
    assert.deepEqual(last, ['Chunk 46 has 4 tokens [Expected: ≥ 120, or the last chunk of its section]: markdown-spec keeps every table in a chunk of its own', 'Table of 12 rows is split across 3 chunks (47–49): chunk 48 starts with a row that continues the record above it']);
    assert.deepEqual(analysis.findings, analyze({ ...input, text: edited }).findings);
  });

  it("a chunker's problems after an edit move with it (CK101 of a table whose header alone is over the cap)", () => {
    const header = Array.from({ length: 40 }, (_, i) => `column number ${i}`);
    const table = `| ${header.join(' | ')} |\n|${header.map(() => '---|').join('')}\n| ${header.map((_, i) => `cell ${i}`).join(' | ')} |`;
    const section = (n: number) => `## Part ${n}\n\n${n === 8 ? table : `Some words about part ${n}.`}\n\n`;
    const text = Array.from({ length: 10 }, (_, n) => section(n)).join('');
    const cache = createAnalysisCache();
    const input = { kind: 'markdown' as const, documentId: 'wide.md', settings };
    const headerProblem = (a: Analysis) => a.findings.find((f) => f.ruleId === 'CK101' && f.message.includes('header of this table'));
    assert.equal(headerProblem(analyze({ ...input, text }, cache))?.span.start, text.indexOf('| column'));
    let edited = text;
    // Two edits before the table move its run; the third, in the part before it, lints that run again.
    for (const [word, part] of [['More ', 2], ['and more ', 2], ['Even ', 7]] as const) {
      const at = edited.indexOf(`Some words about part ${part}`);
      edited = edited.slice(0, at) + word + edited.slice(at);
      const analysis = analyze({ ...input, text: edited }, cache);
      assert.equal(headerProblem(analysis)?.span.start, edited.indexOf('| column'), `after inserting "${word}"`);
      assert.deepEqual(analysis.findings, analyze({ ...input, text: edited }).findings);
    }
  });

  it('an edit in a heading-only section does not make its heading an orphan when a deeper heading follows', () => {
    // The edit re-chunks the "Setup" run only; the lint must still look at the "Linux" heading after it.
    const topic = (n: number) => `## Topic ${n}\n\n${'Some words here. '.repeat(30)}\n\n`;
    const topics = (from: number) => Array.from({ length: 10 }, (_, n) => topic(from + n)).join('');
    const text = `${topics(0)}## Setup\n\n### Linux\n\nInstall it.\n\n${topics(10)}`;
    const cache = createAnalysisCache();
    const input = { kind: 'markdown' as const, documentId: 'guide.md', settings };
    analyze({ ...input, text }, cache);
    const edited = text.replace('## Setup\n\n', '## Setup\n\n\n');
    const findings = analyze({ ...input, text: edited }, cache).findings;
    assert.deepEqual(findings.filter((f) => f.ruleId === 'CK003'), []);
    assert.deepEqual(findings, analyze({ ...input, text: edited }).findings);
  });

  it('a suppression comment typed in two pieces takes effect, and stops when it is broken again', () => {
    const text = `${'Filler paragraph. '.repeat(50)}\n\n## Orphan\n\n## Next\n\nText.\n`;
    const cache = createAnalysisCache();
    const input = { kind: 'markdown' as const, documentId: 'typed.md', settings };
    const orphans = (t: string) => analyze({ ...input, text: t }, cache).findings.filter((f) => f.ruleId === 'CK003').length;
    assert.equal(orphans(text), 1);
    const half = `<!-- chunklens -->\n\n${text}`;
    assert.equal(orphans(half), 1);
    const whole = half.replace('chunklens -->', 'chunklens-disable CK003 -->');
    assert.equal(orphans(whole), 0);
    assert.equal(orphans(whole.replace('chunklens-', 'chunklens')), 1);
  });

  it('a page typed into an outline to fill in and out of it again moves its findings to the pipeline and back, with a cache as from scratch', () => {
    const written = '# The Start\n\n# Scenes\n\n- [ ] Scenes\n\n# Places\n\n* Places\n\n# Npcs\n\nThe innkeeper knows.\n\n# Postgame\n';
    const outline = written.replace('The innkeeper knows.\n\n', '');
    const cache = createAnalysisCache();
    const input = { kind: 'markdown' as const, documentId: 'Campaign/Session 1.md', settings };
    const audience = (a: Analysis) => ({ findings: a.findings, pipelineFindings: a.pipelineFindings });
    const roles: string[] = [];
    for (const text of [written, outline, written, outline + 'Notes to keep.\n']) {
      const incremental = analyze({ ...input, text }, cache);
      assert.deepEqual(audience(incremental), audience(analyze({ ...input, text })));
      roles.push(incremental.findings.length ? 'writer' : incremental.pipelineFindings.length ? 'pipeline' : 'none');
    }
    assert.deepEqual(roles, ['writer', 'pipeline', 'writer', 'writer']);
    let text = `${outline}\n${written}`;
    const random = seededRandom(6000);
    analyze({ ...input, text }, cache);
    for (let step = 0; step < 120; step++) {
      text = randomEdit(text, random);
      assert.deepEqual(audience(analyze({ ...input, text }, cache)), audience(analyze({ ...input, text })), `step ${step}`);
    }
  });

  it('a heading renamed above unchanged sections changes their heading paths, as from scratch', () => {
    const text = '# A\n\none\n\n## B\n\ntwo\n\n## C\n\nthree\n';
    const cache = createAnalysisCache();
    const input = { kind: 'markdown' as const, documentId: 'd.md', settings };
    analyze({ ...input, text }, cache);
    const renamed = analyze({ ...input, text: text.replace('# A', '# Z') }, cache);
    assert.deepEqual(renamed.chunks.map((c) => c.headingsPath), [['Z'], ['Z', 'B'], ['Z', 'C']]);
    assert.deepEqual(comparable(renamed), comparable(analyze({ ...input, text: text.replace('# A', '# Z') })));
    assert.deepEqual(parseMarkdown('# Z\n').blocks[0].headingPath, []);
  });

  it('a marker that opens a container right before a heading stays with the heading\'s section after an edit in it', () => {
    // A Hugo shortcode opens a body only with no blank line under it; an MDX 1 JSX block ends at a blank line.
    const cases: Array<[DialectSetting, string, string]> = [
      ['hugo', '{{% tab "macOS" %}}\n', '{{% /tab %}}'],
      ['mdx1', '<TabItem value="mac">\n\n', '</TabItem>'],
    ];
    for (const [dialect, open, close] of cases) {
      const input = { kind: 'markdown' as const, documentId: `tabs-${dialect}.md`, settings: resolveSettings({ dialect }, 'markdown') };
      const text = `# Install\n\nIntro text.\n\n${open}## On the Mac\n\nBody of the tab.\n\n${close}\n`;
      const cache = createAnalysisCache();
      analyze({ ...input, text }, cache);
      const edited = text.replace('Body of', 'Body typed of');
      const incremental = analyze({ ...input, text: edited }, cache);
      assert.deepEqual(comparable(incremental), comparable(analyze({ ...input, text: edited })), dialect);
      assert.ok(incremental.chunks.some((c) => c.content.startsWith(open.trim()) && c.content.includes('Body typed of the tab.')), dialect);
    }
  });

  it('a problem of the whole page (an MDX 1 tag no later block closes) appears and goes with an edit far from it', () => {
    const input = { kind: 'markdown' as const, documentId: 'tabs.md', settings: resolveSettings({ dialect: 'mdx1' }, 'markdown') };
    const text = `<Tabs>\n\n# First\n\n${'Text of the tab. '.repeat(40)}\n\n## Second\n\n${'More text. '.repeat(40)}\n\n</Tabs>\n`;
    const cache = createAnalysisCache();
    const ck100 = (a: Analysis) => a.findings.filter((f) => f.ruleId === 'CK100').length;
    assert.equal(ck100(analyze({ ...input, text }, cache)), 0);
    const unclosed = text.replace('</Tabs>', 'The end.');
    assert.equal(ck100(analyze({ ...input, text: unclosed }, cache)), 1);
    assert.deepEqual(comparable(analyze({ ...input, text: unclosed }, cache)), comparable(analyze({ ...input, text: unclosed })));
    assert.equal(ck100(analyze({ ...input, text }, cache)), 0);
  });

  it('edits inside an MDX comment, an ESM block and a {/* */} comment that run over blank lines leave the analysis as from scratch', () => {
    const input = { kind: 'markdown' as const, documentId: 'page.mdx', settings: resolveSettings({ dialect: 'mdx' }, 'markdown') };
    const page = [
      '# Guide\n\nIntro text of the guide.\n\n<!--\n## Old section\n\nKept for later.\n-->\n\n<Demo />\n',
      'export function Demo() {\n  const code = `\n## Usage\n\n\\`\\`\\`js\nrun()\n\\`\\`\\`\n`\n  return <pre>{code}</pre>\n}\n\n',
      '## Install\n\nInstall it.\n\n{/*\n\n### Create the config\n\nLater.\n\n*/}\n\n## Run\n\nRun it.\n',
    ].join('');
    const cache = createAnalysisCache();
    const ck100 = (a: Analysis) => a.findings.filter((f) => f.ruleId === 'CK100').length;
    const steps: Array<[string, number]> = [
      [page, 0],
      [page.replace('Kept for', '\n## Typed heading\n\nKept for'), 0],
      [page.replace('-->', ''), 1],
      [page.replace('## Usage\n', '## Usage\n\nMore usage.\n'), 0],
      [page.replace('`\n  return', '\n  return'), 1],
      [page.replace('*/}', ''), 1],
      [page.replace('## Install', '<!--\n## Install'), 1],
      [page, 0],
    ];
    analyze({ ...input, text: page }, cache);
    for (const [i, [text, problems]] of steps.entries()) {
      const incremental = analyze({ ...input, text }, cache);
      assert.deepEqual(comparable(incremental), comparable(analyze({ ...input, text })), `step ${i}`);
      assert.equal(ck100(incremental), problems, `step ${i}`);
    }
    const snippets = ['`', '{', '}', '{/*', '*/}', '<!--', '-->', '\n\n', '## ', 'export ', '${'];
    const random = seededRandom(7000);
    let text = page;
    for (let step = 0; step < 150; step++) {
      const at = Math.floor(random() * (text.length + 1));
      text = random() < 0.6 ? text.slice(0, at) + snippets[Math.floor(random() * snippets.length)] + text.slice(at) : text.slice(0, at) + text.slice(at + 1 + Math.floor(random() * 8));
      assert.deepEqual(comparable(analyze({ ...input, text }, cache)), comparable(analyze({ ...input, text })), `random step ${step}`);
    }
  });
});
