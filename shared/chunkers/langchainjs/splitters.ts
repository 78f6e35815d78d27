// The LangChain.js splitters chunklens reproduces, with their constructor fields and defaults as
// @langchain/textsplitters 1.0.2 declares them.

import type { Tokenizer } from '../../tokenizers';
import type { LibraryInfo, OptionProblem, StrategyOptions } from '../types';
import type { LangchainDocument, LangchainSplitter } from '../langchain/langchainStrategy';
import { wholeText, type MappedText } from '../mappedText';
import type { OptionSchema } from '../langchain/options';
import { jsRecords } from './jsRecords';
import { splitCharacterJs, splitRecursiveJs, type JsSplitterArgs } from './jsTextSplitter';

/** The version of @langchain/textsplitters these strategies reproduce (the one in package.json). */
export const LANGCHAINJS_VERSION = '1.0.2';

/** `getSeparatorsForLanguage("markdown")`: literal separators, headings from level 2. */
export const JS_MARKDOWN_SEPARATORS: readonly string[] = ['\n## ', '\n### ', '\n#### ', '\n##### ', '\n###### ', '```\n\n', '\n\n***\n\n', '\n\n---\n\n', '\n\n___\n\n', '\n\n', '\n', ' ', ''];

const JS_DEFAULT_SEPARATORS: readonly string[] = ['\n\n', '\n', ' ', ''];

const js = (splitter: string): LibraryInfo => ({ library: '@langchain/textsplitters', language: 'typescript', splitter, version: LANGCHAINJS_VERSION });

const BASE: OptionSchema = {
  chunkSize: { type: 'positiveInt', default: 1000 },
  chunkOverlap: { type: 'nonNegativeInt', default: 200 },
  keepSeparator: { type: 'bool', default: false },
};

const REWRITE = 'LangChain.js joined splits with the separator where the source holds other text between them (or trimmed, or dropped empty splits)';

/** The constructor's own check, with its message. */
function checkOverlap(o: StrategyOptions): OptionProblem[] {
  return (o.chunkOverlap as number) >= (o.chunkSize as number) ? [{ path: 'chunkOverlap', message: 'Cannot have chunkOverlap >= chunkSize' }] : [];
}

function args(o: StrategyOptions, tokenizer: Tokenizer): JsSplitterArgs {
  return { chunkSize: o.chunkSize as number, chunkOverlap: o.chunkOverlap as number, keepSeparator: o.keepSeparator as boolean, length: (t) => tokenizer.count(t) };
}

const plain = (docs: MappedText[]): LangchainDocument[] => docs.map((content) => ({ content, metadata: new Map() }));

export const LANGCHAINJS_SPLITTERS: readonly LangchainSplitter[] = [
  {
    id: 'langchainjs-recursive',
    library: js('RecursiveCharacterTextSplitter'),
    description: 'LangChain.js RecursiveCharacterTextSplitter (fromLanguage via "language"), lengths in UTF-16 units',
    inputKinds: ['markdown', 'text'],
    schema: { ...BASE, keepSeparator: { type: 'bool', default: true }, separators: { type: 'separators', default: null }, language: { type: 'jsLanguage', default: null } },
    check: checkOverlap,
    defaultTokenizer: 'utf16',
    rewrite: REWRITE,
    split: (text, o, t) => {
      const separators = o.language === 'markdown' ? JS_MARKDOWN_SEPARATORS : ((o.separators as string[] | null) ?? JS_DEFAULT_SEPARATORS);
      return plain(splitRecursiveJs(wholeText(text), separators, args(o, t)));
    },
    records: jsRecords,
  },
  {
    id: 'langchainjs-character',
    library: js('CharacterTextSplitter'),
    description: 'LangChain.js CharacterTextSplitter: cut at one literal separator ("\\n\\n"), merge up to chunkSize',
    inputKinds: ['markdown', 'text'],
    schema: { ...BASE, separator: { type: 'string', default: '\n\n' } },
    check: checkOverlap,
    defaultTokenizer: 'utf16',
    rewrite: REWRITE,
    split: (text, o, t) => plain(splitCharacterJs(wholeText(text), o.separator as string, args(o, t))),
    records: jsRecords,
  },
  {
    id: 'langchainjs-markdown',
    library: js('MarkdownTextSplitter'),
    description: "LangChain.js MarkdownTextSplitter: the recursive splitter with LangChain.js's Markdown separators (headings from ##)",
    inputKinds: ['markdown', 'text'],
    schema: { ...BASE, keepSeparator: { type: 'bool', default: true } },
    check: checkOverlap,
    defaultTokenizer: 'utf16',
    rewrite: REWRITE,
    split: (text, o, t) => plain(splitRecursiveJs(wholeText(text), JS_MARKDOWN_SEPARATORS, args(o, t))),
    records: jsRecords,
  },
];
