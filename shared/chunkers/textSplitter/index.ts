// Strategies `text-splitter-markdown` and `text-splitter-text`: semantic-text-splitter's MarkdownSplitter and
// TextSplitter (the Rust crate text-splitter 0.32.0 by benbrandt, through its Python binding's arguments) on the
// whole document, through the library adapter. Every chunk is a slice of the text, so its spans are exact.

import type { StrategyId } from '../../model/types';
import type { TokenizerId } from '../../tokenizers';
import { libraryStrategy } from '../libraryStrategy';
import { wholeText } from '../mappedText';
import type { LibraryInfo, Strategy, StrategyOptions } from '../types';
import { capacityOf, encodingForModel, TEXT_SPLITTER_RULES, TEXT_SPLITTER_SCHEMA } from './options';
import { splitChunks, type SplitterKind } from './splitChunks';

/** The release reproduced: tag v0.32.0 of github.com/benbrandt/text-splitter (crate and Python binding). */
export const TEXT_SPLITTER_VERSION = '0.32.0';

/** The tokenizer that sizes chunks: `from_tiktoken_model`'s encoding, else the crate's default `Characters`. */
function sizerOf(options: StrategyOptions): TokenizerId {
  const model = options.tiktoken_model as string | null;
  return (model !== null && encodingForModel(model)) || 'chars';
}

function splitterStrategy(id: StrategyId, kind: SplitterKind, splitter: string, description: string): Strategy {
  const library: LibraryInfo = { library: 'semantic-text-splitter', language: 'python', splitter, version: TEXT_SPLITTER_VERSION };
  return libraryStrategy({
    id,
    library,
    description,
    inputKinds: kind === 'markdown' ? ['markdown', 'text'] : ['text', 'markdown'],
    schema: TEXT_SPLITTER_SCHEMA,
    rules: TEXT_SPLITTER_RULES,
    defaultTokenizer: sizerOf,
    rewrite: 'no rewrite: every chunk is a slice of the text',
    split(text, options, tokenizer) {
      const config = { capacity: capacityOf(options.capacity), overlap: options.overlap as number, trim: options.trim as boolean };
      const offsets = charOffsets(text);
      return splitChunks(kind, text, config, tokenizer).map((c) => ({
        content: wholeText(text.slice(c.start, c.end), c.start),
        headingsPath: [],
        record: { chunk: text.slice(c.start, c.end), char_offset: offsets(c.start) },
      }));
    },
  });
}

/** UTF-16 offsets to code point offsets (the binding's `chunk_indices`), for offsets asked in increasing order. */
function charOffsets(text: string): (offset: number) => number {
  let at = 0;
  let points = 0;
  return (offset) => {
    if (offset < at) at = points = 0;
    for (; at < offset; at++) if ((text.charCodeAt(at) & 0xfc00) !== 0xdc00 || at === 0 || (text.charCodeAt(at - 1) & 0xfc00) !== 0xd800) points++;
    return points;
  };
}

/** `text-splitter-markdown` and `text-splitter-text`, with the binding's defaults (`withOptions` gives others). */
export const TEXT_SPLITTER_STRATEGIES: Strategy[] = [
  splitterStrategy(
    'text-splitter-markdown',
    'markdown',
    'MarkdownSplitter',
    'semantic-text-splitter MarkdownSplitter: the largest Markdown units (headings, blocks, inline, then sentences, words) that fit capacity',
  ),
  splitterStrategy(
    'text-splitter-text',
    'text',
    'TextSplitter',
    'semantic-text-splitter TextSplitter: the largest runs of line breaks, then sentences, words, graphemes that fit capacity',
  ),
];
