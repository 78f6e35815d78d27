// A finding at the same line of many files of one folder, with the same rule and message once names are set aside
// (tinygo-org/tinygo-site: front matter after a blank first line in 85 board pages a generator writes), is listed once,
// with the count, at the first file; the others count it in the pipeline summary. Fewer files, or findings at other
// lines, stay on each file.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCli } from '../../../../../server/cli/main';
import { folderTree } from '../../../../helpers/folderTree';

/** A generated board page: a blank first line before its front matter, as the generator writes it. */
const board = (name: string) => `\n---\ntitle: ${name}\n---\n\n\n## Constants\n\nThe pins of the ${name} board, as the machine package names them for programs.\n`;

const site = (files: Record<string, string>) => folderTree(files, 'repeats');

function lint(root: string): { listed: string[]; out: string } {
  let out = '';
  runCli(['lint', root, '--format', 'json', '--pipeline-findings', 'inline', '--jobs', '1'], { out: (t) => (out += t), err: () => {}, env: {} });
  const found = JSON.parse(out) as { file: string; ruleId: string; message: string; pipeline?: unknown }[];
  return { listed: found.filter((f) => f.ruleId === 'CK003').map((f) => `${f.file.slice(root.length + 1).replace(/\\/g, '/')}${f.pipeline ? ' pipeline' : ''}`), out };
}

describe('a finding repeated at one line across a folder', () => {
  it('is listed once, at the first file, with the count; the other files count it as the pipeline\'s', () => {
    const names = ['arduino', 'bluepill', 'feather-m0', 'microbit', 'pico', 'xiao'];
    const root = site(Object.fromEntries(names.map((n) => [`machine/${n}.md`, board(n)])));
    const { listed, out } = lint(root);
    assert.deepEqual(listed, ['machine/arduino.md', ...names.slice(1).map((n) => `machine/${n}.md pipeline`)]);
    assert.match(out, /\(the same at this line in 6 files of [^:]*machine[\\/]: one cause writes them all \(a generator, a template or a convention of the pages\): fix it there once\)/);
  });

  it('sets a quoted title aside whole when it holds quotes of its own (mitmproxy\'s API pages: `title: "mitmproxy.tcp"`)', () => {
    const names = ['addonmanager', 'certs', 'connection', 'dns', 'flow', 'tcp'];
    const quoted = (name: string) => `\n---\ntitle: "mitmproxy.${name}"\nurl: "api/mitmproxy/${name}.html"\n---\n\n\n## Module ${name}\n\nThe classes of mitmproxy.${name}, as pdoc documents them for addon authors.\n`;
    const root = site(Object.fromEntries(names.map((n) => [`api/mitmproxy.${n}.md`, quoted(n)])));
    assert.deepEqual(lint(root).listed, ['api/mitmproxy.addonmanager.md', ...names.slice(1).map((n) => `api/mitmproxy.${n}.md pipeline`)]);
  });

  it('stays on each file when fewer than five files share it, or the files are in different folders', () => {
    const few = site(Object.fromEntries(['a', 'b', 'c', 'd'].map((n) => [`machine/${n}.md`, board(n)])));
    assert.equal(lint(few).listed.filter((l) => !l.endsWith('pipeline')).length, 4);
    const spread = site(Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((n) => [`${n}/board.md`, board(n)])));
    assert.equal(lint(spread).listed.filter((l) => !l.endsWith('pipeline')).length, 5);
  });
});
