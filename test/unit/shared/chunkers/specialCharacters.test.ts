// U+FEFF, U+00A0, U+2028, U+3000, U+180E and other characters that JS white-space handling and the parsers
// disagree on, typed one at a time or pasted in runs anywhere in a document, lose no text in any strategy.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STRATEGIES } from '../../../../shared/chunkers';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import type { InputKind } from '../../../../shared/model/types';
import { firstLost, keptCharacters, SPECIAL_CHARACTERS } from '../../../helpers/keptText';
import { keptByChonkieTable, keptByMastraSemanticMarkdown } from '../../../helpers/libraryDrops';
import { seededRandom } from '../../../helpers/randomEdits';

const MARKDOWN = `# Title

First paragraph with words. Second sentence here.

## Part one

- item alpha
- item beta

| col a | col b |
|---|---|
| one | two |

\`\`\`js
const x = 1;
\`\`\`

Last line ends here z9`;

/**
 * Inserts a special character (typing) or a run of them with letters (pasting) at random places, half of them
 * at a line start, where block syntax begins. `specials` defaults to all of SPECIAL_CHARACTERS.
 */
function mutate(text: string, random: () => number, edits: number, specials = SPECIAL_CHARACTERS): string {
  let out = text;
  for (let e = 0; e < edits; e++) {
    const lineStarts = [0, ...[...out.matchAll(/\n/g)].map((m) => m.index! + 1)];
    const at = random() < 0.5 ? lineStarts[Math.floor(random() * lineStarts.length)] : Math.floor(random() * (out.length + 1));
    const pick = () => specials[Math.floor(random() * specials.length)];
    const inserted = random() < 0.5 ? pick() : `${pick()}${pick()}q${pick()}`;
    out = out.slice(0, at) + inserted + out.slice(at);
  }
  return out;
}

/** Markdown takes every one of them, U+FEFF at the start of a parsed region included (it lost `# Title`'s `e`). */
const MARKDOWN_SAFE = SPECIAL_CHARACTERS;

function check(kind: InputKind, text: string, expected: string[], label: string): void {
  for (const strategy of STRATEGIES.filter((s) => s.inputKinds.includes(kind))) {
    const settings = resolveSettings({}, kind, { strategy: strategy.id, budgets: {} });
    const { chunks } = analyze({ kind, text, documentId: 'doc', settings });
    // Haystack's MarkdownHeaderSplitter drops the text before its first header and the headers of empty sections
    // at the end (docs/strategies.md): it keeps what lies from its first chunk to its last.
    // chonkie-table returns no fenced code or images, and Mastra's semantic-markdown rewrites headings.
    const kept =
      strategy.id === 'haystack-markdown-header'
        ? keptCharacters(text.slice(chunks[0]?.spans[0]?.start ?? 0, chunks.at(-1)?.spans.at(-1)?.end ?? 0))
        : strategy.id === 'chonkie-table' && (kind === 'markdown' || kind === 'text')
          ? keptCharacters(keptByChonkieTable(text))
          : strategy.id === 'mastra-semantic-markdown' && (kind === 'markdown' || kind === 'text')
            ? keptCharacters(keptByMastraSemanticMarkdown(text))
            : expected;
    const lost = firstLost(kept, chunks);
    assert.equal(lost, undefined, `${label} · ${strategy.id}: kept character ${JSON.stringify(lost?.char)} #${lost?.index} is in no chunk, in ${JSON.stringify(text)}`);
  }
}

describe('special characters typed or pasted anywhere', () => {
  it('Markdown and plain text: every letter and digit stays in the chunks, in order, for every strategy', () => {
    const random = seededRandom(2028);
    for (let round = 0; round < 40; round++) {
      const markdown = mutate(MARKDOWN, random, 1 + (round % 6), MARKDOWN_SAFE);
      check('markdown', markdown, keptCharacters(markdown), `markdown round ${round}`);
      const text = mutate(MARKDOWN, random, 1 + (round % 6));
      check('text', text, keptCharacters(text), `text round ${round}`);
    }
  });

  it('a special character right before a heading keeps the heading text whole', () => {
    for (const special of MARKDOWN_SAFE) {
      const text = `${special}# Title\n\nBody text.\n\n${special}## Sub\n\nMore text.\n`;
      for (const strategy of ['markdown-spec', 'paragraph-semantic', 'adaptive-section'] as const) {
        const settings = resolveSettings({}, 'markdown', { strategy, budgets: {} });
        const { chunks } = analyze({ kind: 'markdown', text, documentId: 'doc', settings });
        const paths = chunks.flatMap((c) => [...c.headingsPath, c.heading?.heading ?? '']).join(' ');
        assert.doesNotMatch(paths, /Titl(?!e)|(?<!S)ub\b(?<!Sub)/, `${strategy} ${JSON.stringify(special)}: ${paths}`);
        assert.equal(firstLost(keptCharacters(text), chunks), undefined, `${strategy} ${JSON.stringify(special)}`);
      }
    }
  });

  it('LightRAG blocks, page lists and MinerU content lists keep every letter of their strings', () => {
    const random = seededRandom(3000);
    for (let round = 0; round < 20; round++) {
      const body = mutate('Alpha beta gamma. Delta epsilon zeta eta.', random, 1 + (round % 4));
      const heading = mutate('Heading text', random, 1);
      const expected = keptCharacters(`${heading}${body}`);
      // `recursive` chunks a block's content only; its heading is metadata that P alone puts in chunks.
      check('blocks-jsonl', `${JSON.stringify({ type: 'content', heading: 'Heading', content: `${heading} ${body}` })}\n`, expected, `blocks round ${round}`);
      check('pages', JSON.stringify([{ page_num: 0, text: `${heading} ${body}` }]), expected, `pages round ${round}`);
      check('mineru', JSON.stringify([{ type: 'text', text: heading, text_level: 1 }, { type: 'text', text: body }]), expected, `mineru round ${round}`);
    }
  });
});
