// The rows of `chunklens stats` (chunk statistics per folder) and their aligned text table.

/** The chunk statistics of the documents of one folder (not of its subfolders). */
export interface FolderStats {
  folder: string;
  files: number;
  chunks: number;
  tokens: number;
  p50: number;
  p90: number;
  max: number;
  /** Share (0–1) of chunks with more tokens than their strategy's `maxTokens`. */
  overCap: number;
  /** Share (0–1) of chunks with fewer tokens than their strategy's `minTokens` (not all of them are findings). */
  underMin: number;
  /** How its Markdown files were read (site and dialect), most files first; empty when it holds none. */
  readAs: string[];
  /** Findings lint lists per line (the writer's) and counts in its pipeline summary. */
  writer: number;
  pipeline: number;
  /** The same by rule, keyed `CK002/chunk-too-small` as lint names them. */
  rules: Record<string, { writer: number; pipeline: number }>;
}

/** The rows as an aligned text table, then the last row's findings by rule (writer / pipeline), as lint names them. */
export function formatStatsTable(rows: FolderStats[]): string {
  const header = ['folder', 'files', 'chunks', 'tokens', 'p50', 'p90', 'max', 'writer', 'pipeline', 'read as'];
  const cells = rows.map((r) => [r.folder, r.files, r.chunks, r.tokens, r.p50, r.p90, r.max, r.writer, r.pipeline, r.readAs.join('; ')].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const last = header.length - 1;
  const line = (c: string[]) => c.map((x, i) => (i === 0 || i === last ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ').trimEnd();
  const total = rows[rows.length - 1];
  const byRule = Object.entries(total?.rules ?? {});
  const width = Math.max(0, ...byRule.map(([name]) => name.length));
  const ruleLines = byRule.length
    ? ['', 'findings by rule (writer: listed per line by lint; pipeline: counted in its summary):', ...byRule.map(([name, n]) => `  ${name.padEnd(width)}  writer ${n.writer}  pipeline ${n.pipeline}`)]
    : [];
  return [line(header), ...cells.map(line), ...ruleLines].join('\n') + '\n';
}
