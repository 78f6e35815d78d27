// Which strategy chunks a document: the configured or chosen one when it can read the input kind, else the first
// registered strategy that can. Free of the LSP runtime, so that analysis workers can import it.

import { STRATEGIES } from '../../shared/chunkers';
import { type ChunklensConfig, type DocumentPlace, type ResolvedSettings, resolveSettings } from '../../shared/config/config';
import type { InputKind, StrategyId } from '../../shared/model/types';

/** The effective settings of a document, or undefined when no registered strategy reads `kind`. */
export function chooseSettings(config: ChunklensConfig, kind: InputKind, override?: StrategyId, place: DocumentPlace = {}): ResolvedSettings | undefined {
  const settings = resolveSettings(config, kind, override ? { strategy: override } : {}, place);
  if (settings.strategy.inputKinds.includes(kind)) return settings;
  const fallback = STRATEGIES.find((s) => s.inputKinds.includes(kind));
  return fallback ? resolveSettings(config, kind, { strategy: fallback.id }, place) : undefined;
}
