// Test helper: the invariants every markdown-spec chunking must keep (shared/README.md invariant 4, Spec v1 §4.2 and §10).

import assert from 'node:assert/strict';
import { isContentBlock } from '../../shared/engine/blockContent';
import { flatText } from '../../shared/text/documentText';
import type { Analysis } from '../../shared/engine/engine';
import { sha256Hex } from '../../shared/text/hash';
import { getTokenizer } from '../../shared/tokenizers';

/** Asserts caps, coverage of all content in order, monotonic own ranges, legal overlap and honest ids. */
export function assertSpecInvariants(a: Analysis, label: string): void {
  const text = flatText(a.doc.text);
  const max = a.context.budgets.maxTokens!;
  const overlapBudget = a.context.budgets.overlapTokens!;
  const tokenizer = getTokenizer(a.settings.tokenizer);
  const covered = new Uint8Array(text.length);
  let lastEnd = -1;
  for (const c of a.chunks) {
    const where = `${label} chunk ${c.index + 1}`;
    assert.ok(c.tokens <= max, `${where}: ${c.tokens} tokens over the cap ${max}`);
    assert.equal(c.tokens, tokenizer.count(c.content), `${where}: token_estimate is the count of md_text`);
    let from = 0;
    for (const s of c.spans) {
      const slice = text.slice(s.start, s.end);
      const at = c.content.indexOf(slice, from);
      assert.ok(at >= 0, `${where}: content holds the text of span ${s.start}-${s.end} in order`);
      from = at + slice.length;
    }
    const own = c.spans.filter((s) => !s.overlap);
    assert.ok(own.length > 0, `${where}: has own text`);
    for (const s of own) {
      assert.ok(s.start >= lastEnd, `${where}: own text starts at ${s.start}, before the previous own end ${lastEnd}`);
      lastEnd = s.end;
      covered.fill(1, s.start, s.end);
    }
    const overlap = c.spans.filter((s) => s.overlap);
    if (overlap.length) {
      const prev = a.chunks[c.index - 1];
      assert.ok(['paragraph', 'mixed'].includes(c.type) && ['paragraph', 'mixed'].includes(prev.type), `${where}: overlap only between paragraph/mixed chunks`);
      assert.ok(c.content.startsWith(text.slice(overlap[0].start, overlap[0].end)), `${where}: content starts with the overlap text`);
      assert.ok(tokenizer.count(text.slice(overlap[0].start, overlap[0].end)) <= overlapBudget, `${where}: overlap within ${overlapBudget} tokens`);
      const prevOwn = prev.spans.filter((s) => !s.overlap);
      assert.ok(overlap.every((o) => prevOwn.some((p) => p.start <= o.start && o.end <= p.end)), `${where}: overlap is the previous chunk's text`);
    }
    const r = a.settings.strategy.toRecord(c, a.context) as Record<string, number | string>;
    const expected = sha256Hex(`${a.context.documentId}:${r.block_start_idx}:${r.block_end_idx}:${r.char_start}:${r.char_end}`);
    assert.equal(r.chunk_id, expected, `${where}: chunk_id is the §9 sha256`);
  }
  for (const b of a.doc.blocks) {
    for (let i = b.span.start; i < b.span.end; i++) {
      const isContent = isContentBlock(b) && /\S/.test(text[i]);
      if (isContent) assert.equal(covered[i], 1, `${label}: content character ${i} (${JSON.stringify(text.slice(i, i + 20))}) of a ${b.kind} block is in no chunk`);
      else if (!isContentBlock(b)) assert.equal(covered[i], 0, `${label}: ${b.kind} character ${i} is not content but is in a chunk`);
    }
  }
}
