import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { applyChanges, type OpenDocument } from '../../../../server/host/documents';
import { LineIndex } from '../../../../shared/text/lineIndex';
import { PieceText } from '../../../../shared/text/pieceText';
import { seededRandom } from '../../../helpers/randomEdits';
import { repoPath } from '../../../helpers/repoPath';

const SAMPLE = readFileSync(repoPath('test/fixtures/corpus-sample/rust-book-appendix-02-operators.md'), 'utf8');
const INSERTS = ['x', '\n', '\r\n', '\r', '# Heading\n', 'ü😀', '', '```\n'];

function open(text: string, pieceLength: number): OpenDocument {
  const pieces = PieceText.from(text, pieceLength);
  return { uri: 'file:///doc.md', languageId: 'markdown', version: 1, text: pieces, lines: new LineIndex(pieces) };
}

/** A random LSP change against `reference`: a range (sometimes past a line's end or the last line) or, rarely, the whole text. */
function randomChange(reference: TextDocument, random: () => number): TextDocumentContentChangeEvent {
  const inserted = INSERTS[Math.floor(random() * INSERTS.length)];
  if (random() < 0.02) return { text: reference.getText().slice(0, 500) + inserted };
  const position = () => {
    const line = Math.floor(random() * (reference.lineCount + 1));
    return { line, character: Math.floor(random() * 90) };
  };
  const [a, b] = [position(), position()];
  const [start, end] = reference.offsetAt(a) <= reference.offsetAt(b) ? [a, b] : [b, a];
  return { range: { start, end: random() < 0.5 ? start : end }, text: inserted };
}

describe('Open documents', () => {
  it('apply LSP content changes, several per notification, exactly as VS Code language server documents do', () => {
    for (const pieceLength of [64, 4096]) {
      const random = seededRandom(pieceLength);
      let reference = TextDocument.create('file:///doc.md', 'markdown', 1, SAMPLE);
      let document = open(SAMPLE, pieceLength);
      for (let step = 0; step < 400; step++) {
        const changes: TextDocumentContentChangeEvent[] = [];
        const count = 1 + Math.floor(random() * 3);
        for (let i = 0; i < count; i++) {
          const change = randomChange(reference, random);
          changes.push(change);
          reference = TextDocument.update(reference, [change], step + 2);
        }
        document = applyChanges(document, changes);
        const where = `piece length ${pieceLength}, step ${step}`;
        assert.equal(document.text.toString(), reference.getText(), where);
        assert.equal(document.lines.lineCount, reference.lineCount, where);
        for (let i = 0; i < 10; i++) {
          const offset = Math.floor(random() * (reference.getText().length + 1));
          assert.deepEqual(document.lines.positionAt(offset), reference.positionAt(offset), `${where}: positionAt(${offset})`);
          const position = { line: Math.floor(random() * reference.lineCount), character: Math.floor(random() * 60) };
          assert.equal(document.lines.offsetAt(position), reference.offsetAt(position), `${where}: offsetAt(${JSON.stringify(position)})`);
        }
      }
    }
  });
});
