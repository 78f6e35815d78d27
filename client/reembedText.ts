// The words for what re-embeds (`3 chunks re-embed · 1.2k tok`), shared by the status bar and the chunk tree
// webview; the numbers come from the server (ReembedSummary).

import type { ReembedSummary } from '../shared/model/protocol';

/** `no chunk re-embeds`, `1 chunk re-embeds · 412 tok`, `3 chunks re-embed · 1.2k tok`. */
export function reembedText(summary: ReembedSummary): string {
  if (summary.chunks === 0) return 'no chunk re-embeds';
  const verb = summary.chunks === 1 ? 'chunk re-embeds' : 'chunks re-embed';
  return `${summary.chunks} ${verb} · ${shortCount(summary.tokens)} tok`;
}

/** `412`, `1.2k`, `12k`, `3.4M`. */
function shortCount(n: number): string {
  if (n < 1000) return String(n);
  const [value, unit] = n < 1_000_000 ? [n / 1000, 'k'] : [n / 1_000_000, 'M'];
  return `${value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value)}${unit}`;
}
