// A file a repository marks `linguist-generated` in a `.gitattributes` is generated: its findings are the pipeline's
// (the generator's source is where an edit goes), as for a file that says so at its top.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { folderTree } from '../../../helpers/folderTree';
import { runCli } from '../../../../server/cli/main';
import { GeneratedAttributes, markingLinesOf } from '../../../../server/node/generatedAttributes';
import { nodeFiles } from '../../../../server/node/nodeFiles';

const tree = (files: Record<string, string>) => folderTree(files, 'attributes');

/** A page of a CLI's reference: an examples block of 60 commands, long enough to be split across chunks. */
const COMMAND_PAGE = `# tool repo add\n\n## Examples\n\n\`\`\`\n${Array.from({ length: 60 }, (_, i) => `  # Add repository ${i} over SSH with a private key kept in the home folder\n  tool repo add git@example.com:repos/r${i} --ssh-private-key-path ~/id_rsa`).join('\n')}\n\`\`\`\n`;

describe('.gitattributes linguist-generated', () => {
  it('reads the lines that set or unset the attribute, in order', () => {
    const lines = markingLinesOf('# generated\n*.pb.go linguist-generated=true\ndocs/cli/*.md linguist-generated\ndocs/cli/index.md -linguist-generated\n*.png binary\n"quoted name" linguist-generated\n');
    assert.deepEqual(lines.map((l) => l.generated), [true, true, false]);
    assert.equal(lines[1].matches('docs/cli/tool_repo.md'), true);
    assert.equal(lines[1].matches('docs/guide.md'), false);
    assert.equal(markingLinesOf('api/*.md linguist-generated=false\nx.md linguist-documentation').map((l) => l.generated).join(), 'false');
  });

  it('a deeper .gitattributes and a later line decide; nothing above the repository root is read', () => {
    const root = tree({
      '.gitattributes': 'docs/**/*.md linguist-generated\n',
      'repo/.git/HEAD': 'ref: refs/heads/main\n',
      'repo/.gitattributes': 'docs/cli/*.md linguist-generated=true\ndocs/cli/index.md linguist-generated=false\n',
      'repo/docs/cli/.gitattributes': 'manual.md -linguist-generated\n',
    });
    const marks = new GeneratedAttributes(nodeFiles);
    assert.equal(marks.markOf(join(root, 'repo/docs/cli/tool_repo_add.md')), join(root, 'repo/.gitattributes'));
    assert.equal(marks.markOf(join(root, 'repo/docs/cli/index.md')), undefined, 'a later line takes it back');
    assert.equal(marks.markOf(join(root, 'repo/docs/cli/manual.md')), undefined, 'a deeper file takes it back');
    assert.equal(marks.markOf(join(root, 'repo/docs/guide/intro.md')), undefined, 'the .gitattributes above the repository is not its own');
  });

  it('lint lists no finding of a marked page on its line and names the mark in the summary; unmarked, the same page is the writer\'s', () => {
    const root = tree({ 'docs/cli/tool_repo_add.md': COMMAND_PAGE, 'docs/guide/tool_repo_add.md': COMMAND_PAGE, '.git/HEAD': 'ref: refs/heads/main\n', '.gitattributes': 'docs/cli/*.md linguist-generated=true\n' });
    let out = '';
    runCli(['lint', join(root, 'docs')], { out: (t) => (out += t), err: () => undefined, env: {} });
    assert.match(out, /guide[/\\]tool_repo_add\.md:5:1 warning CK006/);
    assert.doesNotMatch(out, /cli[/\\]tool_repo_add\.md:\d+:\d+ warning/);
    assert.match(out, /CK006\/split-code-fence ×1 in 1 file: this file is generated \(a \.gitattributes of the repository marks it linguist-generated\)/);
  });
});
