// Progressive first analysis of a big Markdown document: the chunks and findings of the sections around the
// visible range, in a fraction of the time of the whole document, to show before the full analysis lands.
//
// Provisional by design: chunk `index`, `blockRange` and `id` count from the first analysed block (the blocks
// before the range are not parsed), and heading paths come from the ATX heading lines above the range (a
// setext heading or a heading that uses a link definition above it is not seen). For a `sectionwise`
// strategy the chunks' content, spans, tokens, type and heading path otherwise equal the full analysis's.

import type { StrategyContext } from '../chunkers/types';
import type { AnalysisInput } from './engine';
import { byAudience } from './byAudience';
import { requiredHeadingsOf } from '../rules/requiredHeadings';
import { lint } from './lint';
import type { Block, Chunk, Finding, ParsedDocument, Span } from '../model/types';
import { parseDocument } from '../parse';
import { scanSectionStarts, spansFromStarts } from '../parse/markdownSections';
import { syntaxOf } from '../parse/dialect';
import { parseMarkdownIncremental } from '../parse/incrementalMarkdown';
import { getTokenizer } from '../tokenizers';
import { flatText, type DocumentText } from '../text/documentText';

export interface RangeAnalysis {
  /** The analysed part of the text: whole top-level sections covering the visible range. */
  span: Span;
  chunks: Chunk[];
  findings: Finding[];
}

const ATX_LEVEL = /^ {0,3}(#{1,6})(?:[ \t]|$)/;

/**
 * Analyses the top-level sections of `input.text` that overlap `visible` (for Markdown; other kinds are
 * analysed whole, as they are cheap). The result is provisional as the module header says; the caller
 * replaces it with `analyze` once that is done.
 */
export function analyzeRange(input: AnalysisInput, visible: Span): RangeAnalysis {
  const { text } = input;
  const context: StrategyContext = {
    tokenizer: getTokenizer(input.settings.tokenizer, input.settings.tokenizerEngine),
    budgets: input.settings.budgets,
    documentId: input.documentId,
  };
  let doc: ParsedDocument;
  let span: Span;
  if (input.kind === 'markdown') {
    const sections = spansFromStarts(scanSectionStarts(text, 0, undefined, syntaxOf(input.settings.dialect)), text.length);
    const first = Math.max(0, sections.findIndex((s) => s.end > visible.start));
    let last = sections.findIndex((s) => s.end >= visible.end);
    if (last < first) last = last < 0 ? sections.length - 1 : first;
    span = { start: sections[first].start, end: sections[last].end };
    const ancestors = headingsAbove(text, sections.slice(0, first));
    const parsed = parseMarkdownIncremental(ancestors.text + text.slice(span.start, span.end), undefined, undefined, { dialect: input.settings.dialect }).doc;
    const shift = span.start - ancestors.text.length;
    const blocks = parsed.blocks.slice(ancestors.count).map((b, i) => moveBlock(b, i, shift));
    doc = { kind: 'markdown', text, blocks, problems: [] };
  } else {
    doc = parseDocument(input.kind, flatText(text), { sidecars: input.sidecars, dialect: input.settings.dialect });
    span = { start: 0, end: text.length };
  }
  const { strategy } = input.settings;
  const result = strategy.chunk(doc, context);
  const problems = [...doc.problems, ...result.problems];
  const requiredHeadings = requiredHeadingsOf(text, input.settings.requiredHeadings);
  const linted = lint({ doc, chunks: result.chunks, strategy: strategy.id, budgets: context.budgets, problems, requiredHeadings, site: input.settings.site.site, countTokens: (t: string) => context.tokenizer.count(t) }, input.settings.rules);
  return { span, chunks: result.chunks, findings: byAudience(linted, input, doc.blocks).findings };
}

/**
 * The ATX heading lines that are open at the end of `sections` (nearest of each shallower level, walking
 * back), joined as a small Markdown prefix that gives the analysed blocks their heading paths.
 */
function headingsAbove(text: DocumentText, sections: Span[]): { text: string; count: number } {
  const lines: string[] = [];
  let deepest = 7;
  for (let i = sections.length - 1; i >= 0 && deepest > 1; i--) {
    const lineEnd = text.indexOf('\n', sections[i].start);
    const line = text.slice(sections[i].start, lineEnd < 0 ? sections[i].end : Math.min(lineEnd, sections[i].end));
    const level = line.match(ATX_LEVEL)?.[1].length;
    if (level === undefined || level >= deepest) continue;
    lines.unshift(line);
    deepest = level;
  }
  return { text: lines.map((l) => l + '\n\n').join(''), count: lines.length };
}

function moveBlock(b: Block, index: number, shift: number): Block {
  const moved: Block = { ...b, index, span: { start: b.span.start + shift, end: b.span.end + shift } };
  if (b.parts) moved.parts = b.parts.map((p) => ({ start: p.start + shift, end: p.end + shift }));
  if (b.nestedCode) moved.nestedCode = b.nestedCode.map((p) => ({ start: p.start + shift, end: p.end + shift }));
  return moved;
}
