// `chunklens strategies`: every strategy with the library it reproduces, its inputs and how it measures length.

import { STRATEGIES } from '../../../shared/chunkers';
import type { Strategy } from '../../../shared/chunkers/types';

const LENGTH_FUNCTIONS: Partial<Record<string, string>> = {
  chars: 'chars (code points, Python len())',
  utf16: "utf16 (UTF-16 code units, JavaScript's length)",
  'bert-base-uncased': 'bert-base-uncased (WordPiece, as all-MiniLM-L6-v2)',
};

/** One strategy as `strategies --format json` lists it. */
export interface StrategyListing {
  id: string;
  library: string;
  language: string;
  splitter: string;
  version: string;
  input_kinds: string[];
  default_length_function: string;
  description: string;
  /** The constructor arguments `--options` takes, with the library's defaults (library strategies only). */
  options?: Record<string, unknown>;
}

/** The listing of `strategy`; chunklens's own strategies name chunklens (at `version`) as their library. */
export function listStrategy(strategy: Strategy, version: string): StrategyListing {
  const lib = strategy.library;
  return {
    id: strategy.id,
    library: lib?.library ?? 'chunklens',
    language: lib?.language ?? 'typescript',
    splitter: lib?.splitter ?? strategy.id,
    version: lib?.version ?? version,
    input_kinds: [...strategy.inputKinds],
    default_length_function: LENGTH_FUNCTIONS[strategy.defaultTokenizer] ?? `tiktoken ${strategy.defaultTokenizer}`,
    description: strategy.description,
    ...(strategy.options ? { options: Object.fromEntries(Object.entries(strategy.options.schema).map(([k, s]) => [k, s.default])) } : {}),
  };
}

/** Every strategy's listing, in the registry's order. */
export function listStrategies(version: string): StrategyListing[] {
  return STRATEGIES.map((s) => listStrategy(s, version));
}

/** `strategies --format text`: one aligned line per strategy. */
export function formatStrategiesText(rows: StrategyListing[]): string {
  const width = Math.max(...rows.map((r) => r.id.length));
  return rows
    .map((r) => `${r.id.padEnd(width)}  ${r.library} ${r.version} (${r.language}) ${r.splitter} · ${r.input_kinds.join(', ')} · ${r.default_length_function}\n`)
    .join('');
}
