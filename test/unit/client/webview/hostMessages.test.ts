// The chunk tree webview accepts a host message only when every field it draws has the protocol's type.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseHostMessage } from '../../../../client/webview/messages';
import type { DocumentAnalysis } from '../../../../server/host/analyses';
import { toChunkTree } from '../../../../server/present/chunkTreeOf';
import { LineIndex } from '../../../../shared/text/lineIndex';
import { analyzeText } from '../../../helpers/analyzeText';

/** A real tree message, as the host sends it for a small document with findings. */
function treeMessage(): { type: 'tree'; fileName: string; tree: ReturnType<typeof toChunkTree> } {
  const text = '# Title\n\n## Empty\n\n## Part\n\nSome text here.\n\n- a\n- b\n';
  const analysis = analyzeText(text);
  const result = { uri: 'file:///doc.md', version: 1, kind: 'markdown', analysis, lines: new LineIndex(text) } as unknown as DocumentAnalysis;
  return { type: 'tree', fileName: 'doc.md', tree: toChunkTree(result) };
}

/** A deep copy of the message with one field changed by `edit`. */
function forged(edit: (m: ReturnType<typeof treeMessage>) => void): unknown {
  const message = structuredClone(treeMessage());
  edit(message);
  return message;
}

describe('host messages to the chunk tree webview', () => {
  it('accepts the trees and contents the host sends', () => {
    const message = treeMessage();
    assert.ok(message.tree.roots.length > 0);
    assert.deepEqual(parseHostMessage(message), message);
    assert.ok(parseHostMessage({ type: 'content', content: { index: 0, content: 'x', tokens: 1 } }));
    assert.ok(parseHostMessage({ type: 'cursor', index: null }));
    const withNotes = forged((m) => {
      let node = m.tree.roots[0];
      while (!node.chunks.length) node = node.children[0];
      node.chunks[0].pipelineNotes = ['a pipeline finding'];
    });
    assert.deepEqual(parseHostMessage(withNotes), withNotes);
  });

  it('rejects a forged severity, a missing or non-finite count, and any field of the wrong type', () => {
    const firstChunk = (m: ReturnType<typeof treeMessage>) => {
      let node = m.tree.roots[0];
      while (!node.chunks.length) node = node.children[0];
      return node.chunks[0] as unknown as Record<string, unknown>;
    };
    for (const [what, edit] of [
      ['forged severity', (m) => (firstChunk(m).worstSeverity = 'x" onclick="alert(1)')],
      ['missing histogram count', (m) => m.tree.histogram.counts.pop()],
      ['NaN edge', (m) => (m.tree.histogram.edges[1] = Number.NaN)],
      ['string count', (m) => ((m.tree.histogram.counts as unknown[])[0] = '3')],
      ['missing size', (m) => delete firstChunk(m).size],
      ['unit', (m) => ((m.tree as unknown as Record<string, unknown>).unit = 'px')],
      ['heading path of numbers', (m) => (firstChunk(m).headingsPath = [1, 2])],
      ['range line', (m) => ((firstChunk(m).range as { start: { line: unknown } }).start.line = -1)],
      ['node without children', (m) => delete (m.tree.roots[0] as unknown as Record<string, unknown>).children],
      ['file name', (m) => ((m as unknown as Record<string, unknown>).fileName = 7)],
      ['pipeline notes of numbers', (m) => (firstChunk(m).pipelineNotes = [1])],
    ] as Array<[string, (m: ReturnType<typeof treeMessage>) => void]>) {
      assert.equal(parseHostMessage(forged(edit)), undefined, what);
    }
    assert.equal(parseHostMessage({ type: 'content', content: { index: 0, content: 'x' } }), undefined);
    assert.equal(parseHostMessage({ type: 'content', content: { index: -1, content: 'x', tokens: 1 } }), undefined);
  });

  it('checks a tree 10,000 levels deep without overflowing the stack, and rejects it', () => {
    const message = forged(() => undefined) as ReturnType<typeof treeMessage>;
    let node = { heading: 'h', children: [], chunks: [] } as (typeof message.tree.roots)[number];
    for (let i = 0; i < 10_000; i++) node = { heading: 'h', children: [node], chunks: [] };
    message.tree.roots = [node];
    assert.equal(parseHostMessage(message), undefined);
  });
});
