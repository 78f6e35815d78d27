// Where the sidecar files of a document live: LightRAG keeps `<base>.tables.json` beside `<base>.blocks.jsonl`.

import type { InputKind } from '../../shared/model/types';

/** Sidecar name → path, for the sidecars a document of `kind` may have. */
export function sidecarPathsFor(path: string, kind: InputKind): Record<string, string> {
  if (kind !== 'blocks-jsonl') return {};
  const base = path.slice(0, -'.blocks.jsonl'.length);
  return { tables: `${base}.tables.json` };
}
