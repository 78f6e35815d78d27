// Property tests (fast-check) for every strategy over generated Markdown, .blocks.jsonl, content lists and
// page lists: no letter or digit lost, spans ordered inside the document, no empty chunk, deterministic
// output, and incremental analysis equal to a fresh one after random edits.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { STRATEGIES } from '../../../../shared/chunkers';
import { resolveSettings } from '../../../../shared/config/config';
import { flatText } from '../../../../shared/text/documentText';
import { analyze, createAnalysisCache, type Analysis } from '../../../../shared/engine/engine';
import type { Chunk, InputKind, StrategyId } from '../../../../shared/model/types';
import { firstLost, keptCharacters } from '../../../helpers/keptText';
import { keptByChonkieTable, keptByMastraSemanticMarkdown } from '../../../helpers/libraryDrops';
import { blocksJsonl, contentList, doclingDocument, markdownDocument, pageList } from '../../../helpers/arbitraries';
import { randomEdit, seededRandom } from '../../../helpers/randomEdits';

/** Small budgets, so that generated documents make several chunks and split their blocks. */
const BUDGETS: Partial<Record<StrategyId, object>> = {
  'markdown-spec': { maxTokens: 60, targetTokens: 40, minTokens: 5, overlapTokens: 10 },
  'paragraph-semantic': { maxTokens: 60, overlapTokens: 10 },
  recursive: { maxTokens: 40, overlapTokens: 8 },
  sentence: { maxTokens: 40, maxChars: 150 },
  'adaptive-section': { maxTokens: 60, largeThreshold: 40 },
  mineru: { maxChars: 200 },
};

function run(kind: InputKind, strategy: StrategyId, text: string, cache?: ReturnType<typeof createAnalysisCache>): Analysis {
  const settings = resolveSettings({ budgets: { [strategy]: BUDGETS[strategy] } }, kind, { strategy, budgets: {} });
  return analyze({ kind, text, documentId: 'doc', settings }, cache);
}

/**
 * The letters and digits a strategy must keep, in the order chunks give them (the README's exclusions): Markdown
 * and text without HTML comments (markdown-spec leaves comments out, sentence reads `<!-- PageBreak -->` as a
 * page break) and, for markdown-spec on Markdown, without heading lines (headings are not content there: an
 * orphan heading is in no chunk), for the LangChain Markdown header strategies without `#` to `###` heading
 * lines (LangChain puts them in metadata), for Haystack's MarkdownHeaderSplitter what lies from its first chunk to its
 * last, for chonkie-table the text outside fenced code and images, for mastra-semantic-markdown the text outside
 * heading lines; a block line's content (headings are metadata, and P names a merged chunk
 * after its first block); an element's or page's text.
 */
function expectedText(kind: InputKind, strategy: StrategyId, text: string, chunks: readonly Chunk[]): string[] {
  switch (kind) {
    case 'markdown':
    case 'text': {
      // Haystack's MarkdownHeaderSplitter drops the text before its first header and the headers of empty
      // sections at the end (docs/strategies.md): what it keeps runs from its first chunk to its last.
      // chonkie-table returns no fenced code or images, and Mastra's semantic-markdown rewrites headings.
      const kept =
        strategy === 'haystack-markdown-header'
          ? text.slice(chunks[0]?.spans[0]?.start ?? 0, chunks.at(-1)?.spans.at(-1)?.end ?? 0)
          : strategy === 'chonkie-table'
            ? keptByChonkieTable(text)
            : strategy === 'mastra-semantic-markdown'
              ? keptByMastraSemanticMarkdown(text)
              : text;
      const content = kept.replace(/<!--[\s\S]*?-->/g, ' ');
      if (kind === 'markdown' && strategy === 'markdown-spec') return keptCharacters(content.replace(/(^|\n)#{1,6} [^\n]*/g, ' '));
      // LangChain's MarkdownHeaderTextSplitter (strip_headers, # to ### by default) moves headings into metadata.
      if (strategy.startsWith('langchain-markdown-header')) return keptCharacters(content.replace(/(^|\n)#{1,3} [^\n]*/g, ' '));
      return keptCharacters(content);
    }
    case 'blocks-jsonl':
      return keptCharacters(text.split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { content: string }).content).join(' '));
    case 'mineru':
      return keptCharacters((JSON.parse(text) as Array<{ text: string }>).map((i) => i.text).join(' '));
    case 'docling':
      // Headings are metadata of the chunks under them (the heading path), not content.
      return keptCharacters((JSON.parse(text) as { texts: Array<{ text: string; label: string }> }).texts.filter((t) => t.label !== 'title' && t.label !== 'section_header').map((t) => t.text).join(' '));
    case 'pages':
      return keptCharacters((JSON.parse(text) as Array<{ text: string }>).map((p) => p.text).join(' '));
  }
}

/** The first expected letter the chunks hold fewer times than the source does, order aside. */
function firstMissing(expected: string[], chunks: readonly Chunk[]): { index: number; char: string } | undefined {
  const held = new Map<string, number>();
  for (const ch of keptCharacters(chunks.map((c) => `${c.headingsPath.join('')}${c.heading?.heading ?? ''}${c.content}`).join(''))) held.set(ch, (held.get(ch) ?? 0) + 1);
  for (let i = 0; i < expected.length; i++) {
    const left = held.get(expected[i]) ?? 0;
    if (left === 0) return { index: i, char: expected[i] };
    held.set(expected[i], left - 1);
  }
  return undefined;
}

function checkProperties(kind: InputKind, strategy: StrategyId, text: string): void {
  const a = run(kind, strategy, text);
  const source = flatText(a.doc.text);
  const label = `${strategy} on ${JSON.stringify(text.slice(0, 200))}`;
  assert.ok(!a.findings.some((f) => f.ruleId === 'CK900'), `${label}: internal error ${a.findings.find((f) => f.ruleId === 'CK900')?.message}`);
  const expected = expectedText(kind, strategy, text, a.chunks);
  // The one reordering a strategy makes on purpose: sentence, like Azure's splitter, puts a carried-forward
  // sentence head after its tail that did not fit (README, sentence); there the letters are checked as a multiset.
  const headAfterTail = (c: Chunk) => c.notes.some((n) => /its tail did not fit and is in the chunk before/.test(n.detail ?? ''));
  const reordered = a.chunks.some(headAfterTail);
  const lost = reordered ? firstMissing(expected, a.chunks) : firstLost(expected, a.chunks);
  assert.equal(lost, undefined, `${label}: ${JSON.stringify(lost?.char)} (#${lost?.index}) is in no chunk`);
  let lastStart = 0;
  for (const c of a.chunks) {
    assert.match(c.content, /[^\s\uFEFF]/u, `${label}: chunk ${c.index} is empty`);
    for (const s of c.spans) assert.ok(0 <= s.start && s.start <= s.end && s.end <= source.length, `${label}: span ${s.start}-${s.end} outside the document`);
    const own = c.spans.filter((s) => !s.overlap);
    if (own.length) {
      if (!headAfterTail(c)) assert.ok(own[0].start >= lastStart, `${label}: chunk ${c.index} starts at ${own[0].start}, before ${lastStart}`);
      lastStart = Math.max(lastStart, own[0].start);
    }
  }
  const again = run(kind, strategy, text);
  assert.deepEqual(again.chunks, a.chunks, `${label}: not deterministic`);
}

/** PROPERTY_RUNS and PROPERTY_SEED run longer or other searches; `npm test` runs 40 fixed cases per property. */
const RUNS = { numRuns: Number(process.env.PROPERTY_RUNS ?? 40), seed: Number(process.env.PROPERTY_SEED ?? 16), includeErrorInReport: true };

describe('properties of every strategy', () => {
  for (const [kind, arbitrary] of [['markdown', markdownDocument()], ['text', markdownDocument()], ['blocks-jsonl', blocksJsonl], ['mineru', contentList], ['docling', doclingDocument], ['pages', pageList]] as const) {
    for (const strategy of STRATEGIES.filter((s) => s.inputKinds.includes(kind))) {
      it(`${strategy.id} on generated ${kind}: text kept in order, spans ordered and inside, no empty chunk, deterministic`, () => {
        fc.assert(fc.property(arbitrary, (text) => checkProperties(kind, strategy.id, text)), RUNS);
      });
    }
  }

  it('incremental analysis equals a fresh one after random edits of generated Markdown, for every Markdown strategy', () => {
    fc.assert(
      fc.property(markdownDocument(20), fc.integer({ min: 1, max: 1_000_000 }), (start, seed) => {
        for (const strategy of STRATEGIES.filter((s) => s.inputKinds.includes('markdown'))) {
          const random = seededRandom(seed);
          const cache = createAnalysisCache();
          let text = start;
          run('markdown', strategy.id, text, cache);
          for (let step = 0; step < 8; step++) {
            text = randomEdit(text, random);
            const incremental = run('markdown', strategy.id, text, cache);
            const fresh = run('markdown', strategy.id, text);
            assert.deepEqual(incremental.chunks, fresh.chunks, `${strategy.id}, seed ${seed}, step ${step}`);
            assert.deepEqual(incremental.findings, fresh.findings, `${strategy.id}, seed ${seed}, step ${step}`);
          }
        }
      }),
      { ...RUNS, numRuns: Math.ceil(RUNS.numRuns / 3) },
    );
  });
});
