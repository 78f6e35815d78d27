// Builds package.json `contributes.configuration.properties` (the `chunklens.*` settings as the Settings editor
// shows them) from the registries: strategies per input kind, budgets per strategy, tokenizers, rules, dialects.
// A test checks that package.json holds exactly this (UPDATE_GOLDEN=1 rewrites it), so a new strategy or budget
// reaches the Settings editor with its description instead of drifting from what the server accepts.

import { DEFAULT_STRATEGY_BY_KIND, STRATEGIES } from '../../shared/chunkers';
import { BUDGET_KEYS, type BudgetKey } from '../../shared/chunkers/types';
import type { InputKind } from '../../shared/model/types';
import { DIALECT_SETTINGS, dialectSettingDescription } from '../../shared/parse/dialect';
import { SITE_SETTINGS, type SiteSetting } from '../../shared/sites/siteReading';
import { siteById } from '../../shared/sites/siteRecords';
import { EMBEDDING_MODELS, type KnownModel } from '../../shared/model/embeddingModels';
import { RULES } from '../../shared/rules';
import { TOKENIZER_IDS, type TokenizerId } from '../../shared/tokenizers';

/** `chunklens.strategy.<key>`: the setting's key, its input kind, and how the Settings editor names the files. */
const STRATEGY_SETTINGS: Array<[string, InputKind, string]> = [
  ['markdown', 'markdown', 'Markdown files (`.md`, `.markdown`, `.mdx`)'],
  ['blocksJsonl', 'blocks-jsonl', 'LightRAG block files (`*.blocks.jsonl`)'],
  ['mineru', 'mineru', 'MinerU content lists (`*_content_list.json`)'],
  ['docling', 'docling', 'DoclingDocument JSON (`*.docling.json`)'],
  ['pages', 'pages', 'page lists (`*.pages.json`)'],
  ['text', 'text', 'other text files'],
];

const TOKENIZER_DESCRIPTIONS: Record<TokenizerId, string> = {
  o200k_base: 'OpenAI `o200k_base` (GPT-4o and later models)',
  cl100k_base: 'OpenAI `cl100k_base` (GPT-4, GPT-3.5, `text-embedding-3-*`, `text-embedding-ada-002`)',
  p50k_base: 'OpenAI `p50k_base` (Codex, `text-davinci-002/003`)',
  r50k_base: 'OpenAI `r50k_base` (GPT-3)',
  gpt2: "GPT-2 (`r50k_base`'s ranks): the default of LangChain's `TokenTextSplitter` and `from_tiktoken_encoder`",
  chars: 'One token per Unicode code point (Python `len()`, the length LangChain and MinerU measure by default)',
  utf16: "One token per UTF-16 code unit (JavaScript's `length`, LangChain.js's default)",
  'bert-base-uncased': "WordPiece over bert-base-uncased's vocabulary (`sentence-transformers/all-MiniLM-L6-v2`, docling's HybridChunker default)",
};

const BUDGET_DESCRIPTIONS: Record<BudgetKey, string> = {
  maxTokens: 'Hard cap of a chunk, in tokens',
  targetTokens: 'Size at which a chunk of packed blocks is closed, in tokens',
  minTokens: 'Chunks below this many tokens are reported as too small',
  overlapTokens: 'Tokens a chunk repeats from the end of the previous one',
  maxChars: 'Cap of a chunk in characters',
  overlapPercent: 'Overlap between neighbouring chunks, in percent of `maxChars`',
  largeThreshold: 'Sections over this many tokens are chunks of their own',
};

function siteDescription(setting: SiteSetting): string {
  if (setting === 'auto') return 'By file: the site whose configuration is nearest above the file, else the one whose syntax the page uses';
  if (setting === 'none') return 'No site: the dialect comes from the file name (`.mdx` is MDX, other Markdown reads `:::` containers and alerts)';
  const site = siteById(setting);
  return `${site.name}: found by ${site.markers.map((m) => `\`${m.path}\``).join(', ')}`;
}

const RULE_SEVERITIES = ['error', 'warning', 'info', 'hint', 'off'];
const RULE_SEVERITY_DESCRIPTIONS = [
  'A problem that fails `chunklens lint` (exit 1)',
  'A problem shown as a warning; `--max-warnings` decides whether it fails the command line',
  'A problem shown as information',
  'A hint: dotted underline only, not in the Problems panel',
  'The rule does not run',
];

/** `chunklens.strategy.<key>`: the strategies that read that input kind, the kind's default first as `""`. */
function strategySetting(kind: InputKind, files: string): object {
  const strategies = STRATEGIES.filter((s) => s.inputKinds.includes(kind));
  const fallback = DEFAULT_STRATEGY_BY_KIND[kind];
  return {
    type: 'string',
    enum: ['', ...strategies.map((s) => s.id)],
    enumDescriptions: [`The default for ${files}: \`${fallback}\``, ...strategies.map((s) => s.description)],
    default: '',
    scope: 'resource',
    markdownDescription: `The chunking strategy for ${files}: pick the one your RAG pipeline runs, so the bands, labels and findings show the chunks it will embed. Empty: \`${fallback}\`. The command **chunklens: Pick Chunking Strategy for This Document** tries one on the open document without changing this setting.`,
  };
}

/** `chunklens.budgets`: per strategy, the budgets it accepts with its reference defaults. */
function budgetsSetting(): object {
  const withBudgets = STRATEGIES.filter((s) => Object.keys(s.defaults).length > 0);
  return {
    type: 'object',
    default: {},
    scope: 'resource',
    markdownDescription: 'Budgets per strategy, overriding its reference defaults; the same shape as `budgets` in `.chunklens.json`, e.g. `{ "markdown-spec": { "maxTokens": 800 } }`. Each strategy accepts only its own budgets (library strategies take theirs in `#chunklens.options#`); a value it does not accept is reported and ignored.',
    additionalProperties: false,
    properties: Object.fromEntries(withBudgets.map((s) => [s.id, {
      type: 'object',
      markdownDescription: `Budgets of \`${s.id}\`: ${s.description}.`,
      additionalProperties: false,
      properties: Object.fromEntries(BUDGET_KEYS.filter((key) => s.defaults[key] !== undefined).map((key) => [key, {
        type: 'integer',
        minimum: key === 'maxTokens' || key === 'maxChars' ? 1 : 0,
        default: s.defaults[key],
        markdownDescription: `${BUDGET_DESCRIPTIONS[key]} (default ${s.defaults[key]}).`,
      }])),
    }])),
  };
}

/** `chunklens.options`: constructor arguments per library strategy, by the library's own names. */
function optionsSetting(): object {
  return {
    type: 'object',
    default: {},
    scope: 'resource',
    markdownDescription: 'Constructor arguments of library strategies by their own names; the same shape as `options` in `.chunklens.json`, e.g. `{ "langchain-recursive": { "chunk_size": 1000, "chunk_overlap": 100, "language": "markdown" } }` (`language` is `from_language`, `encoding_name` is `from_tiktoken_encoder`). An unknown or invalid argument is reported and ignored.',
    additionalProperties: false,
    properties: Object.fromEntries(STRATEGIES.filter((s) => s.options).map((s) => [s.id, {
      type: 'object',
      markdownDescription: `Arguments of ${s.library ? `\`${s.library.splitter}\` (${s.library.library} ${s.library.version})` : `\`${s.id}\``}.`,
    }])),
  };
}

/** Every `chunklens.*` setting, in the order the Settings editor lists them. */
export function buildSettingsContributions(): Record<string, object> {
  return {
    ...Object.fromEntries(STRATEGY_SETTINGS.map(([key, kind, files]) => [`chunklens.strategy.${key}`, strategySetting(kind, files)])),
    'chunklens.tokenizer': {
      type: 'string',
      enum: ['', ...TOKENIZER_IDS],
      enumDescriptions: ["Each strategy's reference tokenizer", ...TOKENIZER_IDS.map((id) => TOKENIZER_DESCRIPTIONS[id])],
      default: '',
      scope: 'resource',
      markdownDescription: "The tokenizer every strategy counts with: pick your embedding model's. Empty: each strategy's reference tokenizer (`o200k_base` for most, `cl100k_base` for `sentence`, code points for `mineru` and LangChain, UTF-16 units for LangChain.js).",
    },
    'chunklens.tokenizerEngine': {
      type: 'string',
      enum: ['js', 'wasm'],
      enumDescriptions: [
        "chunklens's own byte-pair encoder in JavaScript, always available; the same token ids as OpenAI's tiktoken",
        'The `tiktoken` package (a WebAssembly build of the reference implementation), when it is installed beside chunklens',
      ],
      default: 'js',
      scope: 'resource',
      markdownDescription: 'The engine that counts `o200k_base`, `cl100k_base` and the other OpenAI encodings. Both give the same token ids. `wasm` needs the `tiktoken` npm package, which the packaged extension does not include: there chunklens warns once and counts with `js`.',
    },
    'chunklens.dialect': {
      type: 'string',
      enum: [...DIALECT_SETTINGS],
      enumDescriptions: DIALECT_SETTINGS.map(dialectSettingDescription),
      default: 'auto',
      scope: 'resource',
      markdownDescription: 'The Markdown dialect documents are read in. Marker lines of a dialect (admonitions, tabs, containers, JSX tags) stay in the chunk of what they open, and container bodies are read as the prose, lists and code they hold.',
    },
    'chunklens.site': {
      type: 'string',
      enum: [...SITE_SETTINGS],
      enumDescriptions: SITE_SETTINGS.map(siteDescription),
      default: 'auto',
      scope: 'resource',
      markdownDescription: 'The documentation site generator documents belong to, which decides the dialect under `auto`. `auto` finds it per file: the nearest folder at or above the file holding a site\'s configuration (`hugo.toml`, `_config.yml`, `docfx.json`, `docusaurus.config.js`, `book.toml`, `.gitbook.yaml`, `mkdocs.yml`, `.vitepress/config.*`, `astro.config.*`, `docs.json`, `next.config.*` loading Nextra, `myst.yml`, `.obsidian/`), else the syntax the page uses.',
    },
    'chunklens.pipelineFindings': {
      type: 'string',
      enum: ['summary', 'inline'],
      enumDescriptions: [
        'Findings that only a choice of strategy or budget can fix (a lead-in the strategy cuts off from its code block) show on the chunk, in the hover and the chunk tree, not as problems',
        'Such findings are problems on their line as well',
      ],
      default: 'summary',
      scope: 'resource',
      markdownDescription: 'Where findings go that no edit of the text can fix, only a choice of strategy or budget.',
    },
    'chunklens.embeddingModel': {
      type: 'string',
      enum: ['', ...Object.keys(EMBEDDING_MODELS)],
      enumDescriptions: ['No embedding model: chunks are not checked against an input limit', ...Object.entries(EMBEDDING_MODELS).map(([name, m]) => embeddingModelDescription(name, m))],
      default: '',
      scope: 'resource',
      markdownDescription: 'The embedding model the chunks are embedded with (empty: none). A chunk whose embed text is longer than the model reads is reported (`CK011` embed-truncated), with what is cut off. For a model not listed, give its input limit in tokens as `"embeddingModel": 512` in `.chunklens.json`.',
    },
    'chunklens.embeddings.url': {
      type: 'string',
      default: '',
      scope: 'machine',
      markdownDescription: "The base URL of an OpenAI-compatible embeddings endpoint (`POST {url}/embeddings`: OpenAI `https://api.openai.com/v1`, Ollama `http://127.0.0.1:11434/v1`, vLLM, LM Studio, TEI), which the semantic strategies (`langchain-semantic`, `llamaindex-semantic`, `lightrag-semantic-vector`) embed their sentences with: on save and with **chunklens: Chunk by meaning now (embed)**, never while typing. Empty: they fall back to `recursive` and say so. User settings only, so that no workspace can send its text, or your key, elsewhere.",
    },
    'chunklens.embeddings.model': {
      type: 'string',
      default: '',
      scope: 'resource',
      markdownDescription: 'The embedding model the endpoint of `#chunklens.embeddings.url#` is asked for (`text-embedding-3-small`, `nomic-embed-text`, …). Vectors are kept by model and sentence while the editor runs, so an edit re-embeds only the sentences it changed.',
    },
    'chunklens.embeddings.keyEnv': {
      type: 'string',
      default: 'OPENAI_API_KEY',
      scope: 'machine',
      markdownDescription: "The environment variable holding the endpoint's API key, sent as `Authorization: Bearer`; unset or empty: no key (a local endpoint). The key itself never goes in settings. User settings only.",
    },
    'chunklens.budgets': budgetsSetting(),
    'chunklens.options': optionsSetting(),
    'chunklens.rules': {
      type: 'object',
      default: {},
      scope: 'resource',
      markdownDescription: 'Severity per rule, by id or name, or `off`, e.g. `{ "chunk-too-large": "error", "CK101": "off" }`. Each rule has its page: [the rules](https://github.com/chunklens/chunklens/blob/HEAD/docs/rules.md).',
      propertyNames: { enum: RULES.flatMap((r) => [r.id, ...r.names]) },
      additionalProperties: { type: 'string', enum: RULE_SEVERITIES, enumDescriptions: RULE_SEVERITY_DESCRIPTIONS },
    },
    'chunklens.decorations.enabled': {
      type: 'boolean',
      default: true,
      scope: 'resource',
      markdownDescription: 'Show a background band per chunk, a label on the first line of each chunk and marks on overlapping text. **chunklens: Toggle Chunk Decorations** flips it.',
    },
    'chunklens.analysisDelay': {
      type: 'integer',
      default: 150,
      minimum: 0,
      maximum: 5000,
      scope: 'resource',
      markdownDescription: 'Milliseconds between the last edit and the next analysis of the document.',
    },
  };
}

/** What a model reads and how chunklens counts for it, for the embeddingModel picker. */
function embeddingModelDescription(name: string, m: KnownModel): string {
  const read = m.special ? `${m.maxTokens - m.special} tokens of text (${m.maxTokens} with its ${m.special} special tokens)` : `${m.maxTokens} tokens`;
  return `${name} reads ${read}, counted in ${m.tokenizer}${m.approximation ? ` ${m.approximation}` : ' exactly'}`;
}
