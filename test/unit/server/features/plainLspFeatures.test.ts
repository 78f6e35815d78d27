import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import { LineIndex } from '../../../../shared/text/lineIndex';
import { VSCODE_CLIENT_OPTIONS } from '../../../../shared/model/protocol';
import type { DocumentAnalysis } from '../../../../server/host/analyses';
import { clientFeaturesOf, serverCapabilitiesFor } from '../../../../server/features/clientFeatures';
import { chunkFoldingRanges } from '../../../../server/features/foldingRanges';
import { HOVER_TEXT_CHARS, hoverMarkdown } from '../../../../server/features/hover';
import { chunkInlayHints } from '../../../../server/features/inlayHints';
import { nodeFiles } from '../../../../server/node/nodeFiles';

/** Three sections of two-line paragraphs; each paragraph is one chunk (cap far above them). */
const TEXT = ['# A', '', 'a1', 'a2', '', '# B', '', 'b1', 'b2', '', '# C', '', 'c1', 'c2', ''].join('\n');

function resultOf(text = TEXT): DocumentAnalysis {
  const settings = resolveSettings({ tokenizer: 'chars', budgets: { 'markdown-spec': { maxTokens: 9, targetTokens: 5, minTokens: 1 } } }, 'markdown');
  const analysis = analyze({ kind: 'markdown', text, documentId: 'a.md', settings });
  return { uri: 'file:///a.md', version: 1, kind: 'markdown', analysis, lines: new LineIndex(text), settings: { config: {}, decorationsEnabled: true, analysisDelayMs: 0 } };
}

describe('inlay hints and folding ranges of chunks', () => {
  it('a hint sits at each chunk start inside the range asked for, with the chunk number and its size against the cap', () => {
    const result = resultOf();
    assert.deepEqual(
      chunkInlayHints(result, { start: { line: 0, character: 0 }, end: { line: 15, character: 0 } }).map((h) => [h.position.line, h.label]),
      [[2, 'chunk 1 · 5/9 tok'], [7, 'chunk 2 · 5/9 tok'], [12, 'chunk 3 · 5/9 tok']],
    );
    assert.deepEqual(chunkInlayHints(result, { start: { line: 3, character: 0 }, end: { line: 7, character: 0 } }).map((h) => h.label), ['chunk 2 · 5/9 tok']);
  });

  it('a chunk folds from its first line to its last; a chunk ending with its line break does not take the next line', () => {
    const result = resultOf();
    assert.deepEqual(chunkFoldingRanges(result).map((r) => [r.startLine, r.endLine]), [[2, 3], [7, 8], [12, 13]]);
    const [first, ...rest] = result.analysis.chunks;
    const withBreak = { ...first, spans: [{ start: first.spans[0].start, end: TEXT.indexOf('\n', first.spans[0].end) + 1 }] };
    const ranges = chunkFoldingRanges({ ...result, analysis: { ...result.analysis, chunks: [withBreak, ...rest] } });
    assert.deepEqual(ranges[0], { startLine: 2, endLine: 3, kind: 'region' });
  });

  it('text a chunk repeats from its neighbour does not widen its fold, one-line and repeated ranges are left out, and the limit holds', () => {
    const result = resultOf();
    const [first, second, third] = result.analysis.chunks;
    const overlap = { start: first.spans[0].start, end: first.spans[0].end, overlap: true };
    const oneLine = { ...third, spans: [{ start: TEXT.indexOf('c1'), end: TEXT.indexOf('c1') + 2 }] };
    const chunks = [first, { ...second, spans: [overlap, ...second.spans] }, { ...first, index: 2 }, oneLine];
    const ranges = chunkFoldingRanges({ ...result, analysis: { ...result.analysis, chunks } });
    assert.deepEqual(ranges.map((r) => [r.startLine, r.endLine]), [[2, 3], [7, 8]]);
    assert.equal(chunkFoldingRanges(result, 1).length, 1);
  });
});

describe('the embed text in a hover', () => {
  it('is fenced longer than any backtick run in it, and a long text is cut before a surrogate pair with the rest counted', () => {
    const result = resultOf();
    const [chunk] = result.analysis.chunks;
    assert.ok(hoverMarkdown(result, chunk, true, nodeFiles).endsWith('embed text:\n\n```text\na1\na2\n```'));
    assert.doesNotMatch(hoverMarkdown(result, chunk, false, nodeFiles), /embed text/);
    const ticks = hoverMarkdown(result, { ...chunk, content: 'run ```` here' }, true, nodeFiles);
    assert.ok(ticks.endsWith('`````text\nrun ```` here\n`````'), ticks);
    const long = `${'x'.repeat(HOVER_TEXT_CHARS - 1)}😀tail`;
    const cut = hoverMarkdown(result, { ...chunk, content: long }, true, nodeFiles);
    assert.ok(cut.endsWith(`\`\`\`text\n${'x'.repeat(HOVER_TEXT_CHARS - 1)}\n\`\`\`\n\n… 5 more characters`), cut.slice(-80));
  });
});

describe('what the server serves a client', () => {
  it('a client that declares nothing gets inlay hints, folding and the Markdown outline, pushed diagnostics and no decorations', () => {
    const features = clientFeaturesOf({ capabilities: {} });
    assert.deepEqual([features.decorations, features.inlayHints, features.foldingRanges, features.markdownOutline, features.pullDiagnostics], [false, true, true, true, false]);
    const capabilities = serverCapabilitiesFor(features);
    assert.deepEqual([!!capabilities.inlayHintProvider, !!capabilities.foldingRangeProvider, capabilities.diagnosticProvider], [true, true, undefined]);
  });

  it('a client that can pull diagnostics pulls them, unless its options ask for pushed ones as VS Code does', () => {
    const capabilities = { textDocument: { diagnostic: {}, foldingRange: { rangeLimit: 500 } }, workspace: { diagnostics: { refreshSupport: true } } };
    const pulling = clientFeaturesOf({ capabilities });
    assert.deepEqual([pulling.pullDiagnostics, pulling.refresh.diagnostics, pulling.foldingRangeLimit], [true, true, 500]);
    const vscode = clientFeaturesOf({ capabilities, initializationOptions: VSCODE_CLIENT_OPTIONS });
    assert.deepEqual([vscode.pullDiagnostics, vscode.decorations, vscode.inlayHints, vscode.foldingRanges, vscode.markdownOutline], [false, true, false, false, false]);
    assert.deepEqual(Object.keys(serverCapabilitiesFor(vscode)).sort(), ['codeActionProvider', 'codeLensProvider', 'documentSymbolProvider', 'hoverProvider', 'textDocumentSync']);
  });

  it('malformed capabilities and options count as absent', () => {
    for (const initializationOptions of ['yes', [true], null, { decorations: 1, inlayHints: 'no' }]) {
      const features = clientFeaturesOf({ capabilities: 'none' as never, initializationOptions });
      assert.deepEqual([features.decorations, features.inlayHints, features.configuration, features.foldingRangeLimit], [false, true, false, undefined]);
    }
    assert.equal(clientFeaturesOf({ capabilities: { textDocument: { foldingRange: { rangeLimit: -3 } } } }).foldingRangeLimit, undefined);
  });
});
