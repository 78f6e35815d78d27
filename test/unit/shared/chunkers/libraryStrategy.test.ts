// The library adapter's contract, through a tiny fake library (a splitter that packs paragraphs): what a port
// gives it (arguments and their rules, a length function, pieces mapped to the source with the library's own
// records) becomes a strategy whose chunks carry source spans in order with overlap marked, whose arguments are
// checked by their own names, and which reports the library's exceptions as CK100 errors.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { libraryStrategy, type LibrarySpec } from '../../../../shared/chunkers/libraryStrategy';
import { LibraryError } from '../../../../shared/chunkers/libraryError';
import { concatMapped, insertedText, sliceMapped, wholeText, type MappedText } from '../../../../shared/chunkers/mappedText';
import type { ChunkResult, OptionProblem, Strategy } from '../../../../shared/chunkers/types';
import type { StrategyId } from '../../../../shared/model/types';
import { parseDocument } from '../../../../shared/parse';
import { getTokenizer, type TokenizerId } from '../../../../shared/tokenizers';

interface FakeArgument {
  type: 'positive' | 'nonNegative' | 'optionalString' | 'lengthFunction';
  default: unknown;
}

const FAKE_ID = 'fake-paragraphs' as StrategyId;
const REWRITE = 'ParagraphSplitter joins paragraphs with its joiner';

const VALID: Record<FakeArgument['type'], (v: unknown) => boolean> = {
  positive: (v) => Number.isInteger(v) && (v as number) > 0,
  nonNegative: (v) => Number.isInteger(v) && (v as number) >= 0,
  optionalString: (v) => v === null || typeof v === 'string',
  lengthFunction: (v) => v === 'utf16' || v === 'chars',
};

function checkValue(name: string, spec: FakeArgument, v: unknown): OptionProblem[] {
  return VALID[spec.type](v) ? [] : [{ path: name, message: `${name} got ${JSON.stringify(v)}, which ParagraphSplitter refuses` }];
}

/** The paragraphs of `text` (between blank lines) as [start, end) ranges. */
function paragraphs(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  for (let at = text.indexOf('\n\n'); at !== -1; at = text.indexOf('\n\n', start)) {
    out.push([start, at]);
    start = at + 2;
  }
  out.push([start, text.length]);
  return out;
}

/** The fake library: windows of `paragraphs_per_chunk` paragraphs every `paragraphs_per_chunk - overlap_paragraphs`. */
const FAKE: LibrarySpec<FakeArgument> = {
  id: FAKE_ID,
  library: { library: 'fakelib', language: 'python', splitter: 'ParagraphSplitter', version: '1.0' },
  description: 'a fake paragraph packer',
  inputKinds: ['text', 'markdown'],
  schema: {
    paragraphs_per_chunk: { type: 'positive', default: 1 },
    overlap_paragraphs: { type: 'nonNegative', default: 0 },
    joiner: { type: 'optionalString', default: null },
    fail_on: { type: 'optionalString', default: null },
    length_function: { type: 'lengthFunction', default: 'utf16' },
  },
  rules: {
    noun: 'splitter',
    checkValue,
    crossCheck: (o) =>
      (o.overlap_paragraphs as number) >= (o.paragraphs_per_chunk as number) ? [{ path: 'overlap_paragraphs', message: 'overlap_paragraphs must be less than paragraphs_per_chunk' }] : [],
  },
  defaultTokenizer: (o) => o.length_function as TokenizerId,
  rewrite: REWRITE,
  split(text, o, tokenizer) {
    const whole = wholeText(text);
    const ranges = paragraphs(text);
    const failing = ranges.findIndex(([s, e]) => typeof o.fail_on === 'string' && text.slice(s, e).includes(o.fail_on));
    if (failing >= 0) throw new LibraryError('ValueError', `paragraph ${failing} holds ${JSON.stringify(o.fail_on)}`, { start: ranges[failing][0], end: ranges[failing][1] });
    const per = o.paragraphs_per_chunk as number;
    const parents = [{ label: 'document', tokens: tokenizer.count(text), spans: [{ start: 0, end: text.length }] }];
    const pieces = [];
    for (let i = 0; ; i += per - (o.overlap_paragraphs as number)) {
      const group = ranges.slice(i, i + per);
      const content: MappedText =
        typeof o.joiner === 'string'
          ? concatMapped(group.flatMap(([s, e], k) => (k ? [insertedText(o.joiner as string), sliceMapped(whole, s, e)] : [sliceMapped(whole, s, e)])))
          : sliceMapped(whole, group[0][0], group[group.length - 1][1]);
      pieces.push({ content, headingsPath: [], parents, record: { text: content.text, first_paragraph: i } });
      if (i + per >= ranges.length) return pieces;
    }
  },
  parentRecord: (parent) => ({ node: parent.label, tokens: parent.tokens }),
};

const TEXT = 'Alpha one.\n\nBeta two.\n\nGamma three.';

function configured(raw: Record<string, unknown>): Strategy {
  const base = libraryStrategy(FAKE);
  const { options, problems } = base.options!.validate(raw);
  assert.deepEqual(problems, []);
  return base.withOptions!(options);
}

function run(s: Strategy, text = TEXT): ChunkResult {
  return s.chunk(parseDocument('text', text), { tokenizer: getTokenizer(s.defaultTokenizer), budgets: {}, documentId: 'd' });
}

describe('library adapter: chunks from a library’s pieces', () => {
  it('gives each piece as a chunk in order, its spans into the source, the part an earlier chunk holds marked as overlap', () => {
    const { chunks, problems } = run(configured({ paragraphs_per_chunk: 2, overlap_paragraphs: 1 }));
    assert.deepEqual(problems, []);
    assert.deepEqual(
      chunks.map((c) => [c.index, c.strategy, c.content, c.spans, c.tokens, c.notes]),
      [
        [0, FAKE_ID, 'Alpha one.\n\nBeta two.', [{ start: 0, end: 21 }], 21, [{ reason: 'budget', detail: 'ParagraphSplitter' }]],
        [1, FAKE_ID, 'Beta two.\n\nGamma three.', [{ start: 12, end: 21, overlap: true }, { start: 21, end: 35 }], 23, [{ reason: 'end', detail: 'ParagraphSplitter' }]],
      ],
    );
  });

  it('keeps the library’s own record of each chunk, with the source spans and the parents’ records beside it', () => {
    const s = configured({ paragraphs_per_chunk: 2, overlap_paragraphs: 1 });
    const { chunks } = run(s);
    assert.deepEqual(s.toRecord(chunks[1], { tokenizer: getTokenizer('utf16'), budgets: {}, documentId: 'd' }), {
      text: 'Beta two.\n\nGamma three.',
      first_paragraph: 1,
      source_spans: [{ start: 12, end: 21, overlap: true }, { start: 21, end: 35 }],
      parents: [{ node: 'document', tokens: 35, source_spans: [{ start: 0, end: 35 }] }],
    });
  });

  it('gives text the library inserted no span, and notes the rewrite on the chunks that hold some', () => {
    const { chunks } = run(configured({ paragraphs_per_chunk: 2, joiner: ' | ' }));
    assert.deepEqual(
      chunks.map((c) => [c.content, c.spans, c.notes.map((n) => n.reason)]),
      [
        ['Alpha one. | Beta two.', [{ start: 0, end: 10 }, { start: 12, end: 21 }], ['budget', 'normalized']],
        ['Gamma three.', [{ start: 23, end: 35 }], ['end']],
      ],
    );
    assert.equal(chunks[0].notes[1].detail, REWRITE);
  });
});

describe('library adapter: the constructor’s arguments', () => {
  const validate = libraryStrategy(FAKE).options!.validate;

  it('offers the arguments by the constructor’s names, in its order, and takes its defaults where none are given', () => {
    assert.deepEqual(Object.keys(libraryStrategy(FAKE).options!.schema), ['paragraphs_per_chunk', 'overlap_paragraphs', 'joiner', 'fail_on', 'length_function']);
    assert.deepEqual(validate({ joiner: '; ' }), {
      options: { paragraphs_per_chunk: 1, overlap_paragraphs: 0, joiner: '; ', fail_on: null, length_function: 'utf16' },
      problems: [],
    });
  });

  it('names an unknown argument together with the ones the splitter takes', () => {
    assert.deepEqual(validate({ paragraph_count: 2 }).problems, [
      { path: 'paragraph_count', message: 'unknown argument "paragraph_count" (this splitter takes paragraphs_per_chunk, overlap_paragraphs, joiner, fail_on, length_function)' },
    ]);
  });

  it('reports each bad value at its name with the library’s message, keeps the default there, and checks across arguments only when every value is valid', () => {
    const bad = validate({ paragraphs_per_chunk: 0, overlap_paragraphs: 3, joiner: 3 });
    assert.deepEqual(bad.problems, [
      { path: 'paragraphs_per_chunk', message: 'paragraphs_per_chunk got 0, which ParagraphSplitter refuses' },
      { path: 'joiner', message: 'joiner got 3, which ParagraphSplitter refuses' },
    ]);
    assert.deepEqual([bad.options.paragraphs_per_chunk, bad.options.overlap_paragraphs, bad.options.joiner], [1, 3, null]);
    assert.deepEqual(validate({ paragraphs_per_chunk: 2, overlap_paragraphs: 2 }).problems, [{ path: 'overlap_paragraphs', message: 'overlap_paragraphs must be less than paragraphs_per_chunk' }]);
  });

  it('refuses options that are not an object of arguments, as a problem rather than an exception', () => {
    assert.deepEqual(validate([2]).problems, [{ path: '', message: 'options must be an object of constructor arguments' }]);
  });

  it('counts length as the library does with the arguments given', () => {
    assert.equal(libraryStrategy(FAKE).defaultTokenizer, 'utf16');
    assert.equal(configured({ length_function: 'chars' }).defaultTokenizer, 'chars');
  });

  it('takes no options for a splitter without arguments', () => {
    const fixed = libraryStrategy({ ...FAKE, schema: {}, defaultTokenizer: () => 'chars', split: (text) => [{ content: wholeText(text), headingsPath: [], record: { text } }] });
    assert.equal(fixed.options, undefined);
    assert.equal(fixed.withOptions, undefined);
    assert.deepEqual(run(fixed).chunks.map((c) => c.spans), [[{ start: 0, end: 35 }]]);
  });
});

describe('library adapter: where the library raises', () => {
  it('reports the library’s exception as one CK100 error at the text it names, instead of chunks', () => {
    assert.deepEqual(run(configured({ fail_on: 'Gamma' })), {
      chunks: [],
      problems: [{ span: { start: 23, end: 35 }, message: 'ParagraphSplitter raises ValueError: paragraph 2 holds "Gamma"', code: 'CK100', severity: 'error' }],
    });
  });

  it('lets any other exception through: a fault of the port, not of the library it reproduces', () => {
    const broken = libraryStrategy({
      ...FAKE,
      split: () => {
        throw new RangeError('port fault');
      },
    });
    assert.throws(() => run(broken), RangeError);
  });
});
