// Parses and validates CLI arguments (docs/cli.md). Every mistake is a UsageError (exit 2).

import { parseArgs } from 'node:util';
import { findStrategy, STRATEGIES } from '../../shared/chunkers';
import type { StrategyId } from '../../shared/model/types';
import { isTokenizerEngine, isTokenizerId, TOKENIZER_IDS } from '../../shared/tokenizers';
import { DIALECT_SETTINGS, isDialectSetting } from '../../shared/parse/dialect';
import { isSiteSetting, SITE_SETTINGS } from '../../shared/sites/siteReading';

import { CHUNK_FORMATS, type ChunkFormat } from './chunkFormats';
import { COMPARE_FORMATS, type CompareFormat } from './compareFormats';
import { DIFF_FLAGS, DIFF_LINT_FLAGS, type DiffOptions, readDiffOptions } from './diff/diffArgs';
import { DIFF_FORMATS } from './diff/diffFormats';
import { EMBEDDING_FLAGS, EVAL_FLAGS, type EmbeddingEndpoint, type EvalOptions, readEmbeddingEndpoint, readEvalOptions } from './eval/evalArgs';
import { EVAL_FORMATS } from './eval/evalFormats';
import { formatChoices, readFormat } from './format/outputFormat';
import { QUERY_FORMATS, type QueryFormat } from './queryFormats';
import { STATS_FORMATS, type StatsFormat } from './statsFormats';
import { STRATEGIES_FORMATS, type StrategiesFormat } from './strategiesFormats';
import { checkPaths, LINT_FLAGS, type LintOptions, readLintOptions, readTimeLimit } from './lint/lintArgs';
import { LINT_FORMATS } from './lint/lintFormats';
import { embeddingModelProblem } from '../../shared/model/embeddingModels';
import { BUDGET_FLAGS, type Overrides } from './overrides';
import { UsageError } from './usageError';

export { UsageError };
/** Re-exported for the commands that pass a command line's overrides on. */
export type { Overrides };

export type Command =
  /** `embeddings`: the endpoint the semantic strategies embed through (`--embeddings-*`), when given. */
  | { name: 'chunk'; file: string; format: ChunkFormat; overrides: Overrides; config?: string; embeddings?: EmbeddingEndpoint }
  | ({ name: 'lint'; paths: string[]; overrides: Overrides; config?: string } & LintOptions)
  | { name: 'stats'; paths: string[]; format: StatsFormat; overrides: Overrides; config?: string; gitignore: boolean }
  | ({ name: 'diff'; overrides: Overrides; config?: string } & DiffOptions)
  | { name: 'compare'; file: string; strategies: [StrategyId, StrategyId]; format: CompareFormat; overrides: Overrides; config?: string; embeddings?: EmbeddingEndpoint }
  | {
      name: 'query';
      query: string;
      paths: string[];
      top: number;
      format: QueryFormat;
      overrides: Overrides;
      config?: string;
      gitignore: boolean;
      /** `--strategy A --strategy B`: the question ranked under each, side by side (`overrides.strategy` unset). */
      compared?: [StrategyId, StrategyId];
    }
  | ({
      name: 'eval';
      /** One entry per `--strategy`; `[undefined]` when none is given (each file's configured strategy). */
      strategies: Array<StrategyId | undefined>;
      overrides: Overrides;
      config?: string;
    } & EvalOptions)
  | { name: 'strategies'; format: StrategiesFormat }
  /** `lsp [--stdio]`: the language server over standard input and output. */
  | { name: 'lsp' }
  | { name: 'help' }
  | { name: 'version' };

export const USAGE = `Usage:
  chunklens chunk FILE [--strategy ID] [--tokenizer ${TOKENIZER_IDS.join('|')}] [--tokenizer-engine js|wasm]
                       [--max-tokens N] [--target-tokens N] [--min-tokens N] [--overlap N]
                       [--max-chars N] [--overlap-percent N] [--large-threshold N]
                       [--options JSON] [--format ${formatChoices(CHUNK_FORMATS)}] [--config FILE] [--dialect ${DIALECT_SETTINGS.join('|')}]
                       [--site ${SITE_SETTINGS.join('|')}]
                       [--max-file-mb N] [--time-limit S]
                       [--embeddings-url URL --embeddings-model M [--embeddings-key-env VAR] [--embeddings-batch N]
                        [--embeddings-timeout S] [--embeddings-cache DIR]]   (the endpoint the semantic strategies
                                     embed sentences through, cached by model and text; without it they fall back
                                     to recursive with a CK101 finding)
  chunklens lint PATH... [--format ${formatChoices(LINT_FORMATS)}] [--jobs N] [--quiet] [--max-warnings N]
                         [--no-gitignore] [--baseline FILE] [--write-baseline FILE] [--cache] [--cache-location FILE]
                         [--shard i/n] [same strategy, tokenizer, budget, --options, dialect and site flags]
                         [--max-file-mb N]   (files over N MiB, default 32, are skipped with a note)
                         [--pipeline-findings summary|inline]  (findings only a strategy or budget choice fixes:
                                              counted after the run, default, or listed per file and line too)
                         [--embedding-model NAME|N]  (CK011: chunks longer than the model reads, e.g.
                                              all-MiniLM-L6-v2, text-embedding-3-small, or a limit in tokens)
                         [--time-limit S]    (a file analysed longer, default 60 s, gets a CK900; runs of 16+ files
                                              or with this flag lint on worker threads)
  chunklens lint - --stdin-filename NAME [...]       (lint standard input as if it were NAME)
  chunklens stats PATH... [--format ${formatChoices(STATS_FORMATS)}] [--no-gitignore] [--max-file-mb N]
                          [same strategy, tokenizer, budget, --options, dialect and site flags]
  chunklens diff [BASE [HEAD]] [PATH...] [--format ${formatChoices(DIFF_FORMATS)}] [--price-per-million N]
                 [--jobs N] [--cache] [--cache-location FILE] [same strategy, tokenizer, budget, --options, dialect and site flags]
                                     (chunks that re-embed between git revisions BASE, default HEAD, and HEAD,
                                      default the working tree; PATHs after "--" when they could be revisions)
  chunklens diff --no-index OLD NEW [...]            (two files or folders instead of revisions)
  chunklens compare FILE --strategy A --strategy B [--format ${formatChoices(COMPARE_FORMATS)}]
                         [same tokenizer, budget, --options, dialect and site flags; each must mean something to both]
                         [same --embeddings-* flags as chunk]
  chunklens query "QUESTION" PATH... [--top N] [--format ${formatChoices(QUERY_FORMATS)}] [--no-gitignore]
                  [same strategy, tokenizer, budget, --options, dialect and site flags]   (BM25 over the chunks;
                                     --strategy A --strategy B ranks under each, one after the other)
  chunklens eval QUESTIONS [PATH...] [--strategy A [--strategy B ...]] [--top K] [--format ${formatChoices(EVAL_FORMATS)}]
                 [--retriever bm25|dense|hybrid|none] [--min-recall X] [--baseline previous.json] [--no-gitignore]
                 [--chroma-compat]   (place chunks and count touching ones as Chroma's evaluation code does)
                 [--embeddings-url URL --embeddings-model M [--embeddings-key-env VAR] [--embeddings-batch N]
                  [--embeddings-timeout S] [--embeddings-cache DIR]] [same tokenizer, budget, --options, dialect and
                  site flags]   (QUESTIONS: JSONL of quoted answers, or Chroma's questions_df.csv; exit 1 when
                                 recall is under --min-recall, a --baseline question broke, or a quote is gone)
  chunklens strategies [--format ${formatChoices(STRATEGIES_FORMATS)}]
  chunklens lsp [--stdio]            (the language server over standard input and output, for any LSP client;
                                      settings come from the editor and .chunklens.json)

PATH is a file, a folder, or a glob (quoted: "docs/**/*.md"); "!glob" or "!path" leaves files out.
--time-limit S applies to every command (default 60): a file analysed longer gets one CK900 finding,
"analysis stopped after N s", and the run goes on.

Strategies: ${STRATEGIES.map((s) => s.id).join(', ')}
Exit codes: 0 clean, 1 findings at error severity, 2 tool failure.`;

export function parseCommand(argv: string[]): Command {
  const options = {
    strategy: { type: 'string', multiple: true },
    top: { type: 'string' },
    tokenizer: { type: 'string' },
    'tokenizer-engine': { type: 'string' },
    dialect: { type: 'string' },
    site: { type: 'string' },
    format: { type: 'string' },
    config: { type: 'string' },
    ...LINT_FLAGS,
    ...DIFF_FLAGS,
    ...EVAL_FLAGS,
    options: { type: 'string' },
    'max-file-mb': { type: 'string' },
    'pipeline-findings': { type: 'string' },
    'embedding-model': { type: 'string' },
    'time-limit': { type: 'string' },
    stdio: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean' },
    ...Object.fromEntries(Object.keys(BUDGET_FLAGS).map((flag) => [flag, { type: 'string' }])),
  } as const;
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\.\s*(Did you forget|To specify).*$/s, '.'));
  }
  const { values: raw, positionals, tokens } = parsed as { values: Record<string, string | string[] | boolean | undefined>; positionals: string[]; tokens: { kind: string; index: number }[] };
  const strategies = (raw.strategy as string[] | undefined) ?? [];
  const values = { ...raw, strategy: strategies[0] } as Record<string, string | boolean | undefined>;
  const terminator = tokens.find((t) => t.kind === 'option-terminator')?.index ?? Infinity;
  const afterTerminator = tokens.filter((t) => t.kind === 'positional' && t.index > terminator).length;
  if (values.version) return { name: 'version' };
  if (values.help || positionals.length === 0) return { name: 'help' };
  const [name, ...rest] = positionals;
  if (name === 'strategies') {
    if (rest.length) throw new UsageError(`strategies takes no arguments, got ${rest.join(' ')}`);
    return { name, format: readFormat(STRATEGIES_FORMATS, values.format) };
  }
  if (name === 'lsp') {
    if (rest.length) throw new UsageError(`lsp takes no arguments, got ${rest.join(' ')}`);
    const flag = Object.keys(values).find((key) => key !== 'stdio' && values[key] !== undefined);
    if (flag) throw new UsageError(`--${flag} does not apply to lsp (its settings come from the editor and .chunklens.json)`);
    return { name };
  }
  if (values.stdio !== undefined) throw new UsageError('--stdio applies to lsp only');
  if (name === 'compare') return readCompare(rest, strategies, values);
  if (name === 'eval') return readEval(rest, strategies, values);
  const evalFlag = Object.keys(EVAL_FLAGS).find((f) => values[f] !== undefined && !(name === 'chunk' && EMBEDDING_FLAGS.includes(f)));
  if (evalFlag) throw new UsageError(`--${evalFlag} applies to ${EMBEDDING_FLAGS.includes(evalFlag) ? 'chunk, compare and eval' : 'eval'} only`);
  if (strategies.length > 1 && name !== 'query') throw new UsageError(`--strategy is given ${strategies.length} times; only compare and query take two`);
  if (values.top !== undefined && name !== 'query') throw new UsageError('--top applies to query and eval only');
  const overrides = readOverrides(values);
  const config = values.config as string | undefined;
  if (name !== 'lint') {
    const flag = Object.keys(LINT_FLAGS).find((f) => values[f] !== undefined && !((name === 'stats' || name === 'query') && f === 'no-gitignore') && !(name === 'diff' && DIFF_LINT_FLAGS.includes(f)));
    if (flag) throw new UsageError(`--${flag} applies to lint only`);
  }
  if (name !== 'diff') {
    const flag = Object.keys(DIFF_FLAGS).find((f) => values[f] !== undefined);
    if (flag) throw new UsageError(`--${flag} applies to diff only`);
  }
  if (name === 'diff') {
    const operands = rest.slice(0, rest.length - afterTerminator);
    return { name, overrides, config, ...readDiffOptions(values, operands, rest.slice(operands.length)) };
  }
  if (name === 'chunk') {
    if (rest.length !== 1) throw new UsageError(`chunk takes exactly one FILE, got ${rest.length}`);
    return { name, file: rest[0], format: readFormat(CHUNK_FORMATS, values.format), overrides, config, ...readEmbeddingFlags(values) };
  }
  if (name === 'lint') {
    if (rest.length === 0) throw new UsageError('lint takes at least one PATH');
    return { name, paths: rest, overrides, config, ...readLintOptions(values, rest) };
  }
  if (name === 'stats') {
    if (rest.length === 0) throw new UsageError('stats takes at least one PATH');
    checkPaths(rest);
    return { name, paths: rest, format: readFormat(STATS_FORMATS, values.format), overrides, config, gitignore: values['no-gitignore'] !== true };
  }
  if (name === 'query') {
    const [query, ...paths] = rest;
    if (query === undefined || !query.trim()) throw new UsageError('query takes a QUESTION (quoted) and at least one PATH');
    if (paths.length === 0) throw new UsageError('query takes at least one PATH after the QUESTION');
    checkPaths(paths);
    const format = readFormat(QUERY_FORMATS, values.format);
    const compared = strategies.length > 1 ? twoStrategies(strategies, values, 'query') : undefined;
    return { name, query, paths, top: readTop(values.top), format, overrides: compared ? { ...overrides, strategy: undefined } : overrides, config, gitignore: values['no-gitignore'] !== true, compared };
  }
  throw new UsageError(`unknown command "${name}" (expected chunk, lint, stats, diff, compare, query, eval, strategies or lsp)`);
}

/** `eval QUESTIONS [PATH...]`: any number of different strategies, lint's --baseline and --no-gitignore, no other lint or diff flag. */
function readEval(rest: string[], strategies: string[], values: Record<string, string | boolean | undefined>): Command {
  const flag = [...Object.keys(LINT_FLAGS), ...Object.keys(DIFF_FLAGS)].find((f) => values[f] !== undefined && f !== 'baseline' && f !== 'no-gitignore');
  if (flag) throw new UsageError(`--${flag} does not apply to eval`);
  const ids = strategies.map((id) => readOverrides({ ...values, strategy: id }).strategy!);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new UsageError(`eval takes each strategy once, got "${twice}" twice`);
  const options = readEvalOptions(rest, values);
  if (options.paths.length) checkPaths(options.paths);
  return { name: 'eval', strategies: ids.length ? ids : [undefined], overrides: readOverrides({ ...values, strategy: undefined }), config: values.config as string | undefined, ...options };
}

/** `compare FILE --strategy A --strategy B`: two different strategies, and the flags every command shares. */
function readCompare(rest: string[], strategies: string[], values: Record<string, string | boolean | undefined>): Command {
  if (rest.length !== 1) throw new UsageError(`compare takes exactly one FILE, got ${rest.length}`);
  if (strategies.length !== 2) throw new UsageError(`compare takes --strategy twice (A and B), got ${strategies.length}`);
  const flag = [...Object.keys(LINT_FLAGS), ...Object.keys(DIFF_FLAGS), ...Object.keys(EVAL_FLAGS).filter((f) => !EMBEDDING_FLAGS.includes(f)), 'top'].find((f) => values[f] !== undefined);
  if (flag) throw new UsageError(`--${flag} does not apply to compare`);
  const [a, b] = twoStrategies(strategies, values, 'compare');
  const format = readFormat(COMPARE_FORMATS, values.format);
  return { name: 'compare', file: rest[0], strategies: [a, b], format, overrides: readOverrides({ ...values, strategy: undefined }), config: values.config as string | undefined, ...readEmbeddingFlags(values) };
}

/** The embeddings endpoint of `chunk` and `compare` when any `--embeddings-*` flag is given (then URL and model are required). */
function readEmbeddingFlags(values: Record<string, string | boolean | undefined>): { embeddings?: EmbeddingEndpoint } {
  return EMBEDDING_FLAGS.some((f) => values[f] !== undefined) ? { embeddings: readEmbeddingEndpoint(values) } : {};
}

/** `--strategy` given twice: two known, different strategies. */
function twoStrategies(strategies: string[], values: Record<string, string | boolean | undefined>, command: string): [StrategyId, StrategyId] {
  if (strategies.length !== 2) throw new UsageError(`${command} takes --strategy once or twice (A and B), got ${strategies.length}`);
  const [a, b] = strategies.map((id) => readOverrides({ ...values, strategy: id }).strategy!);
  if (a === b) throw new UsageError(`${command} takes two different strategies, got "${a}" twice`);
  return [a, b];
}

/** `--top N`: a whole number ≥ 1, default 5. */
function readTop(raw: string | boolean | undefined): number {
  if (raw === undefined) return 5;
  if (!/^\d+$/.test(String(raw)) || Number(raw) < 1) throw new UsageError(`--top must be a whole number ≥ 1, got "${raw}"`);
  return Number(raw);
}

function readOverrides(values: Record<string, string | boolean | undefined>): Overrides {
  const overrides: Overrides = { budgets: {} };
  if (values.strategy !== undefined) {
    const strategy = findStrategy(String(values.strategy));
    if (!strategy) throw new UsageError(`unknown strategy "${values.strategy}" (expected one of ${STRATEGIES.map((s) => s.id).join(', ')})`);
    overrides.strategy = strategy.id;
  }
  if (values.tokenizer !== undefined) {
    if (!isTokenizerId(values.tokenizer)) throw new UsageError(`unknown tokenizer "${values.tokenizer}" (expected one of ${TOKENIZER_IDS.join(', ')})`);
    overrides.tokenizer = values.tokenizer;
  }
  const engine = values['tokenizer-engine'];
  if (engine !== undefined) {
    if (!isTokenizerEngine(engine)) throw new UsageError(`unknown tokenizer engine "${engine}" (expected js or wasm)`);
    overrides.tokenizerEngine = engine;
  }
  if (values.dialect !== undefined) {
    if (!isDialectSetting(values.dialect)) throw new UsageError(`unknown dialect "${values.dialect}" (expected one of ${DIALECT_SETTINGS.join(', ')})`);
    overrides.dialect = values.dialect;
  }
  if (values.site !== undefined) {
    if (!isSiteSetting(values.site)) throw new UsageError(`unknown site "${values.site}" (expected one of ${SITE_SETTINGS.join(', ')})`);
    overrides.site = values.site;
  }
  for (const [flag, key] of Object.entries(BUDGET_FLAGS)) {
    const raw = values[flag];
    if (raw === undefined) continue;
    const n = Number(raw);
    if (!/^\d+$/.test(String(raw))) throw new UsageError(`--${flag} must be a whole number, got "${raw}"`);
    overrides.budgets[key] = n;
  }
  if (values.options !== undefined) overrides.options = readOptionsJson(String(values.options));
  const pipelineFindings = values['pipeline-findings'];
  if (pipelineFindings !== undefined) overrides.pipelineFindings = oneOf(String(pipelineFindings), ['summary', 'inline'] as const, '--pipeline-findings');
  const embeddingModel = values['embedding-model'];
  if (embeddingModel !== undefined) {
    const value = /^\d+$/.test(String(embeddingModel)) ? Number(embeddingModel) : String(embeddingModel);
    const problem = embeddingModelProblem(value);
    if (problem) throw new UsageError(`--embedding-model: ${problem}`);
    overrides.embeddingModel = value;
  }
  const maxFileMb = values['max-file-mb'];
  if (maxFileMb !== undefined) {
    if (!/^\d+$/.test(String(maxFileMb)) || Number(maxFileMb) < 1) throw new UsageError(`--max-file-mb must be a whole number ≥ 1, got "${maxFileMb}"`);
    overrides.maxFileBytes = Number(maxFileMb) * 1024 * 1024;
  }
  if (values['time-limit'] !== undefined) overrides.timeLimitS = readTimeLimit(String(values['time-limit']));
  return overrides;
}

function readOptionsJson(raw: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new UsageError(`--options must be a JSON object of constructor arguments: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError(`--options must be a JSON object of constructor arguments, got ${raw}`);
  return value as Record<string, unknown>;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], flag: string): T {
  if (!allowed.includes(value as T)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}
