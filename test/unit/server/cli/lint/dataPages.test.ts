// Pages a program writes from data, one per item (UniversalDependencies/docs treebanks/*: a statistics page per tag
// and relation of each treebank): their findings are the pipeline's, while hand-written pages of a folder, even ones
// that follow one outline, keep theirs.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { folderTree } from '../../../../helpers/folderTree';
import { runCli } from '../../../../../server/cli/main';

const tree = (files: Record<string, string>) => folderTree(files, 'data-pages');

/** A statistics page for one tag: the template's sentences with its counts, and a data line longer than the cap. */
const STATS_PAGE = (tag: string, i: number) =>
  `## Treebank Statistics: UD_Example: POS Tags: \`${tag}\`\n\nThere are ${100 + i} \`${tag}\` lemmas (${i}%), ${900 + i} \`${tag}\` types (${i + 2}%) and ${3000 + i} \`${tag}\` tokens.\n\n` +
  `The ${10 + i} most frequent \`${tag}\` lemmas: <em>${Array.from({ length: 10 }, (_, k) => `lemma${i}x${k}`).join(', ')}</em>\n\n` +
  `${200 + i} (${i}%) \`${tag}\` nodes are leaves.\n\nThe highest child degree of a \`${tag}\` node is ${i + 3}.\n\n` +
  `Children of \`${tag}\` nodes are attached using ${20 + i} different relations: ${Array.from({ length: 400 }, (_, k) => `<tt><a href="x-dep-r${k}.html">r${k}</a></tt> (${k}; ${k % 9}% instances)`).join(', ')}.\n`;

/** Openings of hand-written paragraphs: pages of one folder share a few, as writers reuse phrases, never most. */
const OPENINGS = ['Setting up the tool', 'Download the archive', 'Check the signature', 'Every option is described', 'Ask on the forum', 'Most teams start with', 'When the build fails', 'Our release schedule follows', 'Before you upgrade', 'A common mistake is', 'The default settings suit', 'For large repositories', 'If you run it in', 'Logs are written to', 'You can turn off', 'Windows users need', 'The cache lives in', 'Plugins extend what', 'Remote runs send', 'Credentials never leave'];

/** A hand-written guide page with an empty section whose title is its own; its paragraphs open in their own words. */
const GUIDE_PAGE = (topic: string, i: number) =>
  `# ${topic}\n\n${[0, 3, 7, 11, 16].map((k) => `${OPENINGS[(i + k) % OPENINGS.length]} for ${topic}, as the maintainers describe it in the changelog.`).join('\n\n')}\n\n## Caveats of ${topic}\n\n## Next\n\nRead the tutorial.\n`;

interface JsonFinding {
  file: string;
  ruleId: string;
  pipeline?: { cause: string };
}

function lint(root: string, ...flags: string[]): JsonFinding[] {
  let out = '';
  runCli(['lint', root, '--format', 'json', '--max-tokens', '400', ...flags], { out: (t) => (out += t), err: () => undefined, env: {} });
  return JSON.parse(out) as JsonFinding[];
}

describe('pages a program writes from data', () => {
  it('a folder of statistics pages of one template has no per-line finding; with too few pages it keeps them', () => {
    const tags = Array.from({ length: 24 }, (_, i) => `TAG${i}`);
    const many = tree(Object.fromEntries(tags.map((t, i) => [`stats/ex-pos-${t}.md`, STATS_PAGE(t, i)])));
    assert.deepEqual(lint(many), []);
    let summary = '';
    runCli(['lint', many, '--max-tokens', '400'], { out: (t) => (summary += t), err: () => undefined, env: {} });
    assert.match(summary, /CK007\/hard-split ×\d+ in 24 files: this page is written by a program from data/);
    const few = tree(Object.fromEntries(tags.slice(0, 6).map((t, i) => [`stats/ex-pos-${t}.md`, STATS_PAGE(t, i)])));
    assert.ok(lint(few).some((f) => f.ruleId === 'CK007'));
  });

  it('hand-written pages of one outline in a folder of 24, sharing some phrases, are not data-made', () => {
    const topics = Array.from({ length: 24 }, (_, i) => `tool-${String.fromCharCode(97 + i)}`);
    const guides = tree(Object.fromEntries(topics.map((t, i) => [`guides/${t}.md`, GUIDE_PAGE(t, i)])));
    const found = lint(guides, '--pipeline-findings', 'inline').filter((f) => f.ruleId === 'CK003');
    assert.equal(found.length, 24);
    assert.deepEqual(found.filter((f) => /written by a program from data/.test(f.pipeline?.cause ?? '')), []);
  });
});
