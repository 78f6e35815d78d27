// The chunk tree webview's HTML shell: a strict Content-Security-Policy (nothing remote, scripts only with
// the per-load nonce, styles only from the extension), one stylesheet and one script. No document text here.

export interface ChunkTreeHtmlOptions {
  /** `webview.cspSource`: the origin the webview loads extension files from. */
  cspSource: string;
  nonce: string;
  scriptUri: string;
  styleUri: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function renderChunkTreeHtml(options: ChunkTreeHtmlOptions): string {
  const csp = [
    "default-src 'none'",
    `style-src ${options.cspSource}`,
    `img-src ${options.cspSource}`,
    `font-src ${options.cspSource}`,
    `script-src 'nonce-${options.nonce}'`,
  ].join('; ');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${escapeAttribute(options.styleUri)}">
<title>Chunk Tree</title>
</head>
<body>
<header id="summary"><p class="muted">Waiting for a Markdown, .blocks.jsonl, content_list.json or .pages.json editor…</p></header>
<form id="query" role="search" aria-label="Rank the chunks for a question">
<input name="question" type="search" placeholder="Ask a question: which chunk answers it? (BM25)" aria-label="Question">
<button type="submit">Rank</button>
<label><input name="workspace" type="checkbox"> whole workspace</label>
</form>
<section id="hits" aria-label="Chunks ranked for the question"></section>
<section id="questions" aria-label="Questions of the workspace's question sets"></section>
<section id="histogram" aria-label="Token-size histogram"></section>
<main id="tree" aria-label="Chunks by heading path"></main>
<section id="content" aria-label="Exact embed text of the selected chunk"></section>
<script nonce="${escapeAttribute(options.nonce)}" src="${escapeAttribute(options.scriptUri)}"></script>
</body>
</html>`;
}

/** A random nonce for one load of the webview. */
export function createNonce(random: (size: number) => Uint8Array): string {
  return Array.from(random(18), (b) => b.toString(16).padStart(2, '0')).join('');
}
