import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { tallyOutline } from '../../../../shared/engine/tallyOutline';
import type { Block } from '../../../../shared/model/types';
import { parseMarkdownIncremental } from '../../../../shared/parse/incrementalMarkdown';
import { randomEdit, seededRandom } from '../../../helpers/randomEdits';
import { repoPath } from '../../../helpers/repoPath';

const SESSION = '# The Start\n\n# Scenes\n\n- [ ] Scenes\n\n# Secrets and Clues\n\n- [ ] Secrets\n\n# Places\n\n* Places\n\n# Npcs\n\n* npcs\n\n# Postgame\n';
const FORM = '# Fronts\n\n## Collecting Gym Badges\n\n*What trainer does not want to fight the Elite Four?*\n\n1. x\n2. x\n\n# Secrets\n\n- [ ] x\n\n# Scratch\n';
const WRITTEN = readFileSync(join(repoPath('test/fixtures/corpus-sample'), 'rust-book-ch05-01-defining-structs.md'), 'utf8').slice(0, 2500);

describe('The outline kept up to date edit by edit', () => {
  it('counts the leaf sections, the empty ones and the items to fill in of an outline and of a form', () => {
    assert.deepEqual(tallyOutline(parseMarkdownIncremental(SESSION).doc.blocks).outline, { leaves: 6, empty: 6, fillIn: false });
    assert.deepEqual(tallyOutline(parseMarkdownIncremental(FORM).doc.blocks).outline, { leaves: 3, empty: 2, fillIn: true });
  });

  it('equals a count from scratch after every edit of a long random sequence over outlines, forms and written sections', () => {
    for (const [n, start] of [SESSION + WRITTEN + FORM, FORM + SESSION, WRITTEN + SESSION].entries()) {
      let text = start;
      const random = seededRandom(5000 + n);
      let parse = parseMarkdownIncremental(text, undefined, undefined, { minRegionLength: 80 });
      let tally = tallyOutline(parse.doc.blocks);
      for (let step = 0; step < 150; step++) {
        text = randomEdit(text, random);
        const before = parse.doc.blocks;
        parse = parseMarkdownIncremental(text, parse.state, undefined, { minRegionLength: 80 });
        tally = tallyOutline(parse.doc.blocks, { change: parse.change, before }, tally);
        const fresh = tallyOutline(parse.doc.blocks);
        assert.deepEqual([tally.outline, [...tally.codes]], [fresh.outline, [...fresh.codes]], `seed ${5000 + n}, step ${step}`);
      }
    }
  });

  it('an edit in one section reads the text of no block past the next heading', () => {
    const sections = Array.from({ length: 200 }, (_, n) => `## Part ${n}\n\n- part ${n}\n\nText of part ${n}.\n\n`).join('');
    const first = parseMarkdownIncremental(sections);
    const tally = tallyOutline(first.doc.blocks);
    const at = sections.indexOf('Text of part 100');
    const second = parseMarkdownIncremental(`${sections.slice(0, at)}More. ${sections.slice(at)}`, first.state);
    const read = new Set<number>();
    const watched = second.doc.blocks.map((b, i) => new Proxy(b, { get: (target, key: keyof Block) => (key === 'text' && read.add(i), target[key]) }));
    const next = tallyOutline(watched, { change: second.change, before: first.doc.blocks }, tally);
    assert.deepEqual(next.outline, tallyOutline(second.doc.blocks).outline);
    const headingAfter = second.doc.blocks.findIndex((b) => b.kind === 'heading' && b.text === '## Part 101');
    assert.ok(read.size > 0 && [...read].every((i) => i < headingAfter), `read blocks ${[...read].join(', ')}`);
  });

  it('a change that starts inside a section recounts the heading that opens it', () => {
    const before = parseMarkdownIncremental(SESSION).doc.blocks;
    const after = parseMarkdownIncremental(SESSION.replace('- [ ] Scenes', 'The scenes to play.')).doc.blocks;
    const list = before.findIndex((b) => b.kind === 'list');
    assert.equal(before[list - 1].text, '# Scenes');
    const change = { firstBlock: list, oldEnd: list + 1, newEnd: list + 1, charDelta: 1, tailPathsKept: true };
    assert.deepEqual(tallyOutline(after, { change, before }, tallyOutline(before)).outline, { leaves: 6, empty: 5, fillIn: false });
  });

  it('a tally of other blocks than the edit started from is not reused: the count is made from scratch', () => {
    const first = parseMarkdownIncremental(SESSION);
    const second = parseMarkdownIncremental(SESSION.replace('* Places', 'Where the party goes next.'), first.state);
    const stale = tallyOutline(parseMarkdownIncremental(SESSION.replace('- [ ] Scenes', '- [ ] x')).doc.blocks);
    assert.equal(stale.codes.length, first.doc.blocks.length, 'as many blocks, other sections');
    assert.deepEqual(tallyOutline(second.doc.blocks, { change: second.change, before: first.doc.blocks }, stale).outline, { leaves: 6, empty: 5, fillIn: false });
  });
});
