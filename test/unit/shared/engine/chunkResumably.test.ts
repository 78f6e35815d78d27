import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { chunkIncrementally, type ChunkMemo } from '../../../../shared/engine/chunkIncrementally';
import type { Strategy, StrategyContext } from '../../../../shared/chunkers/types';
import type { Chunk, ParsedDocument, Problem } from '../../../../shared/model/types';
import { parseMarkdownIncremental, type MarkdownParseState } from '../../../../shared/parse/incrementalMarkdown';
import { getTokenizer } from '../../../../shared/tokenizers';
import { randomEdit, seededRandom } from '../../../helpers/randomEdits';
import { repoPath } from '../../../helpers/repoPath';

const SAMPLE = repoPath('test/fixtures/corpus-sample/kubernetes-community-slos.md');
const idOf = (c: Chunk, ctx: StrategyContext) => `${ctx.documentId}:${c.index}:${c.blockRange?.start}:${c.blockRange?.end}:${c.spans[0].start}`;

/** A test strategy that merges across sections: greedy packing of every non-heading block up to 300 chars. */
const greedy: Strategy = {
  id: 'recursive',
  description: 'test: greedy packing across sections',
  inputKinds: ['markdown'],
  defaultTokenizer: 'chars',
  defaults: { maxTokens: 300 },
  chunk(doc: ParsedDocument, ctx: StrategyContext) {
    const chunks: Chunk[] = [];
    const problems: Problem[] = [];
    let open: typeof doc.blocks = [];
    let size = 0;
    const close = () => {
      if (!open.length) return;
      const first = open[0];
      const last = open[open.length - 1];
      const content = open.map((b) => b.text).join('\n\n');
      const chunk: Chunk = {
        index: chunks.length, id: '', strategy: 'recursive', type: 'text', content, tokens: ctx.tokenizer.count(content),
        spans: open.map((b) => ({ ...b.span })), headingsPath: first.headingPath, blockRange: { start: first.index, end: last.index }, notes: [],
      };
      chunk.id = idOf(chunk, ctx);
      chunks.push(chunk);
      open = [];
      size = 0;
    };
    for (const block of doc.blocks) {
      if (block.kind === 'heading') continue;
      const n = ctx.tokenizer.count(block.text);
      if (n > 300) problems.push({ span: block.span, message: 'block over budget', code: 'CK101', severity: 'warning' });
      if (open.length && size + n > 300) close();
      open.push(block);
      size += n;
    }
    close();
    return { chunks, problems };
  },
  resumable: { idOf },
  toRecord: (c) => ({ content: c.content }),
};

describe('resumable chunking', () => {
  it('a strategy that merges across sections, re-chunked from the first affected chunk, equals a full re-chunk after every edit', () => {
    let text = readFileSync(SAMPLE, 'utf8');
    const ctx: StrategyContext = { tokenizer: getTokenizer('chars'), budgets: { maxTokens: 300 }, documentId: 'slos.md' };
    const random = seededRandom(3000);
    let state: MarkdownParseState | undefined;
    let memo: ChunkMemo | undefined;
    let reused = 0;
    for (let step = 0; step < 300; step++) {
      const parsed = parseMarkdownIncremental(text, state, undefined, { minRegionLength: 80 });
      state = parsed.state;
      const before = memo?.mode === 'resumable' ? memo.chunks : [];
      const incremental = chunkIncrementally(greedy, parsed.doc, ctx, parsed.change, memo);
      memo = incremental.memo;
      reused += incremental.result.chunks.filter((c, i) => before[i] === c).length;
      assert.deepEqual(incremental.result, greedy.chunk(parsed.doc, ctx), `seed 3000, step ${step}`);
      text = randomEdit(text, random);
    }
    assert.ok(reused > 300, `chunks before the edits are kept (${reused} reused)`);
  });
});
