// The configuration shared by the CLI (`.chunklens.json`) and the editor (the `chunklens.*` settings):
// validation that turns every bad value into a problem with its path, and resolution of the effective
// strategy, tokenizer, budgets and rule severities for one document.

import { BUDGET_KEYS, type BudgetKey, type Budgets, type Strategy } from '../chunkers/types';
import { DEFAULT_STRATEGY_BY_KIND, findStrategy, STRATEGIES } from '../chunkers';
import { embeddingModelOf, embeddingModelProblem, type EmbeddingModel } from '../model/embeddingModels';
import type { InputKind, Severity, StrategyId } from '../model/types';
import { DIALECT_SETTINGS, isDialectSetting, type DialectSetting, type MarkdownDialect } from '../parse/dialect';
import type { SiteId } from '../sites/siteRecords';
import { isSiteSetting, readSite, SITE_SETTINGS, type FoundMarker, type SiteReading, type SiteSetting } from '../sites/siteReading';
import { findRule } from '../rules';
import { parseRequiredHeading } from '../rules/requiredHeadings';
import { isTokenizerEngine, isTokenizerId, TOKENIZER_IDS, type TokenizerEngine, type TokenizerId } from '../tokenizers';

export type RuleSetting = Severity | 'off';

export interface ChunklensConfig {
  /** Strategy per input kind; unset kinds use DEFAULT_STRATEGY_BY_KIND. */
  strategies?: Partial<Record<InputKind, StrategyId>>;
  /** Tokenizer for every strategy; unset: each strategy's reference tokenizer. */
  tokenizer?: TokenizerId;
  /** Tokenizer engine: `js` (default, pure JavaScript) or `wasm` (the exact reference port, faster). */
  tokenizerEngine?: TokenizerEngine;
  /** Budget overrides per strategy, e.g. `{ "markdown-spec": { "maxTokens": 800 } }`. */
  budgets?: Partial<Record<StrategyId, Budgets>>;
  /** Rule severity by id or name, or "off". */
  rules?: Record<string, RuleSetting>;
  /** The Markdown dialect files are read in; unset: `auto` (the dialect of the file's site, else by file name). */
  dialect?: DialectSetting;
  /** The documentation site generator files belong to; unset: `auto` (a marker file above the file, else its syntax). */
  site?: SiteSetting;
  /** Findings only a strategy or budget choice can fix: counted in summaries (default) or also shown per line. */
  pipelineFindings?: PipelineFindingsSetting;
  /**
   * Constructor arguments per library strategy by their own names, e.g.
   * `{ "langchain-recursive": { "chunk_size": 1000, "language": "markdown" } }` (only valid ones are kept).
   */
  options?: Partial<Record<StrategyId, Record<string, unknown>>>;
  /**
   * Headings a template or schema of the repository requires (`"## Remarks"`, `"See also"`), as markdownlint's
   * required-headings names them: an empty section under one is not the writer's to fill. Per glob through `overrides`.
   */
  requiredHeadings?: string[];
  /**
   * The embedding model the chunks are embedded with (a name of EMBEDDING_MODELS) or its input limit in tokens:
   * a chunk whose embed text is longer is reported (CK011), since the model cuts the rest off.
   */
  embeddingModel?: string | number;
}

export type PipelineFindingsSetting = 'summary' | 'inline';
const PIPELINE_FINDINGS_SETTINGS: PipelineFindingsSetting[] = ['summary', 'inline'];

export interface ConfigProblem {
  /** Where in the config, e.g. `budgets.markdown-spec.maxTokens`. */
  path: string;
  message: string;
}

const INPUT_KINDS: InputKind[] = ['markdown', 'blocks-jsonl', 'mineru', 'docling', 'pages', 'text'];
const RULE_SETTINGS: RuleSetting[] = ['error', 'warning', 'info', 'hint', 'off'];

/** Validates untrusted config data; keeps every valid part and reports every invalid one. */
export function validateConfig(raw: unknown): { config: ChunklensConfig; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const config: ChunklensConfig = {};
  if (raw === undefined || raw === null) return { config, problems };
  if (!isObject(raw)) return { config, problems: [{ path: '', message: 'the configuration must be an object' }] };

  for (const key of Object.keys(raw)) {
    if (!['strategies', 'tokenizer', 'tokenizerEngine', 'budgets', 'rules', 'dialect', 'site', 'pipelineFindings', 'options', 'requiredHeadings', 'embeddingModel'].includes(key)) {
      problems.push({ path: key, message: `unknown setting "${key}"` });
    }
  }
  if (raw.strategies !== undefined) {
    config.strategies = {};
    forEachEntry(raw.strategies, 'strategies', problems, (kind, value, path) => {
      if (!INPUT_KINDS.includes(kind as InputKind)) {
        problems.push({ path, message: `unknown input kind "${kind}" (expected one of ${INPUT_KINDS.join(', ')})` });
      } else if (typeof value !== 'string' || !findStrategy(value)) {
        problems.push({ path, message: `unknown strategy ${JSON.stringify(value)} (expected one of ${strategyIds()})` });
      } else if (!findStrategy(value)!.inputKinds.includes(kind as InputKind)) {
        problems.push({ path, message: `strategy "${value}" cannot chunk ${kind} input` });
      } else config.strategies![kind as InputKind] = value as StrategyId;
    });
  }
  if (raw.tokenizer !== undefined) {
    if (isTokenizerId(raw.tokenizer)) config.tokenizer = raw.tokenizer;
    else problems.push({ path: 'tokenizer', message: `unknown tokenizer ${JSON.stringify(raw.tokenizer)} (expected one of ${TOKENIZER_IDS.join(', ')})` });
  }
  if (raw.tokenizerEngine !== undefined) {
    if (isTokenizerEngine(raw.tokenizerEngine)) config.tokenizerEngine = raw.tokenizerEngine;
    else problems.push({ path: 'tokenizerEngine', message: `unknown tokenizer engine ${JSON.stringify(raw.tokenizerEngine)} (expected js or wasm)` });
  }
  if (raw.dialect !== undefined) {
    if (isDialectSetting(raw.dialect)) config.dialect = raw.dialect;
    else problems.push({ path: 'dialect', message: `unknown dialect ${JSON.stringify(raw.dialect)} (expected one of ${DIALECT_SETTINGS.join(', ')})` });
  }
  if (raw.site !== undefined) {
    if (isSiteSetting(raw.site)) config.site = raw.site;
    else problems.push({ path: 'site', message: `unknown site ${JSON.stringify(raw.site)} (expected one of ${SITE_SETTINGS.join(', ')})` });
  }
  if (raw.pipelineFindings !== undefined) {
    if (PIPELINE_FINDINGS_SETTINGS.includes(raw.pipelineFindings as PipelineFindingsSetting)) config.pipelineFindings = raw.pipelineFindings as PipelineFindingsSetting;
    else problems.push({ path: 'pipelineFindings', message: `expected summary or inline, got ${JSON.stringify(raw.pipelineFindings)}` });
  }
  if (raw.embeddingModel !== undefined) {
    const problem = embeddingModelProblem(raw.embeddingModel);
    if (problem) problems.push({ path: 'embeddingModel', message: problem });
    else config.embeddingModel = raw.embeddingModel as string | number;
  }
  if (raw.requiredHeadings !== undefined) {
    if (!Array.isArray(raw.requiredHeadings)) problems.push({ path: 'requiredHeadings', message: 'expected an array of headings ("## Remarks", or "Remarks" at any level)' });
    else {
      config.requiredHeadings = [];
      raw.requiredHeadings.forEach((value, i) => {
        const problem = checkRequiredHeading(value);
        if (problem) problems.push({ path: `requiredHeadings.${i}`, message: problem });
        else config.requiredHeadings!.push(value as string);
      });
    }
  }
  if (raw.budgets !== undefined) {
    config.budgets = {};
    forEachEntry(raw.budgets, 'budgets', problems, (id, value, path) => {
      const strategy = findStrategy(id);
      if (!strategy) {
        problems.push({ path, message: `unknown strategy "${id}" (expected one of ${strategyIds()})` });
        return;
      }
      const budgets: Budgets = {};
      forEachEntry(value, path, problems, (key, n, budgetPath) => {
        const problem = checkBudget(strategy, key, n);
        if (problem) problems.push({ path: budgetPath, message: problem });
        else budgets[key as BudgetKey] = n as number;
      });
      config.budgets![strategy.id] = budgets;
    });
  }
  if (raw.rules !== undefined) {
    config.rules = {};
    forEachEntry(raw.rules, 'rules', problems, (name, value, path) => {
      if (!findRule(name)) problems.push({ path, message: `unknown rule "${name}"` });
      else if (!RULE_SETTINGS.includes(value as RuleSetting)) {
        problems.push({ path, message: `expected one of ${RULE_SETTINGS.join(', ')}, got ${JSON.stringify(value)}` });
      } else config.rules![name] = value as RuleSetting;
    });
  }
  if (raw.options !== undefined) {
    config.options = {};
    forEachEntry(raw.options, 'options', problems, (id, value, path) => {
      const strategy = findStrategy(id);
      if (!strategy) problems.push({ path, message: `unknown strategy "${id}" (expected one of ${strategyIds()})` });
      else if (!strategy.options) problems.push({ path, message: `strategy "${id}" takes no options (only library strategies do: ${optionStrategyIds()})` });
      else {
        const usable = usableOptions(strategy, value);
        problems.push(...usable.problems.map((p) => ({ path: p.path ? `${path}.${p.path}` : path, message: p.message })));
        config.options![strategy.id] = usable.given;
      }
    });
  }
  return { config, problems };
}

/** Why `value` is not a required heading (`"## Remarks"`, `"Remarks"`), or undefined when it is. */
function checkRequiredHeading(value: unknown): string | undefined {
  if (typeof value !== 'string') return `expected a heading as a string, got ${JSON.stringify(value)}`;
  const heading = parseRequiredHeading(value);
  if (!heading) return `expected a heading's text, optionally after 1 to 6 "#" and a space, got ${JSON.stringify(value)}`;
  return undefined;
}

/** Why `value` is not a valid budget `key` for `strategy`, or undefined when it is. */
export function checkBudget(strategy: Strategy, key: string, value: unknown): string | undefined {
  if (!(BUDGET_KEYS as readonly string[]).includes(key)) return `unknown budget "${key}" (expected one of ${BUDGET_KEYS.join(', ')})`;
  if (!(key in strategy.defaults)) {
    return `"${key}" means nothing to strategy "${strategy.id}" (it accepts ${Object.keys(strategy.defaults).join(', ')})`;
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || !Number.isInteger(value)) {
    return `"${key}" must be a whole number ≥ 0, got ${JSON.stringify(value)}`;
  }
  if ((key === 'maxTokens' || key === 'maxChars') && value < 1) return `"${key}" must be at least 1`;
  return undefined;
}

export interface ResolvedSettings {
  strategy: Strategy;
  tokenizer: TokenizerId;
  /** Set only when configured; absent means `js`. */
  tokenizerEngine?: TokenizerEngine;
  budgets: Budgets;
  rules: Record<string, RuleSetting>;
  /** The dialect a Markdown document is read in. */
  dialect: MarkdownDialect;
  /** The documentation site the document was read as, and how that was decided (absent: no site). */
  site: Omit<SiteReading, 'dialect'>;
  /** `inline`: pipeline findings are shown per line too. */
  pipelineFindings: PipelineFindingsSetting;
  /** Headings the repository's templates require (see ChunklensConfig.requiredHeadings). */
  requiredHeadings: string[];
  /** The embedding model whose input limit CK011 checks (absent: none configured). */
  embeddingModel?: EmbeddingModel;
  /** The repository marks the file generated (`linguist-generated` in a `.gitattributes`): no line of it is a writer's edit. */
  markedGenerated?: true;
  /** A document of the same name beside it (a PDF, a Word file) is what it was converted from: its structure is the converter's. */
  converted?: true;
  /** It lies in a book's source folder but the book's table of contents leaves it out: the book does not build it. */
  unlistedChapter?: true;
  /** It lies in a Hugo site's content folder outside every folder the site's configured languages build. */
  unbuiltLanguage?: true;
}

/** Where a document lives, as far as its settings depend on it. */
export interface DocumentPlace {
  /** Its file name or path (`.mdx` is MDX under `auto`). */
  fileName?: string;
  /** The site marker nearest above it (a `mkdocs.yml`, `hugo.toml`, `.obsidian/`…), looked up by the caller. */
  marker?: FoundMarker;
  /** The site its text shows signs of (siteFromText), where no marker is in reach (Markdown only). */
  signs?: SiteId;
  /** A `.gitattributes` above it marks it `linguist-generated`, looked up by the caller. */
  markedGenerated?: true;
  /** A PDF, Word, slide or e-book file of the same name sits beside it, looked up by the caller. */
  converted?: true;
  /** In a book's source folder, left out of its table of contents (SUMMARY.md, a Jupyter Book's _toc.yml), looked up by the caller. */
  unlistedChapter?: true;
  /** In a Hugo site's content folder but in no folder of a configured language (shared/sites/hugoLanguages.ts), looked up by the caller. */
  unbuiltLanguage?: true;
}

/** What wins over the configuration for one document: the CLI's flags, or the strategy picked in the editor. */
export interface SettingsOverride {
  strategy?: StrategyId;
  tokenizer?: TokenizerId;
  tokenizerEngine?: TokenizerEngine;
  budgets?: Budgets;
  dialect?: DialectSetting;
  site?: SiteSetting;
  options?: Record<string, unknown>;
  pipelineFindings?: PipelineFindingsSetting;
  embeddingModel?: string | number;
}

/**
 * The effective settings for a document of `kind`; `override` wins over the config. Front ends call
 * documentSettings.ts, which adds what happens when the strategy cannot read `kind`.
 */
export function resolveSettings(config: ChunklensConfig, kind: InputKind, override: SettingsOverride = {}, place: DocumentPlace = {}): ResolvedSettings {
  const id = override.strategy ?? config.strategies?.[kind] ?? DEFAULT_STRATEGY_BY_KIND[kind];
  const strategy = withConfiguredOptions(findStrategy(id) ?? findStrategy(DEFAULT_STRATEGY_BY_KIND.markdown)!, { ...config.options?.[id], ...override.options });
  const tokenizerEngine = override.tokenizerEngine ?? config.tokenizerEngine;
  const embeddingModel = override.embeddingModel ?? config.embeddingModel;
  const { dialect, ...site } = readSite(
    { site: override.site ?? config.site ?? 'auto', dialect: override.dialect ?? config.dialect ?? 'auto' },
    { fileName: place.fileName ?? '', marker: place.marker, signs: place.signs },
  );
  return {
    strategy,
    tokenizer: override.tokenizer ?? config.tokenizer ?? strategy.defaultTokenizer,
    ...(tokenizerEngine ? { tokenizerEngine } : {}),
    budgets: { ...strategy.defaults, ...config.budgets?.[strategy.id], ...override.budgets },
    rules: config.rules ?? {},
    dialect,
    site,
    pipelineFindings: override.pipelineFindings ?? config.pipelineFindings ?? 'summary',
    requiredHeadings: config.requiredHeadings ?? [],
    ...(embeddingModel !== undefined ? { embeddingModel: embeddingModelOf(embeddingModel) } : {}),
    ...(place.markedGenerated ? { markedGenerated: true as const } : {}),
    ...(place.converted ? { converted: true as const } : {}),
    ...(place.unlistedChapter ? { unlistedChapter: true as const } : {}),
    ...(place.unbuiltLanguage ? { unbuiltLanguage: true as const } : {}),
  };
}

/**
 * The strategy with its constructor arguments applied (with no tokenizer configured it then measures as the
 * library does with them, e.g. `encoding_name`). Arguments that do not validate are left out: the config
 * reported them already, and the CLI refuses them before it gets here.
 */
function withConfiguredOptions(strategy: Strategy, raw: Record<string, unknown>): Strategy {
  if (!strategy.options || !strategy.withOptions) return strategy;
  return strategy.withOptions(strategy.options.validate(usableOptions(strategy, raw).given).options);
}

/**
 * The given arguments that can be used together, and the problems of the others: the bad ones are dropped; if
 * the rest still fails (a size below the default overlap, say) none is used, since the library would refuse them.
 */
function usableOptions(strategy: Strategy, raw: unknown): { given: Record<string, unknown>; problems: ConfigProblem[] } {
  const problems = [...strategy.options!.validate(raw).problems];
  if (!isObject(raw) || problems.some((p) => p.path === '')) return { given: {}, problems };
  const bad = new Set(problems.map((p) => p.path));
  const given = Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k)));
  return { given: strategy.options!.validate(given).problems.length ? {} : given, problems };
}

function optionStrategyIds(): string {
  return STRATEGIES.filter((s) => s.options).map((s) => s.id).join(', ');
}

function strategyIds(): string {
  return STRATEGIES.map((s) => s.id).join(', ');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function forEachEntry(
  value: unknown,
  path: string,
  problems: ConfigProblem[],
  visit: (key: string, value: unknown, path: string) => void,
): void {
  if (!isObject(value)) {
    problems.push({ path, message: 'expected an object' });
    return;
  }
  for (const [key, v] of Object.entries(value)) visit(key, v, `${path}.${key}`);
}
