// The command line and settings around library strategies: `strategies`, `--options`, `options` in
// .chunklens.json and `chunklens.options` in the editor, and LangChain's own records with source spans.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../../server/cli/main';
import { readEditorSettings } from '../../../../server/host/settings';
import { resolveSettings, validateConfig } from '../../../../shared/config/config';
import { parseDocument } from '../../../../shared/parse';
import { getTokenizer } from '../../../../shared/tokenizers';

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'chunklens-langchain-'));
const text = '# Guide 🚀\n\nInstall  the tool first.\n\n## Use\n\nRun it on 🚀 files.\n';
const file = join(dir, 'guide.md');
writeFileSync(file, text);

describe('CLI and settings for library strategies', () => {
  it('strategies --format json lists every strategy with library, language, splitter, version, inputs and length function', () => {
    const r = run('strategies', '--format', 'json');
    assert.equal(r.code, 0, r.err);
    const rows = JSON.parse(r.out) as Array<Record<string, unknown>>;
    const rc = rows.find((x) => x.id === 'langchain-recursive')!;
    assert.deepEqual([rc.library, rc.language, rc.splitter, rc.version, rc.default_length_function], ['langchain_text_splitters', 'python', 'RecursiveCharacterTextSplitter', '1.1.2', 'chars (code points, Python len())']);
    assert.deepEqual((rc.options as Record<string, unknown>).chunk_size, 4000);
    assert.equal(rows.find((x) => x.id === 'langchain-token')!.default_length_function, 'tiktoken gpt2');
    assert.equal(rows.find((x) => x.id === 'markdown-spec')!.library, 'chunklens');
    assert.match(run('strategies').out, /^langchain-markdown-header +langchain_text_splitters 1\.1\.2 \(python\) MarkdownHeaderTextSplitter/m);
  });

  it('chunk --format json prints LangChain Documents with source spans beside them, overlap marked', () => {
    const r = run('chunk', file, '--strategy', 'langchain-recursive', '--options', '{"chunk_size": 20, "chunk_overlap": 8, "add_start_index": true}', '--format', 'json');
    assert.equal(r.code, 0, r.err);
    const records = JSON.parse(r.out) as Array<{ page_content: string; metadata: { start_index: number }; source_spans: Array<{ start: number; end: number; overlap?: boolean }> }>;
    // Python's output for this text and these arguments (langchain-text-splitters 1.1.2).
    assert.deepEqual(records.map((x) => x.page_content), ['# Guide 🚀', 'Install  the tool', 'tool first.', '## Use', 'Run it on 🚀 files.']);
    assert.deepEqual(records.map((x) => x.metadata.start_index), [0, 11, 24, 37, 45], 'start_index counts code points, as Python does');
    assert.deepEqual(records[2].source_spans, [{ start: 25, end: 29, overlap: true }, { start: 29, end: 36 }]);
    for (const x of records) assert.equal(x.source_spans.map((s) => text.slice(s.start, s.end)).join(''), x.page_content);
  });

  it('with no --tokenizer, encoding_name (from_tiktoken_encoder) measures in that encoding; --tokenizer still wins', () => {
    const withEncoding = run('chunk', file, '--strategy', 'langchain-recursive', '--options', '{"encoding_name": "cl100k_base"}');
    assert.match(withEncoding.out, /langchain-recursive · cl100k_base/);
    assert.match(run('chunk', file, '--strategy', 'langchain-recursive').out, /langchain-recursive · chars/);
    assert.match(run('chunk', file, '--strategy', 'langchain-recursive', '--options', '{"encoding_name": "cl100k_base"}', '--tokenizer', 'o200k_base').out, /· o200k_base/);
  });

  it('an unknown or invalid argument, or --options for a strategy without any, exits 2 with a message', () => {
    for (const [options, message] of [
      ['{"chunk_sise": 5}', /unknown argument "chunk_sise"/],
      ['{"chunk_size": 5, "chunk_overlap": 9}', /Got a larger chunk overlap \(9\) than chunk size \(5\)/],
      ['{"language": "perl"}', /language: must be a Language value of from_language/],
      ['{"separators": ["(a)"], "is_separator_regex": true}', /capturing groups/],
      ['[1]', /must be a JSON object/],
      ['{nope', /must be a JSON object/],
    ] as const) {
      const r = run('chunk', file, '--strategy', 'langchain-recursive', '--options', options);
      assert.equal(r.code, 2, options);
      assert.match(r.err, message);
    }
    const r = run('chunk', file, '--strategy', 'markdown-spec', '--options', '{}');
    assert.equal(r.code, 2);
    assert.match(r.err, /strategy "markdown-spec" takes no options/);
  });

  it('.chunklens.json options are validated with their path and applied to the strategy', () => {
    const { config, problems } = validateConfig({
      options: { 'langchain-recursive': { chunk_size: 30, chunk_overlap: 3, keep: 1 }, 'langchain-character': { chunk_size: 30, chunk_overlap: -1 }, recursive: { x: 1 }, nope: {} },
    });
    const expected: Array<[string, RegExp]> = [
      ['options.langchain-recursive.keep', /^unknown argument "keep" \(this splitter takes chunk_size, chunk_overlap, keep_separator, /],
      ['options.langchain-character.chunk_overlap', /^must be a whole number >= 0, got -1$/],
      ['options.recursive', /^strategy "recursive" takes no options \(only library strategies do: [a-z, -]*langchain-recursive, /],
      ['options.nope', /^unknown strategy "nope" \(expected one of markdown-spec, /],
    ];
    assert.deepEqual(problems.map((p) => p.path), expected.map(([path]) => path));
    problems.forEach((p, i) => assert.match(p.message, expected[i][1]));
    assert.deepEqual(config.options, { 'langchain-recursive': { chunk_size: 30, chunk_overlap: 3 }, 'langchain-character': {} });
    const settings = resolveSettings({ ...config, strategies: { markdown: 'langchain-recursive' } }, 'markdown');
    const { chunks } = settings.strategy.chunk(parseDocument('markdown', 'word '.repeat(40)), { tokenizer: getTokenizer(settings.tokenizer), budgets: {}, documentId: 'd' });
    assert.deepEqual([settings.tokenizer, chunks.length, Math.max(...chunks.map((c) => c.content.length))], ['chars', 7, 29]);
    writeFileSync(join(dir, '.chunklens.json'), JSON.stringify({ strategies: { markdown: 'langchain-markdown-header' }, options: { 'langchain-markdown-header': { strip_headers: false } } }));
    const r = run('chunk', file, '--format', 'json');
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(JSON.parse(r.out).map((x: { page_content: string }) => x.page_content), ['# Guide 🚀  \nInstall  the tool first.', '## Use  \nRun it on 🚀 files.']);
  });

  it('the editor setting chunklens.options reaches the config, with problems named by setting path', () => {
    const { settings, problems } = readEditorSettings({ options: { 'langchain-token': { chunk_size: 100, chunk_overlap: 100 } } });
    assert.deepEqual(problems, [{ path: 'chunklens.options.langchain-token.chunk_overlap', message: 'tokens_per_chunk must be greater than chunk_overlap' }]);
    assert.deepEqual(settings.config.options, { 'langchain-token': {} }, 'chunk_size 100 alone is below the default overlap of 200: neither is used');
  });
});
