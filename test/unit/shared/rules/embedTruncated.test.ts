// CK011 embed-truncated: a chunk whose embed text is longer than the configured embedding model reads is
// reported where the cut-off text starts, with how much is lost; on one real page for three models
// (test/fixtures/embedding/truncation.json), and the setting's validation.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../../server/cli/main';
import { readEditorSettings } from '../../../../server/host/settings';
import { validateConfig } from '../../../../shared/config/config';
import { flatText } from '../../../../shared/text/documentText';
import { embeddingModelOf } from '../../../../shared/model/embeddingModels';
import type { StrategyId } from '../../../../shared/model/types';
import { getTokenizer, type TokenizerId } from '../../../../shared/tokenizers';
import { analyzeText, FIXTURES, readFixture } from '../../../helpers/analyzeText';

interface ModelCase {
  model: string;
  limit: number;
  tokenizer: TokenizerId;
  flagged: number[];
}

const fixture = JSON.parse(readFixture('embedding', 'truncation.json')) as { document: string; strategy: StrategyId; models: ModelCase[] };
const text = readFixture(...fixture.document.split('/'));

describe('CK011 embed-truncated on a real page, for three models', () => {
  for (const m of fixture.models) {
    it(`${m.model}: reports exactly the chunks over ${m.limit} ${m.tokenizer} tokens, each where its cut-off text starts`, () => {
      assert.deepEqual([embeddingModelOf(m.model).limit, embeddingModelOf(m.model).tokenizer], [m.limit, m.tokenizer]);
      const a = analyzeText(text, { strategy: fixture.strategy, embeddingModel: m.model });
      const tokenizer = getTokenizer(m.tokenizer);
      const over = a.chunks.filter((c) => tokenizer.encode(c.content).length > m.limit).map((c) => c.index + 1);
      assert.deepEqual(over, m.flagged);
      const findings = a.pipelineFindings.filter((f) => f.ruleId === 'CK011');
      assert.deepEqual(findings.map((f) => f.chunkIndex! + 1), m.flagged);
      for (const f of findings) {
        const chunk = a.chunks[f.chunkIndex!];
        const ids = tokenizer.encode(chunk.content);
        const lost = chunk.content.slice(tokenizer.decode(ids.slice(0, m.limit)).length);
        assert.ok(flatText(a.doc.text).slice(f.span.start).startsWith(lost.slice(0, 20)), `chunk ${f.chunkIndex! + 1}: the finding is where ${JSON.stringify(lost.slice(0, 20))} starts`);
        const cut = ids.length - m.limit;
        assert.match(f.message, new RegExp(`^Chunk ${f.chunkIndex! + 1} has ${ids.length} ${m.tokenizer} tokens.*; ${m.model} reads ${m.limit}, so the last ${cut} \\(\\d+%\\) are cut off`));
        assert.ok(f.pipeline, 'a pipeline finding: a chunk size within the limit fixes it');
      }
    });
  }

  it('without an embedding model nothing is reported', () => {
    assert.deepEqual(analyzeText(text, { strategy: fixture.strategy }).pipelineFindings.filter((f) => f.ruleId === 'CK011'), []);
  });

  it('a number is a limit in the strategy\'s own tokens, and the message quotes the first words that are lost', () => {
    const a = analyzeText('# Title\n\none two three four five six seven eight nine ten\n', { strategy: 'llamaindex-markdown', embeddingModel: 6 });
    const [finding] = a.pipelineFindings.filter((f) => f.ruleId === 'CK011');
    // cl100k_base: "#", " Title", "\n\n", "one", " two", " three" are the six tokens read.
    assert.match(finding.message, /^Chunk 1 has 13 cl100k_base tokens; the embedding model reads 6, so the last 7 \(54%\) are cut off before embedding, from "four five six seven eight nine ten" to the chunk's end$/);
    assert.equal(flatText(a.doc.text).slice(finding.span.start, finding.span.start + 5), ' four');
  });

  it('the setting takes a listed model or a whole number of tokens, and reports anything else by its path', () => {
    assert.deepEqual(validateConfig({ embeddingModel: 'bge-m3' }).problems, []);
    assert.deepEqual(validateConfig({ embeddingModel: 512 }).config, { embeddingModel: 512 });
    for (const bad of ['gpt-4', 0, 2.5, '512']) assert.deepEqual(validateConfig({ embeddingModel: bad }).problems.map((p) => p.path), ['embeddingModel'], JSON.stringify(bad));
  });

  it('the editor setting and the command line flag set it; an unknown model on the command line exits 2', () => {
    assert.deepEqual(readEditorSettings({ embeddingModel: 'all-MiniLM-L6-v2' }).settings.config.embeddingModel, 'all-MiniLM-L6-v2');
    assert.equal(readEditorSettings({ embeddingModel: '' }).settings.config.embeddingModel, undefined);
    let out = '';
    let err = '';
    const io = { out: (t: string) => (out += t), err: (t: string) => (err += t) };
    const file = join(FIXTURES, fixture.document);
    runCli(['lint', file, '--strategy', fixture.strategy, '--embedding-model', 'embed-english-v3.0', '--pipeline-findings', 'inline'], io);
    assert.equal(out.split('\n').filter((l) => l.includes('CK011/embed-truncated Chunk')).length, 3, out);
    assert.equal(runCli(['lint', file, '--embedding-model', 'gpt-4'], io), 2);
    assert.match(err, /--embedding-model: expected a model \(text-embedding-3-small/);
  });
});
