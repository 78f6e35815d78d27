import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentSettings } from '../../../../shared/config/documentSettings';
import { analyze } from '../../../../shared/engine/engine';
import type { StrategyId } from '../../../../shared/model/types';
import { LineIndex } from '../../../../shared/text/lineIndex';
import { PieceText } from '../../../../shared/text/pieceText';
import type { PreparedAnalysis } from '../../../../server/host/documentAnalysis';
import type { OpenDocument } from '../../../../server/host/documents';
import { DocumentStates } from '../../../../server/host/documentStates';
import { PROGRESSIVE_MIN_CHARS } from '../../../../server/host/firstPaint';
import { BIG_EDIT_CHARS, offMainThread } from '../../../../server/host/offMainThread';

const URI = 'file:///docs/guide.md';
const SECTION = '## Install\n\nRun the installer, then restart the editor so that it loads the extension.\n\n';

function openDocument(text: string, version: number): OpenDocument {
  const pieces = PieceText.from(text);
  return { uri: URI, languageId: 'markdown', version, text: pieces, lines: new LineIndex(pieces) };
}

function prepared(document: OpenDocument, strategy: StrategyId = 'markdown-spec'): PreparedAnalysis {
  const decided = documentSettings({ config: {}, kind: 'markdown', override: { strategy }, whenUnreadable: 'refuse' });
  assert.ok(decided.ok);
  return { kind: 'markdown', input: { kind: 'markdown', text: document.text, documentId: 'guide.md', settings: decided.settings } };
}

/** A state whose cache holds the analysis of `text` under `strategy`, warm in the states' generation. */
function warmState(states: DocumentStates, text: string, strategy?: StrategyId) {
  const state = states.stateOf(URI);
  const document = openDocument(text, 1);
  analyze(prepared(document, strategy).input, state.cache);
  state.warmGeneration = states.generation;
  return state;
}

describe('where an analysis runs', () => {
  const text = `# Guide\n\n${SECTION.repeat(20)}`;
  const keystroke = `${text.slice(0, 40)}x${text.slice(40)}`;

  it("a document's first analysis (a cold cache) runs on a worker", () => {
    const states = new DocumentStates();
    const document = openDocument(text, 1);
    assert.equal(offMainThread(states.stateOf(URI), document, prepared(document), states.generation), true);
  });

  it('a keystroke on a warm cache is analysed on the main thread', () => {
    const states = new DocumentStates();
    const state = warmState(states, text);
    const document = openDocument(keystroke, 2);
    assert.equal(offMainThread(state, document, prepared(document), states.generation), false);
  });

  it('a cache warmed under older settings (a later generation) sends the analysis to a worker', () => {
    const states = new DocumentStates();
    const state = warmState(states, text);
    states.generation++;
    const document = openDocument(keystroke, 2);
    assert.equal(offMainThread(state, document, prepared(document), states.generation), true);
  });

  it('a paste of more than BIG_EDIT_CHARS characters is analysed on a worker', () => {
    const states = new DocumentStates();
    const state = warmState(states, text);
    const pasted = openDocument(`${text}${SECTION.repeat(Math.ceil(BIG_EDIT_CHARS / SECTION.length) + 1)}`, 2);
    assert.equal(offMainThread(state, pasted, prepared(pasted), states.generation), true);
  });

  it('after a slow main-thread analysis the next one runs on a worker', () => {
    const states = new DocumentStates();
    const state = warmState(states, text);
    state.slowOnMainThread = true;
    const document = openDocument(keystroke, 2);
    assert.equal(offMainThread(state, document, prepared(document), states.generation), true);
  });

  it('a keystroke in a big document stays here for a section-wise strategy and goes to a worker for a whole-document one', () => {
    const big = `# Guide\n\n${SECTION.repeat(Math.ceil(PROGRESSIVE_MIN_CHARS / SECTION.length) + 1)}`;
    const edited = openDocument(`${big.slice(0, 40)}x${big.slice(40)}`, 2);
    const sectionwise = new DocumentStates();
    assert.equal(offMainThread(warmState(sectionwise, big), edited, prepared(edited), sectionwise.generation), false);
    const whole = new DocumentStates();
    assert.equal(offMainThread(warmState(whole, big, 'recursive'), edited, prepared(edited, 'recursive'), whole.generation), true);
  });
});
