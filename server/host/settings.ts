// The `chunklens.*` editor settings: read from the workspace configuration, validated through
// shared/config/config.ts, with every bad value turned into ONE warning (never a crash) while the valid rest applies.

import { type Connection, type Disposable, MessageType, ShowMessageNotification } from 'vscode-languageserver/node';
import { type ChunklensConfig, type ConfigProblem, validateConfig } from '../../shared/config/config';
import { mergeConfigs } from '../../shared/config/configMerge';
import type { InputKind } from '../../shared/model/types';
import type { EmbeddingRequestEndpoint } from '../cli/eval/embeddingClient';
import { readEmbeddingSettings } from './embeddingSettings';

/** What the server uses from the settings of one document. */
export interface EditorSettings {
  config: ChunklensConfig;
  decorationsEnabled: boolean;
  /** Debounce between the last edit and the analysis, in milliseconds. */
  analysisDelayMs: number;
  /** The endpoint a semantic strategy's sentences are embedded with, on save and on request (`chunklens.embeddings.*`). */
  embeddings?: EmbeddingRequestEndpoint;
}

export const DEFAULT_ANALYSIS_DELAY_MS = 150;
/** Problems listed in the pop-up warning; the log lists them all. */
const WARNING_LIST_LIMIT = 3;
const MAX_ANALYSIS_DELAY_MS = 5000;

/** `chunklens.strategy.<key>` → input kind. */
const STRATEGY_SETTING_KINDS: Record<string, InputKind> = {
  markdown: 'markdown',
  blocksJsonl: 'blocks-jsonl',
  mineru: 'mineru',
  docling: 'docling',
  pages: 'pages',
  text: 'text',
};
const KNOWN_KEYS = ['strategy', 'tokenizer', 'tokenizerEngine', 'budgets', 'options', 'rules', 'dialect', 'site', 'pipelineFindings', 'embeddingModel', 'decorations', 'analysisDelay', 'embeddings'];

/**
 * Turns the raw `chunklens` configuration section into settings plus problems with `chunklens.`-prefixed
 * paths. Empty strings mean "the default" (how VS Code shows an unset enum); anything invalid is dropped
 * and reported, the rest is kept.
 */
export function readEditorSettings(raw: unknown): { settings: EditorSettings; problems: ConfigProblem[] } {
  const settings: EditorSettings = { config: {}, decorationsEnabled: true, analysisDelayMs: DEFAULT_ANALYSIS_DELAY_MS };
  const problems: ConfigProblem[] = [];
  if (raw === undefined || raw === null) return { settings, problems };
  if (!isObject(raw)) return { settings, problems: [{ path: 'chunklens', message: 'the settings must be an object' }] };
  for (const key of Object.keys(raw)) {
    if (!KNOWN_KEYS.includes(key)) problems.push({ path: `chunklens.${key}`, message: `unknown setting "${key}"` });
  }
  const core: Record<string, unknown> = {};
  if (raw.strategy !== undefined && raw.strategy !== null) {
    if (!isObject(raw.strategy)) problems.push({ path: 'chunklens.strategy', message: 'expected an object' });
    else core.strategies = strategiesOf(raw.strategy, problems);
  }
  if (raw.tokenizer !== undefined && raw.tokenizer !== null && raw.tokenizer !== '') core.tokenizer = raw.tokenizer;
  if (raw.tokenizerEngine !== undefined && raw.tokenizerEngine !== null && raw.tokenizerEngine !== '') core.tokenizerEngine = raw.tokenizerEngine;
  if (raw.budgets !== undefined && raw.budgets !== null) core.budgets = raw.budgets;
  if (raw.options !== undefined && raw.options !== null) core.options = raw.options;
  if (raw.rules !== undefined && raw.rules !== null) core.rules = raw.rules;
  for (const key of ['dialect', 'site', 'pipelineFindings', 'embeddingModel'] as const) if (raw[key] !== undefined && raw[key] !== null && raw[key] !== '') core[key] = raw[key];
  const validated = validateConfig(core);
  settings.config = validated.config;
  problems.push(...validated.problems.map((p) => ({ path: editorPathOf(p.path), message: p.message })));

  if (raw.decorations !== undefined && raw.decorations !== null) {
    const enabled = isObject(raw.decorations) ? raw.decorations.enabled : undefined;
    if (typeof enabled === 'boolean') settings.decorationsEnabled = enabled;
    else if (enabled !== undefined || !isObject(raw.decorations)) {
      problems.push({ path: 'chunklens.decorations.enabled', message: `expected true or false, got ${JSON.stringify(enabled ?? raw.decorations)}` });
    }
  }
  if (raw.analysisDelay !== undefined && raw.analysisDelay !== null) {
    const delay = raw.analysisDelay;
    if (typeof delay === 'number' && Number.isInteger(delay) && delay >= 0 && delay <= MAX_ANALYSIS_DELAY_MS) {
      settings.analysisDelayMs = delay;
    } else {
      problems.push({ path: 'chunklens.analysisDelay', message: `expected a whole number of milliseconds 0–${MAX_ANALYSIS_DELAY_MS}, got ${JSON.stringify(delay)}` });
    }
  }
  const embeddings = readEmbeddingSettings(raw.embeddings, problems);
  if (embeddings) settings.embeddings = embeddings;
  return { settings, problems };
}

function strategiesOf(raw: Record<string, unknown>, problems: ConfigProblem[]): Record<string, unknown> {
  const strategies: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const kind = STRATEGY_SETTING_KINDS[key];
    if (!kind) problems.push({ path: `chunklens.strategy.${key}`, message: `unknown input kind "${key}" (expected one of ${Object.keys(STRATEGY_SETTING_KINDS).join(', ')})` });
    else if (value !== '' && value !== null && value !== undefined) strategies[kind] = value;
  }
  return strategies;
}

/** Maps a shared/config/config.ts path (`strategies.blocks-jsonl`) to the editor setting (`chunklens.strategy.blocksJsonl`). */
function editorPathOf(path: string): string {
  const [head, kind, ...rest] = path.split('.');
  if (head === 'strategies' && kind !== undefined) {
    const key = Object.keys(STRATEGY_SETTING_KINDS).find((k) => STRATEGY_SETTING_KINDS[k] === kind) ?? kind;
    return ['chunklens.strategy', key, ...rest].join('.');
  }
  return path ? `chunklens.${path}` : 'chunklens';
}

/**
 * Drops `tokenizerEngine: "wasm"` when that engine cannot load here (`problem` says why), so that analyses
 * count with the `js` engine, and returns the problem to warn about; settings without it are left alone.
 */
export function fallBackFromWasm(settings: EditorSettings, problem: string | undefined): ConfigProblem | undefined {
  if (settings.config.tokenizerEngine !== 'wasm' || problem === undefined) return undefined;
  delete settings.config.tokenizerEngine;
  return { path: 'chunklens.tokenizerEngine', message: `the wasm engine cannot be loaded (${problem}); counting with the js engine` };
}

/** The one-line warning a user sees for a set of problems; `limit` problems are listed, the rest counted. */
export function formatSettingsWarning(problems: ConfigProblem[], limit = problems.length): string {
  const listed = problems.slice(0, limit).map((p) => `${p.path}: ${p.message}`).join('; ');
  const more = problems.length > limit ? ` (and ${problems.length - limit} more in the chunklens log)` : '';
  return `chunklens: invalid settings ignored, the rest still applies: ${listed}${more}`;
}

export interface SettingsService extends Disposable {
  /** The settings for a document, fetched once per configuration change. */
  get(uri: string): Promise<EditorSettings>;
  /** Forgets every document's settings (a configuration file changed). */
  clear(): void;
}

/**
 * Reads settings through `workspace/configuration` when the client supports it, else the `chunklens` section of
 * the last `workspace/didChangeConfiguration` that carried one (defaults before any), and calls `onChange` after
 * each `workspace/didChangeConfiguration`. Each distinct problem text is warned about once.
 * `wasmProblem` says why the `wasm` tokenizer engine cannot load, if it cannot (see fallBackFromWasm).
 * `fileConfig` gives the configuration files' settings for a document, which win over the editor's per key,
 * so the editor shows what the CLI reports in CI; the editor's settings fill what the files leave unset.
 */
export function registerSettings(
  connection: Connection,
  clientSupportsConfiguration: () => boolean,
  onChange: () => void,
  wasmProblem: () => string | undefined,
  fileConfig: (uri: string) => ChunklensConfig = () => ({}),
): SettingsService {
  const cache = new Map<string, Promise<EditorSettings>>();
  const warned = new Set<string>();
  let pushed: unknown;

  const fetch = async (uri: string): Promise<EditorSettings> => {
    let raw: unknown = pushed;
    if (clientSupportsConfiguration()) {
      try {
        raw = await connection.workspace.getConfiguration({ scopeUri: uri, section: 'chunklens' });
      } catch (error) {
        connection.console.error(`chunklens: cannot read settings: ${String(error)}`);
      }
    }
    const { settings, problems } = readEditorSettings(raw);
    settings.config = mergeConfigs(settings.config, fileConfig(uri));
    const fallback = fallBackFromWasm(settings, settings.config.tokenizerEngine === 'wasm' ? wasmProblem() : undefined);
    if (fallback) problems.push(fallback);
    const fresh = problems.filter((p) => !warned.has(`${p.path}: ${p.message}`));
    if (fresh.length) {
      for (const p of fresh) warned.add(`${p.path}: ${p.message}`);
      connection.console.warn(formatSettingsWarning(fresh));
      const message = formatSettingsWarning(fresh, WARNING_LIST_LIMIT);
      void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message });
    }
    return settings;
  };

  const subscription = connection.onDidChangeConfiguration((params) => {
    pushed = isObject(params?.settings) ? params.settings.chunklens : undefined;
    cache.clear();
    onChange();
  });
  return {
    get(uri) {
      let settings = cache.get(uri);
      if (!settings) {
        settings = fetch(uri);
        cache.set(uri, settings);
      }
      return settings;
    },
    clear: () => cache.clear(),
    dispose: () => subscription.dispose(),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
