// The playground resolves and analyses a document as `chunklens chunk FILE` does: the file name decides the
// input kind, budgets and library arguments are checked against the strategy, and the chunks are the engine's.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { analyzeInPage, encodingsOf, fileNameForText, settingsFor, type PageCache, type PageRequest } from '../../../playground/analyzeInPage';
import { documentSettings } from '../../../shared/config/documentSettings';
import { analyze } from '../../../shared/engine/engine';
import { repoPath } from '../../helpers/repoPath';

const MARKDOWN = readFileSync(repoPath('test/fixtures/corpus-sample/kubernetes-community-slos.md'), 'utf8');

function analyzed(request: PageRequest, memo?: PageCache) {
  const decided = settingsFor(request);
  assert.ok(decided.ok, decided.ok ? '' : decided.reason);
  return analyzeInPage(request, decided.kind, decided.settings, 1, memo);
}

describe('the playground analysis', () => {
  it('chunks as the engine does under the same settings the command line resolves', () => {
    const request: PageRequest = { fileName: 'slos.md', text: MARKDOWN, strategy: 'markdown-spec', budgets: { maxTokens: 200 } };
    const page = analyzed(request);
    const cli = documentSettings({ config: {}, kind: 'markdown', override: { strategy: 'markdown-spec', budgets: { maxTokens: 200 } }, place: { fileName: 'slos.md' }, whenUnreadable: 'refuse' });
    assert.ok(cli.ok);
    const direct = analyze({ kind: 'markdown', text: MARKDOWN, documentId: 'slos.md', settings: cli.settings });
    assert.ok(page.analysis.chunks.length > 3);
    assert.deepEqual(page.analysis.chunks.map((c) => [c.spans, c.tokens]), direct.chunks.map((c) => [c.spans, c.tokens]));
    assert.equal(page.lines.positionAt(MARKDOWN.length).line, MARKDOWN.split('\n').length - 1);
  });

  it('re-analyses an edited text through its cache to the chunks of an analysis from scratch, and starts a new cache when the settings change', () => {
    const memo: PageCache = {};
    const request: PageRequest = { fileName: 'slos.md', text: MARKDOWN, strategy: 'markdown-spec', budgets: {} };
    analyzed(request, memo);
    const cacheOfFirst = memo.cache;
    const edited = { ...request, text: MARKDOWN.replace('## ', '## An inserted heading\n\nA new paragraph.\n\n## ') };
    const incremental = analyzed(edited, memo);
    assert.equal(memo.cache, cacheOfFirst);
    const scratch = analyzed(edited);
    assert.deepEqual(incremental.analysis.chunks.map((c) => [c.id, c.spans, c.tokens]), scratch.analysis.chunks.map((c) => [c.id, c.spans, c.tokens]));
    analyzed({ ...edited, budgets: { maxTokens: 300 } }, memo);
    assert.notEqual(memo.cache, cacheOfFirst);
  });

  it('refuses what the command line refuses: a strategy for another kind, a budget or argument the strategy does not take', () => {
    assert.match(rejection({ fileName: 'doc.blocks.jsonl', text: '{}', strategy: 'markdown-spec', budgets: {} }), /cannot chunk blocks-jsonl/);
    assert.match(rejection({ fileName: 'a.md', text: 'x', strategy: 'recursive', budgets: { largeThreshold: 10 } }), /"largeThreshold" means nothing to strategy "recursive"/);
    assert.match(rejection({ fileName: 'a.md', text: 'x', strategy: 'recursive', budgets: {}, options: { chunk_size: 5 } }), /takes no options/);
    assert.match(rejection({ fileName: 'a.md', text: 'x', strategy: 'langchain-recursive', budgets: {}, options: { chunk_size: 'big' } }), /chunk_size/);
    assert.match(rejection({ fileName: 'a.md', text: 'x', strategy: 'no-such', budgets: {} }), /unknown strategy "no-such"/);
  });

  it('loads the encodings the tokenizer and the library arguments name, and none for character counts', () => {
    const of = (request: PageRequest): string[] => {
      const decided = settingsFor(request);
      assert.ok(decided.ok);
      return encodingsOf(decided.settings, request.options);
    };
    assert.deepEqual(of({ fileName: 'a.md', text: '', strategy: 'markdown-spec', budgets: {} }), ['o200k_base']);
    assert.deepEqual(of({ fileName: 'a.md', text: '', strategy: 'markdown-spec', tokenizer: 'chars', budgets: {} }), []);
    assert.deepEqual(of({ fileName: 'a.md', text: '', strategy: 'langchain-recursive', budgets: {}, options: { encoding_name: 'cl100k_base' } }), ['cl100k_base']);
  });

  it('names pasted text after its shape: a page list, a MinerU content list, JSON lines, else Markdown', () => {
    assert.equal(fileNameForText('[{"page_num": 0, "text": "a"}]'), 'document.pages.json');
    assert.equal(fileNameForText(' [{"type": "text", "text": "a", "page_idx": 0}]'), 'content_list.json');
    assert.equal(fileNameForText('{"content": "a"}\n\n{"content": "b"}\n'), 'document.blocks.jsonl');
    assert.equal(fileNameForText('# Title\n\n{"json": "in prose"}\n'), 'document.md');
  });
});

function rejection(request: PageRequest): string {
  const decided = settingsFor(request);
  assert.equal(decided.ok, false);
  return decided.ok ? '' : decided.reason;
}
