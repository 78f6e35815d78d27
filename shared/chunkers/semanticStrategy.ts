// The adapter from a semantic splitter (LangChain SemanticChunker, LlamaIndex SemanticSplitterNodeParser,
// chonkie SemanticChunker, LightRAG V) to a chunklens strategy: the library adapter (libraryStrategy.ts) for arguments, chunks and records,
// plus the `embeds` hook through which the caller hands in the vectors, and the fallback to `recursive`, said in a
// CK101 finding, when they are missing.

import type { Problem } from '../model/types';
import { flatText } from '../text/documentText';
import type { Tokenizer, TokenizerId } from '../tokenizers';
import { validateArguments, type ArgumentRules } from './libraryArguments';
import type { LibraryPiece } from './libraryChunks';
import { libraryStrategy, splitterInfo, type LibrarySplitterInfo } from './libraryStrategy';
import { chunkRecursive } from './recursive';
import type { ArgumentSchema, ArgumentSpec, OptionProblem, Strategy, StrategyOptions, TextEmbeddings } from './types';

/** The value types of the semantic splitters' arguments. */
export type SemanticArgType = 'wholeNumber' | 'positiveInt' | 'optionalPositiveInt' | 'number' | 'optionalNumber' | 'bool' | 'regex' | 'choice' | 'optionalChoice' | 'delimiters';

export interface SemanticArgSpec extends ArgumentSpec {
  type: SemanticArgType;
  /** The allowed values of a `choice` (an `optionalChoice` also allows null). */
  choices?: readonly string[];
}

/** What a semantic splitter gives the adapter. */
export interface SemanticSplitter extends LibrarySplitterInfo {
  schema: ArgumentSchema<SemanticArgSpec>;
  /** Checks across arguments (a regex that does not compile), with the library's words. */
  check?: (options: StrategyOptions) => OptionProblem[];
  defaultTokenizer: TokenizerId;
  /** Why a chunk's text differs from the source where it does. */
  rewrite: string;
  /** Written from a specification, not a library's code (LightRAG V): the strategy has no `library` to pin. */
  fromSpec?: boolean;
  /**
   * The texts the library embeds for `text`, in its order; a library that embeds in rounds lists a round's texts
   * once `known` holds every earlier one (Strategy.embeds.textsToEmbed).
   */
  embedTexts(text: string, options: StrategyOptions, known?: TextEmbeddings): string[];
  /** The library's output for `text`, with `vectors[i]` the embedding of `embedTexts(text, options, known)[i]` (every one known). */
  split(text: string, options: StrategyOptions, tokenizer: Tokenizer, vectors: ReadonlyArray<readonly number[]>): LibraryPiece[];
}

/** The budgets of the fallback: LightRAG R's chunk_token_size and chunk_overlap_token_size. */
const FALLBACK_BUDGETS = { maxTokens: 1200, overlapTokens: 100 };

/** How the command line is given an embeddings endpoint: the end of the fallback's finding unless the caller words it. */
export const EMBEDDINGS_SETTING_HINT = 'give an OpenAI-compatible embeddings endpoint: --embeddings-url URL --embeddings-model MODEL (chunklens chunk, compare)';

const RULES: ArgumentRules<SemanticArgSpec> = {
  noun: 'splitter',
  checkValue: (name, spec, value) => {
    const problem = checkValue(spec, value);
    return problem ? [{ path: name, message: problem }] : [];
  },
  crossCheck: () => [],
};

function checkValue(spec: SemanticArgSpec, v: unknown): string | undefined {
  const got = JSON.stringify(v);
  switch (spec.type) {
    case 'wholeNumber':
      return Number.isInteger(v) && (v as number) >= 0 ? undefined : `must be a whole number >= 0, got ${got}`;
    case 'positiveInt':
      return Number.isInteger(v) && (v as number) > 0 ? undefined : `must be a whole number > 0, got ${got}`;
    case 'optionalPositiveInt':
      return v === null || (Number.isInteger(v) && (v as number) > 0) ? undefined : `must be a whole number > 0 or null, got ${got}`;
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? undefined : `must be a number, got ${got}`;
    case 'optionalNumber':
      return v === null || (typeof v === 'number' && Number.isFinite(v)) ? undefined : `must be a number or null, got ${got}`;
    case 'bool':
      return typeof v === 'boolean' ? undefined : `must be true or false, got ${got}`;
    case 'regex':
      return typeof v === 'string' ? undefined : `must be a regular expression (a string), got ${got}`;
    case 'choice':
      return spec.choices!.includes(v as string) ? undefined : `must be one of ${spec.choices!.map((c) => JSON.stringify(c)).join(', ')}, got ${got}`;
    case 'optionalChoice':
      return v === null || spec.choices!.includes(v as string) ? undefined : `must be one of ${spec.choices!.map((c) => JSON.stringify(c)).join(', ')} or null, got ${got}`;
    case 'delimiters':
      return typeof v === 'string' || (Array.isArray(v) && v.every((d) => typeof d === 'string')) ? undefined : `must be a string or a list of strings, got ${got}`;
  }
}

function base(def: SemanticSplitter) {
  return {
    ...splitterInfo(def),
    schema: def.schema,
    rules: { ...RULES, crossCheck: (o: Record<string, unknown>) => def.check?.(o) ?? [] },
    defaultTokenizer: () => def.defaultTokenizer,
    rewrite: def.rewrite,
  };
}

/**
 * The strategy of `def` with `options` (the library's defaults where absent) reading vectors from `embeddings`,
 * its fallback finding ending with `howToEmbed`. Built once per arguments and embeddings; `withOptions` keeps the
 * embeddings, `embeds.withEmbeddings` the arguments.
 */
export function semanticStrategy(def: SemanticSplitter, options: StrategyOptions = validateArguments(def.schema, {}, RULES).options, embeddings?: TextEmbeddings, howToEmbed = EMBEDDINGS_SETTING_HINT): Strategy {
  const { library, ...shell } = libraryStrategy({ ...base(def), split: () => [] }, options);
  return {
    ...shell,
    ...(def.fromSpec ? {} : { library }),
    withOptions: (next) => semanticStrategy(def, next, embeddings, howToEmbed),
    embeds: {
      textsToEmbed: (text, known) => def.embedTexts(text, options, known),
      withEmbeddings: (next, hint) => semanticStrategy(def, options, next, hint),
    },
    chunk(doc, ctx) {
      const text = flatText(doc.text);
      // Without embeddings the texts are not even listed: a keystroke in the editor pays R alone.
      const texts = embeddings ? def.embedTexts(text, options, embeddings) : [];
      const vectors = texts.map((t) => embeddings!.vectorOf(t));
      const missing = vectors.filter((v) => v === undefined).length;
      if (embeddings && missing === 0) {
        const split = (t: string, o: StrategyOptions, tokenizer: Tokenizer) => def.split(t, o, tokenizer, vectors as number[][]);
        return libraryStrategy({ ...base(def), split }, options).chunk(doc, ctx);
      }
      const why = embeddings ? `the embeddings of ${embeddings.model} lack ${missing} of the ${texts.length} texts it compares` : 'no embeddings endpoint is configured';
      const message = `${def.library.splitter}: ${why}, so these are recursive's chunks (LightRAG R, ${FALLBACK_BUDGETS.maxTokens} tokens, overlap ${FALLBACK_BUDGETS.overlapTokens}), as LightRAG V falls back without an embedding model. To chunk by meaning, ${howToEmbed}`;
      const fallback = chunkRecursive(doc, { ...ctx, budgets: FALLBACK_BUDGETS }, def.id);
      const problem: Problem = { span: { start: 0, end: 0 }, message, code: 'CK101', severity: 'warning' };
      const chunks = fallback.chunks.map((c) => ({ ...c, libraryRecord: { tokens: c.tokens, content: c.content, chunk_order_index: c.index } }));
      return { chunks, problems: [problem, ...fallback.problems] };
    },
  };
}
