// Builds the JSON schema of `.chunklens.json` / `.chunklens.jsonc` from the registries (strategies and their
// budgets, rules, tokenizers), so the schema the editor validates with cannot drift from what the code accepts.
// `schemas/chunklens.schema.json` is its output, checked by a test (UPDATE_GOLDEN=1 rewrites it).

import { DIALECT_SETTINGS } from '../../shared/parse/dialect';
import { SITE_SETTINGS } from '../../shared/sites/siteReading';
import { STRATEGIES } from '../../shared/chunkers';
import type { InputKind } from '../../shared/model/types';
import { EMBEDDING_MODELS } from '../../shared/model/embeddingModels';
import { RULES } from '../../shared/rules';
import { TOKENIZER_IDS } from '../../shared/tokenizers';

const INPUT_KINDS: InputKind[] = ['markdown', 'blocks-jsonl', 'mineru', 'docling', 'pages', 'text'];
const RULE_SETTINGS = ['error', 'warning', 'info', 'hint', 'off'];
const GLOBS = { type: 'array', items: { type: 'string', minLength: 1 } };

/** The settings a configuration file and each of its overrides may hold. */
function settingsProperties(): Record<string, object> {
  return {
    strategies: {
      type: 'object',
      description: 'Chunking strategy per input kind.',
      additionalProperties: false,
      properties: Object.fromEntries(INPUT_KINDS.map((kind) => [kind, { enum: STRATEGIES.filter((s) => s.inputKinds.includes(kind)).map((s) => s.id) }])),
    },
    tokenizer: { enum: [...TOKENIZER_IDS], description: "Tokenizer for every strategy; unset: each strategy's reference tokenizer." },
    tokenizerEngine: { enum: ['js', 'wasm'], description: 'js (pure JavaScript, default) or wasm (the tiktoken package, when installed).' },
    options: {
      type: 'object',
      description: 'Constructor arguments of library strategies by their own names, e.g. { "langchain-recursive": { "chunk_size": 1000 } }.',
      additionalProperties: false,
      properties: Object.fromEntries(STRATEGIES.filter((s) => s.options).map((s) => [s.id, { type: 'object' }])),
    },
    dialect: {
      enum: [...DIALECT_SETTINGS],
      description: 'The Markdown dialect: auto (the dialect of the file\'s site; with no site .mdx is MDX, else containers), or a dialect by name.',
    },
    site: {
      enum: [...SITE_SETTINGS],
      description: 'The documentation site generator: auto (the configuration file nearest above the file, else the page\'s syntax), none, or a site; it decides the dialect under dialect auto.',
    },
    pipelineFindings: {
      enum: ['summary', 'inline'],
      description: 'Findings only a strategy or budget choice can fix: counted in the summary and shown on the chunk (summary, default), or listed per line too (inline).',
    },
    embeddingModel: {
      description: 'The embedding model the chunks are embedded with, or its input limit in tokens: a chunk whose embed text is longer is reported (CK011 embed-truncated), since the model cuts the rest off.',
      oneOf: [{ enum: Object.keys(EMBEDDING_MODELS) }, { type: 'integer', minimum: 1 }],
    },
    requiredHeadings: {
      type: 'array',
      description: 'Headings a template or schema of the repository requires ("## Remarks", or "See also" at any level): an empty section under one is not reported. Per glob through overrides.',
      items: { type: 'string', pattern: '^\\s*(#{1,6}[ \\t]+)?[^#\\s].*$' },
    },
    budgets: {
      type: 'object',
      description: 'Budget overrides per strategy, e.g. { "markdown-spec": { "maxTokens": 800 } }.',
      additionalProperties: false,
      properties: Object.fromEntries(
        STRATEGIES.map((s) => [
          s.id,
          {
            type: 'object',
            additionalProperties: false,
            properties: Object.fromEntries(Object.keys(s.defaults).map((key) => [key, { type: 'integer', minimum: key === 'maxTokens' || key === 'maxChars' ? 1 : 0 }])),
          },
        ]),
      ),
    },
    rules: {
      type: 'object',
      description: 'Rule severity by id or name, or "off".',
      propertyNames: { enum: RULES.flatMap((r) => [r.id, ...r.names]) },
      additionalProperties: { enum: RULE_SETTINGS },
    },
  };
}

/** The JSON schema (draft-07) of a chunklens configuration file. */
export function buildConfigSchema(): object {
  const settings = settingsProperties();
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'chunklens configuration (.chunklens.json, .chunklens.jsonc)',
    type: 'object',
    additionalProperties: false,
    properties: {
      $schema: { type: 'string' },
      extends: {
        description: 'Configurations this one builds on: paths relative to this file, or package names. This file wins per key.',
        oneOf: [{ type: 'string', minLength: 1 }, { type: 'array', items: { type: 'string', minLength: 1 } }],
      },
      ignores: { ...GLOBS, description: 'Globs (relative to this file) of documents to skip; "!glob" takes one back.' },
      overrides: {
        type: 'array',
        description: 'Settings for the documents matching "files" (globs relative to this file).',
        items: {
          type: 'object',
          required: ['files'],
          additionalProperties: false,
          properties: { files: { oneOf: [{ type: 'string', minLength: 1 }, { ...GLOBS, minItems: 1 }] }, ...settings },
        },
      },
      ...settings,
    },
  };
}
