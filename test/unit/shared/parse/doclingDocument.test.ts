import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { inputKindOf } from '../../../../shared/model/inputKind';
import { parseDocument } from '../../../../shared/parse';
import { parseDoclingDocument } from '../../../../shared/parse/doclingDocument';
import { repoPath } from '../../../helpers/repoPath';

const sample = readFileSync(repoPath('test/fixtures/docling/2_inp_dl_doc.docling.json'), 'utf8');
const meta = (b: { meta?: Record<string, unknown> }) => b.meta as { ref: string; label: string; layer: string; parent: string; depth: number };

describe('parseDoclingDocument', () => {
  it('*.docling.json files are DoclingDocuments, parsed by this parser', () => {
    assert.equal(inputKindOf('report.docling.json'), 'docling');
    assert.equal(inputKindOf('report.json'), 'text');
    assert.equal(parseDocument('docling', sample).blocks.length, parseDoclingDocument(sample).blocks.length);
  });

  it('reads a real document into one block per item in reading order, each spanning its JSON object', () => {
    const doc = parseDoclingDocument(sample);
    assert.deepEqual(doc.problems, []);
    assert.equal(doc.blocks.length, 22, 'the body, its 20 items and the (empty) furniture root');
    assert.deepEqual(doc.blocks.slice(0, 4).map((b) => meta(b).ref), ['#/body', '#/texts/0', '#/texts/1', '#/texts/2']);
    assert.equal(meta(doc.blocks[19]).ref, '#/tables/0');
    for (const b of doc.blocks.slice(1)) {
      const json = JSON.parse(sample.slice(b.span.start, b.span.end)) as { self_ref: string };
      assert.equal(json.self_ref, meta(b).ref);
    }
  });

  it('gives headings their level (a title is 0) and every block the headings above it', () => {
    const doc = parseDoclingDocument(sample);
    const title = doc.blocks.find((b) => meta(b).label === 'title')!;
    assert.equal(title.level, 0);
    assert.equal(title.meta?.heading, true);
    const table = doc.blocks.find((b) => meta(b).label === 'table')!;
    assert.deepEqual(table.headingPath.slice(0, 2), ['IBM', 'Corporate affairs']);
    assert.match(table.headingPath[2], /^Business trends too long/);
    assert.match(table.text, /^Year Revenue/);
    const history = doc.blocks.find((b) => b.text === 'History')!;
    assert.equal(history.level, 2);
    assert.deepEqual(history.headingPath, ['IBM']);
  });

  it('moves the page headers and footers of a 1.0.0 document to the furniture layer, as docling-core does', () => {
    const item = (version: string) =>
      JSON.stringify({ version, body: { self_ref: '#/body', children: [{ $ref: '#/texts/0' }] }, texts: [{ self_ref: '#/texts/0', label: 'page_header', text: 'p. 1', content_layer: 'body' }] });
    assert.equal(meta(parseDoclingDocument(item('1.0.0')).blocks[1]).layer, 'furniture');
    assert.equal(meta(parseDoclingDocument(item('1.3.0')).blocks[1]).layer, 'body');
  });

  it('reports syntax errors, a missing body, unknown refs and items reached twice as CK100, and reads the rest', () => {
    assert.deepEqual(parseDoclingDocument('[1]').problems.map((p) => p.message), ['a DoclingDocument must be a JSON object, got an array']);
    assert.match(parseDoclingDocument('{"texts": []}').problems[0].message, /needs a "body" object/);
    assert.equal(parseDoclingDocument('').problems.length, 1);
    const text = JSON.stringify({
      body: { self_ref: '#/body', children: [{ $ref: '#/texts/0' }, { $ref: '#/texts/7' }, { $ref: '#/texts/0' }, { $ref: '#/groups/0' }] },
      texts: [{ self_ref: '#/texts/0', label: 'text', text: 'kept' }],
      groups: [{ self_ref: '#/groups/0', label: 'list', children: [{ $ref: '#/groups/0' }] }],
    });
    const doc = parseDoclingDocument(text);
    assert.deepEqual(doc.problems.map((p) => p.code), ['CK100', 'CK100', 'CK100']);
    assert.match(doc.problems[0].message, /"#\/texts\/7" names no item/);
    assert.match(doc.problems[1].message, /#\/texts\/0 is reached a second time/);
    assert.match(doc.problems[2].message, /#\/groups\/0 is reached a second time/);
    assert.deepEqual(doc.blocks.map((b) => meta(b).ref), ['#/body', '#/texts/0', '#/groups/0']);
    assert.equal(doc.blocks[1].text, 'kept');
    assert.match(parseDoclingDocument('{"body": {"children": [}').problems[0].message, /invalid JSON/);
  });
});
