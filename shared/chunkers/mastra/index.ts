// Strategy `mastra-semantic-markdown`: Mastra's `semantic-markdown` chunking (@mastra/rag 2.6.4,
// `MDocument.fromMarkdown(text).chunk({ strategy: 'semantic-markdown', ... })`) through the library adapter.
//
// Invariant: a chunk's content is Mastra's chunk text character for character; its spans are the heading lines
// and section texts it is made of (the `\n\n` Mastra puts before a merged heading, and a space it writes for
// other whitespace after the `#`s, are in no span).

import type { LibraryInfo, Strategy } from '../types';
import { libraryStrategy } from '../libraryStrategy';
import { encodingOf, SEMANTIC_MARKDOWN_ARGUMENTS, SEMANTIC_MARKDOWN_SCHEMA, SPECIAL_TOKENS } from './options';
import { semanticMarkdown } from './semanticMarkdown';

/** The release of @mastra/rag reproduced (js-tiktoken 1.0.21 counts its tokens). */
export const MASTRA_RAG_VERSION = '2.6.4';

const LIBRARY: LibraryInfo = { library: '@mastra/rag', language: 'typescript', splitter: 'SemanticMarkdownTransformer', version: MASTRA_RAG_VERSION };

/** `mastra-semantic-markdown` with Mastra's defaults (`withOptions` gives others). */
export const MASTRA_STRATEGIES: readonly Strategy[] = [
  libraryStrategy({
    id: 'mastra-semantic-markdown',
    library: LIBRARY,
    description: "Mastra semantic-markdown: sections at headings, merged bottom-up into their parent or sibling while under joinThreshold tokens",
    inputKinds: ['markdown', 'text'],
    schema: SEMANTIC_MARKDOWN_SCHEMA,
    rules: SEMANTIC_MARKDOWN_ARGUMENTS,
    defaultTokenizer: encodingOf,
    rewrite: 'Mastra rejoins a merged section under its heading after a blank line, writes one space after the #s and trims each section',
    split: (text, o, tokenizer) =>
      semanticMarkdown(
        text,
        {
          joinThreshold: o.joinThreshold as number,
          stripWhitespace: o.stripWhitespace as boolean,
          specialTokens: SPECIAL_TOKENS[encodingOf(o)] ?? [],
          allowedSpecial: o.allowedSpecial as 'all' | string[],
          disallowedSpecial: o.disallowedSpecial as 'all' | string[],
        },
        tokenizer,
      ).map((c) => ({ content: c.content, headingsPath: c.heading ? [c.heading] : [], record: { text: c.content.text, metadata: { tokenCount: c.tokenCount } } })),
  }),
];
