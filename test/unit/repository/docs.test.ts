// The documentation a user and a contributor read: the README is a one-minute page with a fixed outline, every
// link and image path resolves (anchors included), every page is reachable from the README, every setting and
// command has its row there, and what the packages show exists.

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../../helpers/repoPath';

const ROOT = REPO_ROOT;
/** The Markdown files under a folder of the repository, at any depth, as repository paths. */
function markdownUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((e) => {
    const path = `${folder}/${e.name}`;
    if (e.isDirectory()) return markdownUnder(path);
    return e.name.endsWith('.md') ? [path] : [];
  });
}

/** The README, the changelog, the developer docs beside the code, the reference pages (docs/ and its folders of rule and strategy pages), and the walkthrough's pages. */
const DOCS = [
  'README.md', 'CHANGELOG.md', 'shared/README.md', 'shared/tokenizers/README.md', 'server/README.md',
  'test/bench/README.md', 'test/e2e/README.md', ...markdownUnder('docs'), ...markdownUnder('walkthrough'),
];

/** The README's sections, in order: what a Marketplace or npm visitor reads in a minute. A new section is a decision, made here. */
const README_OUTLINE = ['## Install', '## Quick start', '### In the editor', '### In CI', '## Strategies', '## Rules', '## Settings', '## Commands', '## Documentation'];
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const PKG = JSON.parse(read('package.json'));

/** Marks each line that is a fence or inside a fenced code block (a fence closes only with its own character, at least as long). */
function fencedLines(markdown: string): boolean[] {
  let open: string | undefined;
  return markdown.split('\n').map((line) => {
    const fence = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (open === undefined) {
      if (fence) open = fence;
      return fence !== undefined;
    }
    if (fence && fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) open = undefined;
    return true;
  });
}

/** The text of a Markdown file outside fenced code blocks and inline code, where links are links. */
function proseOf(markdown: string): string {
  const fenced = fencedLines(markdown);
  return markdown.split('\n').map((line, i) => (fenced[i] ? '' : line.replace(/`[^`]*`/g, ''))).join('\n');
}

/** Link and image targets: `[text](target)`, `![alt](src)`, `<img src="…">`. */
function targetsOf(markdown: string): string[] {
  const prose = proseOf(markdown);
  const links = [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
  const images = [...prose.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  return [...links, ...images];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const fenced = fencedLines(markdown);
  for (const [i, line] of markdown.split('\n').entries()) {
    const heading = !fenced[i] && /^#{1,6} (.*)$/.exec(line);
    if (!heading) continue;
    const base = heading[1].trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The repository path a relative link of `doc` names (`''` is `doc` itself). */
function resolveLink(doc: string, path: string): string {
  return path === '' ? doc : relative(ROOT, join(ROOT, dirname(doc), decodeURI(path)));
}

/** The part of the README under `## title`, up to the next `## ` heading. */
function readmeSection(title: string): string {
  const readme = read('README.md');
  const start = readme.indexOf(`\n## ${title}\n`);
  assert.ok(start >= 0, `README has no "## ${title}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe('documentation', () => {
  it('every relative link and image in the README, the changelog, the developer docs, the reference pages and the walkthrough resolves, anchors included', () => {
    const broken: string[] = [];
    for (const doc of DOCS) {
      for (const target of targetsOf(read(doc))) {
        if (/^(https?:|mailto:|command:)/.test(target)) continue;
        const [path, anchor] = target.split('#');
        const file = resolveLink(doc, path);
        if (!existsSync(join(ROOT, file))) broken.push(`${doc}: ${target} (no ${file})`);
        else if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(read(file)).has(anchor)) broken.push(`${doc}: ${target} (no heading #${anchor} in ${file})`);
      }
    }
    assert.deepEqual(broken, []);
  });

  it('every reference page and developer doc is reachable from the README by relative links', () => {
    const reached = new Set(['README.md']);
    const queue = ['README.md'];
    for (let doc = queue.shift(); doc !== undefined; doc = queue.shift()) {
      for (const target of targetsOf(read(doc))) {
        if (/^(https?:|mailto:|command:)/.test(target)) continue;
        const file = resolveLink(doc, target.split('#')[0]);
        if (file.endsWith('.md') && existsSync(join(ROOT, file)) && !reached.has(file)) {
          reached.add(file);
          queue.push(file);
        }
      }
    }
    assert.deepEqual(DOCS.filter((d) => !d.startsWith('walkthrough/') && !reached.has(d)), []);
  });

  it('the README shows its screenshot from a folder the .vsix and the npm package ship', () => {
    const targets = targetsOf(read('README.md'));
    const images = targets.filter((t) => /\.(png|gif|jpe?g)$/.test(t));
    assert.ok(images.includes('images/screenshot.png'), 'README shows images/screenshot.png');
    assert.match(read('.npmignore'), /^!\/images\/$/m, '.npmignore lets images/ into the npm package');
    assert.doesNotMatch(read('.vscodeignore'), /^(images\/|\*\*\/\*\.png)/m, '.vscodeignore keeps images in the .vsix');
  });

  it('the README starts with the two set-up commands', () => {
    assert.deepEqual(read('README.md').split('\n').slice(0, 6), [
      '# chunklens',
      '',
      '```sh',
      'npm ci && npm run example   # chunk and lint the bundled example knowledge base, no configuration',
      'npm test                    # type check, build, and run the test suite',
      '```',
    ]);
  });

  it('the README is a one-minute page: at most 250 lines, no source path, no commit hash or date stamp', () => {
    const readme = read('README.md');
    assert.ok(readme.split('\n').length <= 250, `README has ${readme.split('\n').length} lines`);
    assert.deepEqual(readme.match(/(?<![\w./-])(?:server|shared|client|test)\/[\w./-]+/g) ?? [], [], 'README names source paths');
    assert.deepEqual(readme.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? [], [], 'README holds date stamps');
    assert.deepEqual((readme.match(/\b[0-9a-f]{7,40}\b/g) ?? []).filter((w) => /\d/.test(w) && /[a-f]/.test(w)), [], 'README holds commit hashes');
  });

  it('the README\'s sections are the expected outline, in order', () => {
    const fenced = fencedLines(read('README.md'));
    const outline = read('README.md').split('\n').filter((line, i) => !fenced[i] && /^#{2,3} /.test(line));
    assert.deepEqual(outline, README_OUTLINE);
  });

  it('every setting has a row in the README Settings section', () => {
    const settings = readmeSection('Settings');
    for (const key of Object.keys(PKG.contributes.configuration.properties)) assert.match(settings, new RegExp(`^\\| \`${key.replace(/\./g, '\\.')}\` \\|`, 'm'), key);
  });

  it('every command has a row in the README Commands section, with its title', () => {
    const commands = readmeSection('Commands');
    for (const { command, title } of PKG.contributes.commands) {
      const row = commands.split('\n').find((line) => line.includes(`| \`${command}\` |`));
      assert.ok(row, `README Commands has no row for ${command}`);
      assert.ok(row.includes(`**${title}**`), `the row of ${command} names it "${title}"`);
    }
  });

  it('the files package.json names exist: the icon (a 128x128 PNG), the walkthrough media and the sample', () => {
    const icon = readFileSync(join(ROOT, PKG.icon));
    assert.equal(icon.subarray(1, 4).toString('latin1'), 'PNG');
    assert.deepEqual([icon.readUInt32BE(16), icon.readUInt32BE(20)], [128, 128]);
    for (const walkthrough of PKG.contributes.walkthroughs) {
      for (const step of walkthrough.steps) {
        for (const media of [step.media.image, step.media.markdown].filter(Boolean)) assert.ok(existsSync(join(ROOT, media)), `${step.id}: ${media}`);
      }
    }
    assert.ok(existsSync(join(ROOT, 'walkthrough/sample.md')));
  });

  it('every document command has an icon in the editor title bar for Markdown, LightRAG, MinerU and page lists', () => {
    const menu: { command: string; when: string; group: string }[] = PKG.contributes.menus['editor/title'];
    const kinds = [/resourceLangId == markdown/, /resourceLangId == blocks-jsonl/, /content_list\\\.json/, /\\\.pages\\\.json/];
    for (const entry of menu) for (const kind of kinds) assert.match(entry.when, kind, entry.command);
    const icons = new Map(PKG.contributes.commands.map((c: { command: string; icon?: string }) => [c.command, c.icon]));
    for (const entry of menu.filter((e) => e.group.startsWith('navigation'))) assert.ok(icons.get(entry.command), `${entry.command} has an icon`);
    assert.ok(menu.filter((e) => e.group.startsWith('navigation')).length >= 3);
  });
});
