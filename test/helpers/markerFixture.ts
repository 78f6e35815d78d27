// Test helper for rule fixtures: a `.md` whose lines end in `{CK003}` markers where that rule must report.
// Markers are stripped before parsing; they mark pipeline findings (Finding.pipeline) as well as per-line ones.
// A `<fixture>.json` beside it may set budgets, the tokenizer, the strategy, and a
// synthetic chunker standing in for strategies that chunk differently from markdown-spec:
//   "sections": one chunk per heading section, heading included (as heading-aware strategies do);
//   "blocks":   one chunk per content block, each after the first declaring the previous block's last
//               20 characters as overlap (legal only between paragraphs under Spec v1).

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isContentBlock } from '../../shared/engine/blockContent';
import { flatText } from '../../shared/text/documentText';
import type { Budgets } from '../../shared/chunkers/types';
import { lint } from '../../shared/engine/lint';
import { LineIndex } from '../../shared/text/lineIndex';
import type { Chunk, ChunkType, Finding, ParsedDocument, StrategyId } from '../../shared/model/types';
import type { TokenizerId } from '../../shared/tokenizers';
import { getTokenizer } from '../../shared/tokenizers';
import type { Analysis } from '../../shared/engine/engine';
import { analyzeText, FIXTURES, readFixture } from './analyzeText';

const MARKER = /\{(CK\d{3})\}/g;

interface FixtureSettings {
  budgets?: Budgets;
  /** A strategy other than markdown-spec, for rules about what a library strategy records. */
  strategy?: StrategyId;
  tokenizer?: TokenizerId;
  chunker?: 'sections' | 'blocks';
  /** The `embeddingModel` setting, for the truncation rule (CK011). */
  embeddingModel?: string | number;
}

export interface MarkedFixture {
  text: string;
  /** Rule id → 1-based lines that must be flagged. */
  expected: Map<string, number[]>;
  /** Rule id → 1-based lines where findings start. */
  actual: Map<string, number[]>;
}

/** Reads `rules/<name>.md`, strips markers, chunks and lints it, and returns expected and actual lines. */
export function runMarkedFixture(name: string): MarkedFixture {
  const raw = readFixture('rules', `${name}.md`);
  const expected = new Map<string, number[]>();
  const text = raw
    .split('\n')
    .map((line, i) => {
      for (const m of line.matchAll(MARKER)) expected.set(m[1], [...(expected.get(m[1]) ?? []), i + 1]);
      return line.replace(/\s*(\{CK\d{3}\})+\s*$/, '');
    })
    .join('\n');
  const settingsPath = join(FIXTURES, 'rules', `${name}.json`);
  const settings: FixtureSettings = existsSync(settingsPath) ? JSON.parse(readFixture('rules', `${name}.json`)) : {};
  const findings = settings.chunker ? lintSynthetic(text, settings) : everyFinding(analyzeText(text, { budgets: settings.budgets, tokenizer: settings.tokenizer, strategy: settings.strategy, embeddingModel: settings.embeddingModel }));
  const lines = new LineIndex(text);
  const actual = new Map<string, number[]>();
  for (const f of findings) {
    const line = lines.positionAt(f.span.start).line + 1;
    const known = actual.get(f.ruleId) ?? [];
    if (!known.includes(line)) actual.set(f.ruleId, [...known, line]);
  }
  return { text, expected, actual };
}

/** Markers stand for pipeline findings too: they are true of the chunk on that line, only shown elsewhere. */
function everyFinding(a: Analysis): Finding[] {
  return [...a.findings, ...a.pipelineFindings].sort((x, y) => x.span.start - y.span.start);
}

function lintSynthetic(text: string, settings: FixtureSettings): Finding[] {
  const a = analyzeText(text, { budgets: settings.budgets, tokenizer: settings.tokenizer });
  const tokenizer = getTokenizer(a.settings.tokenizer);
  const chunks = settings.chunker === 'sections' ? sectionChunks(a.doc) : blockChunks(a.doc);
  for (const c of chunks) c.tokens = tokenizer.count(c.content);
  const strategy: StrategyId = settings.chunker === 'sections' ? 'adaptive-section' : 'markdown-spec';
  return lint({ doc: a.doc, chunks, strategy, budgets: a.context.budgets, problems: [] }, {});
}

function chunk(index: number, type: ChunkType, text: string, spans: Chunk['spans']): Chunk {
  const content = spans.map((s) => text.slice(s.start, s.end)).join('\n\n');
  return { index, id: String(index), strategy: 'markdown-spec', type, content, tokens: 0, spans, headingsPath: [], notes: [] };
}

function sectionChunks(doc: ParsedDocument): Chunk[] {
  const starts = doc.blocks.filter((b) => b.kind === 'heading').map((b) => b.span.start);
  if (!starts.length || starts[0] > 0) starts.unshift(0);
  return starts.map((start, i) => {
    const end = i + 1 < starts.length ? starts[i + 1] : doc.text.length;
    return chunk(i, 'section', flatText(doc.text), [{ start, end: start + doc.text.slice(start, end).trimEnd().length }]);
  });
}

function blockChunks(doc: ParsedDocument): Chunk[] {
  const blocks = doc.blocks.filter(isContentBlock);
  return blocks.map((b, i) => {
    const type = (['list', 'table', 'code', 'quote'].includes(b.kind) ? b.kind : 'paragraph') as ChunkType;
    const prev = blocks[i - 1];
    const spans: Chunk['spans'] = prev ? [{ start: prev.span.end - 20, end: prev.span.end, overlap: true }, { ...b.span }] : [{ ...b.span }];
    return chunk(i, type, flatText(doc.text), spans);
  });
}
