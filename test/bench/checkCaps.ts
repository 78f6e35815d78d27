// Check (bench sub-command `caps DIR...`): markdown-spec holds its cap on every chunk of every Markdown file
// under the given folders (the corpus, the dialect corpus), re-injected code fences and table headers
// included. Prints the files checked, the chunks, and every chunk over the cap; exits 1 when there is one.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveSettings } from '../../shared/config/config';
import { analyze } from '../../shared/engine/engine';
import { stripBom } from '../../shared/parse';

function* markdownFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownFiles(path);
    else if (/\.(md|mdx|markdown)$/i.test(entry.name)) yield path;
  }
}

export function checkCaps(dirs: string[]): { files: number; chunks: number; over: string[] } {
  let files = 0;
  let chunks = 0;
  const over: string[] = [];
  for (const dir of dirs) {
    for (const file of markdownFiles(dir)) {
      const settings = resolveSettings({}, 'markdown', {}, { fileName: file });
      const a = analyze({ kind: 'markdown', text: stripBom(readFileSync(file, 'utf8')), documentId: file, settings });
      const max = a.context.budgets.maxTokens ?? 900;
      files++;
      chunks += a.chunks.length;
      for (const c of a.chunks) {
        const tokens = a.context.tokenizer.count(c.content);
        if (tokens > max || c.tokens > max) over.push(`${file} chunk ${c.index + 1}: ${tokens} tokens > ${max}`);
      }
    }
  }
  return { files, chunks, over };
}
