import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { diffTexts } from '../../../../shared/parse/textDiff';
import { PieceText } from '../../../../shared/text/pieceText';
import { applyReplacement, randomReplacement, seededRandom } from '../../../helpers/randomEdits';
import { repoPath } from '../../../helpers/repoPath';

const SAMPLE = readFileSync(repoPath('test/fixtures/corpus-sample/rust-book-ch03-02-data-types.md'), 'utf8');

/** Reads `piece` and `text` the same random ways and asserts they agree. */
function assertSameReads(piece: PieceText, text: string, random: () => number, where: string): void {
  assert.equal(piece.length, text.length, where);
  const at = () => Math.floor(random() * (text.length + 20)) - 10;
  for (let i = 0; i < 12; i++) {
    const [a, b] = [at(), at()];
    assert.equal(piece.slice(a, b), text.slice(a, b), `${where}: slice(${a}, ${b})`);
    assert.equal(piece.slice(a), text.slice(a), `${where}: slice(${a})`);
    assert.ok(Object.is(piece.charCodeAt(a), text.charCodeAt(a)), `${where}: charCodeAt(${a})`);
    const from = Math.max(0, Math.floor(random() * text.length));
    const searches = ['\n', '```', 'chunklens-', '', text.slice(from, from + 1 + Math.floor(random() * 30))];
    for (const search of searches) {
      assert.equal(piece.indexOf(search, a), text.indexOf(search, a), `${where}: indexOf(${JSON.stringify(search)}, ${a})`);
      assert.equal(piece.lastIndexOf(search, a), text.lastIndexOf(search, a), `${where}: lastIndexOf(${JSON.stringify(search)}, ${a})`);
    }
  }
  assert.equal(piece.indexOf('\n'), text.indexOf('\n'), where);
  assert.equal(piece.lastIndexOf('\n'), text.lastIndexOf('\n'), where);
}

describe('PieceText', () => {
  it('reads like the string it holds after every edit of a long random sequence, whatever the piece length', () => {
    for (const pieceLength of [8, 64, 512]) {
      const random = seededRandom(pieceLength);
      let text = SAMPLE;
      let piece = PieceText.from(text, pieceLength);
      for (let step = 0; step < 250; step++) {
        const edit = randomReplacement(text.length, random);
        text = applyReplacement(text, edit);
        piece = piece.edit(edit.start, edit.end, edit.inserted);
        assertSameReads(piece, text, random, `piece length ${pieceLength}, step ${step}`);
      }
      assert.equal(piece.toString(), text);
    }
  });

  it('edits that empty the text, replace all of it or paste a long text keep it readable', () => {
    let piece = PieceText.from(SAMPLE, 16).edit(0, SAMPLE.length, '');
    assert.equal(piece.length, 0);
    assert.equal(piece.slice(0, 5), '');
    assert.equal(piece.indexOf('\n'), -1);
    piece = piece.edit(0, 0, SAMPLE);
    assertSameReads(piece, SAMPLE, seededRandom(3), 'pasted into an empty text');
    piece = piece.edit(10, SAMPLE.length - 10, 'x');
    const expected = SAMPLE.slice(0, 10) + 'x' + SAMPLE.slice(SAMPLE.length - 10);
    assertSameReads(piece, expected, seededRandom(4), 'most of it replaced');
  });

  it('an edit shares every piece it does not touch with the text before it', () => {
    const before = PieceText.from(SAMPLE, 256);
    const at = Math.floor(SAMPLE.length / 2);
    const after = before.edit(at, at, 'x');
    const { prefix, suffix } = before.sharedEnds(after);
    assert.ok(prefix <= at && prefix > at - 2 * 256, `prefix ${prefix} ends within two pieces of the edit at ${at}`);
    assert.ok(suffix <= SAMPLE.length - at && suffix > SAMPLE.length - at - 3 * 256, `suffix ${suffix}`);
  });

  it('the edit between two versions is the one between their strings', () => {
    const random = seededRandom(77);
    let text = SAMPLE;
    let piece = PieceText.from(text, 64);
    for (let step = 0; step < 300; step++) {
      const edit = randomReplacement(text.length, random);
      const next = applyReplacement(text, edit);
      const nextPiece = piece.edit(edit.start, edit.end, edit.inserted);
      assert.deepEqual(diffTexts(piece, nextPiece), diffTexts(text, next), `step ${step}`);
      [text, piece] = [next, nextPiece];
    }
    assert.equal(diffTexts(piece, PieceText.from(text, 64)), undefined, 'equal texts cut differently have no edit');
  });
});
