// Which settings a document gets, for every front end (the editor, its analysis workers, the CLI): the layered
// configuration, the document's own override and its place resolved once, with the one policy that differs
// between front ends, what happens when the strategy cannot read the document's kind, as a parameter.

import { STRATEGIES } from '../chunkers';
import type { InputKind } from '../model/types';
import { type ChunklensConfig, type DocumentPlace, type ResolvedSettings, resolveSettings, type SettingsOverride } from './config';

/**
 * What happens when the strategy the override or the configuration names cannot read the document's kind:
 * - `fallBack` (the editor): the first registered strategy that reads the kind chunks it, so that an open
 *   document still gets its bands after the user picked a strategy for another kind;
 * - `refuse` (the CLI, and a request for one named strategy): no settings, with the reason, which the CLI
 *   reports as a usage error, since the user named a strategy that cannot apply.
 */
export type UnreadableKindPolicy = 'fallBack' | 'refuse';

/** The inputs that decide a document's settings. */
export interface DocumentSettingsRequest {
  /** The configuration layers already merged (the editor's settings under the configuration files, or the CLI's files). */
  config: ChunklensConfig;
  kind: InputKind;
  /** What wins over the configuration for this document: the strategy picked in the editor, or the CLI's flags. */
  override?: SettingsOverride;
  /** Where the document lives, as far as its dialect and site depend on it. */
  place?: DocumentPlace;
  whenUnreadable: UnreadableKindPolicy;
}

/** The settings of a document, or why none apply (a sentence without the document's name). */
export type DocumentSettings = { ok: true; settings: ResolvedSettings } | { ok: false; reason: string };

/**
 * The effective settings of one document: `resolveSettings` over the request's layers, then `whenUnreadable`
 * when the resolved strategy cannot read `kind`. Pure: the same request gives the same settings in the editor's
 * main thread, in an analysis worker and in the CLI.
 */
export function documentSettings(request: DocumentSettingsRequest): DocumentSettings {
  const { config, kind, override = {}, place = {} } = request;
  const settings = resolveSettings(config, kind, override, place);
  const { strategy } = settings;
  if (strategy.inputKinds.includes(kind)) return { ok: true, settings };
  if (request.whenUnreadable === 'refuse') {
    return { ok: false, reason: `strategy "${strategy.id}" cannot chunk ${kind} input (it reads ${strategy.inputKinds.join(', ')})` };
  }
  const fallback = STRATEGIES.find((s) => s.inputKinds.includes(kind));
  if (!fallback) return { ok: false, reason: `no strategy can chunk ${kind} input` };
  return { ok: true, settings: resolveSettings(config, kind, { ...override, strategy: fallback.id }, place) };
}
