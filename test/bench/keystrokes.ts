// The bench's per-keystroke measurement of one file (Markdown unless told): open it as the language server does, then type
// single characters at seeded random places and time what the server does for each. The text is held either
// as the server holds it (`pieces`: a PieceText that the document store edits) or, for comparison in the same
// run, as one concatenated string (`string`: how an LSP TextDocument holds it, and the server did before).

import { readFileSync } from 'node:fs';
import { toDecorationsParams } from '../../server/features/decorations';
import { applyChanges, type OpenDocument } from '../../server/host/documents';
import { toLspDiagnostic } from '../../server/present/toLsp';
import { analyzeRange } from '../../shared/engine/analyzeRange';
import type { ResolvedSettings } from '../../shared/config/config';
import { analyze, createAnalysisCache, type Analysis } from '../../shared/engine/engine';
import { LineIndex } from '../../shared/text/lineIndex';
import type { InputKind } from '../../shared/model/types';
import { stripBom } from '../../shared/parse';
import { PieceText } from '../../shared/text/pieceText';
import { getTokenizer } from '../../shared/tokenizers';
import { seededRandom } from '../helpers/randomEdits';

export type TextModel = 'pieces' | 'string';

/** One keystroke's text change, timed: the new text's analysis and line index. */
interface Typed {
  analysis: Analysis;
  lines: LineIndex;
  /** Milliseconds the text model took before the analysis: the store's edit, or V8 flattening the string. */
  textMs: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Per keystroke: the text model's own cost plus the analysis ("analysis"; also as CPU time of the process,
 * `cpu`, which other jobs on the machine do not inflate as they do the wall-clock time), and what the server then does to
 * publish it: the line index (string model; the store keeps it for PieceTexts), the decorations notification
 * for an editor showing 60 lines at a seeded random place (params, the "changed?" key, the JSON the transport
 * writes) and the diagnostics (conversion and JSON).
 */
export function measureKeystrokes(file: string, model: TextModel, settings: ResolvedSettings, keystrokes: number, kind: InputKind = 'markdown'): object {
  const source = stripBom(readFileSync(file, 'utf8'));
  const input = { kind, documentId: file, settings };
  const editor = { config: {}, decorationsEnabled: true, analysisDelayMs: 0 };
  let t = performance.now();
  getTokenizer(settings.tokenizer).count('warm up');
  const tokenizerLoad = performance.now() - t;
  const pieces = PieceText.from(source);
  let document: OpenDocument = { uri: 'file:///bench.md', languageId: 'markdown', version: 1, text: pieces, lines: new LineIndex(pieces) };
  let text = source;
  const firstText = model === 'pieces' ? document.text : text;
  t = performance.now();
  analyzeRange({ ...input, text: firstText }, { start: 0, end: Math.min(source.length, 4000) });
  const firstRange = performance.now() - t;
  const cache = createAnalysisCache();
  t = performance.now();
  analyze({ ...input, text: firstText }, cache);
  const firstAnalysis = performance.now() - t;
  let lines = model === 'pieces' ? document.lines : new LineIndex(text);
  global.gc?.();
  const memory = process.memoryUsage();
  const random = seededRandom(42);
  const scroll = seededRandom(11);

  const typeInPieces = (at: number, character: string): Typed => {
    const position = document.lines.positionAt(at);
    const start = performance.now();
    document = applyChanges(document, [{ range: { start: position, end: position }, text: character }]);
    const textMs = performance.now() - start;
    return { analysis: analyze({ ...input, text: document.text }, cache), lines: document.lines, textMs };
  };
  const typeInString = (at: number, character: string): Typed => {
    text = text.slice(0, at) + character + text.slice(at);
    const start = performance.now();
    // The concatenation is copied into one flat string when first read (here, before the analysis reads it).
    text.charCodeAt(0);
    const textMs = performance.now() - start;
    return { analysis: analyze({ ...input, text }, cache), lines, textMs };
  };

  const [analysis, textModel, total, decorations, diagnostics, bytes, cpu]: number[][] = [[], [], [], [], [], [], []];
  const cpuMs = (): number => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  for (let i = 0; i < keystrokes; i++) {
    const at = Math.floor(random() * source.length);
    const cpuBefore = cpuMs();
    t = performance.now();
    const typed = model === 'pieces' ? typeInPieces(at, String.fromCharCode(97 + (i % 26))) : typeInString(at, String.fromCharCode(97 + (i % 26)));
    const analysed = performance.now();
    cpu.push(cpuMs() - cpuBefore);
    const result = typed.analysis;
    lines = model === 'pieces' ? typed.lines : LineIndex.afterEdit(lines, result.doc.text, result.textEdit!);
    const published = { uri: 'file:///bench.md', version: i + 2, kind, analysis: result, lines, settings: editor };
    const top = Math.floor(scroll() * Math.max(1, lines.lineCount - 60));
    const visible = { start: { line: top, character: 0 }, end: { line: top + 59, character: 0 } };
    let p = performance.now();
    const params = toDecorationsParams(published, visible);
    JSON.stringify({ strategy: params.strategy, window: params.window, chunks: params.chunks, provisional: params.provisional });
    const sent = JSON.stringify(params);
    decorations.push(performance.now() - p);
    bytes.push(sent.length);
    p = performance.now();
    const diagnosticList = result.findings.map((f) => toLspDiagnostic(lines, f));
    JSON.stringify(diagnosticList);
    JSON.stringify({ uri: published.uri, version: published.version, diagnostics: diagnosticList });
    diagnostics.push(performance.now() - p);
    analysis.push(analysed - t);
    textModel.push(typed.textMs);
    total.push(performance.now() - t);
  }
  const q = (list: number[], at: number) => percentile([...list].sort((x, y) => x - y), at);
  const last = model === 'pieces' ? document.text.toString() : text;
  t = performance.now();
  const fresh = analyze({ ...input, text: last });
  const scratchWarm = performance.now() - t;
  return {
    tokenizerLoad, firstRange, firstAnalysis, scratchWarm, p50: q(analysis, 50), p95: q(analysis, 95), textP50: q(textModel, 50), textP95: q(textModel, 95),
    totalP50: q(total, 50), totalP95: q(total, 95), decorationsP50: q(decorations, 50), diagnosticsP50: q(diagnostics, 50), bytesP50: q(bytes, 50),
    cpuP50: q(cpu, 50), cpuP95: q(cpu, 95),
    findings: fresh.findings.length, chunks: fresh.chunks.length, rss: memory.rss, heap: memory.heapUsed,
  };
}
