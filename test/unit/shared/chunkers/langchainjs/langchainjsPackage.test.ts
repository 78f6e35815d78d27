// The LangChain.js strategies give the records of the real @langchain/textsplitters package (its createDocuments)
// on generated Markdown, and fail where the package fails.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CharacterTextSplitter, MarkdownTextSplitter, RecursiveCharacterTextSplitter } from '@langchain/textsplitters';
import { findStrategy } from '../../../../../shared/chunkers';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer } from '../../../../../shared/tokenizers';
import { generateMarkdown } from '../../../../helpers/generateMarkdown';

type Fields = Record<string, unknown>;

const CONFIGS: Array<[string, Fields]> = [
  ['langchainjs-recursive', {}],
  ['langchainjs-recursive', { chunkSize: 60, chunkOverlap: 15 }],
  ['langchainjs-recursive', { chunkSize: 40, chunkOverlap: 0, keepSeparator: false }],
  ['langchainjs-recursive', { chunkSize: 80, chunkOverlap: 10, language: 'markdown' }],
  ['langchainjs-recursive', { chunkSize: 30, chunkOverlap: 5, separators: ['\n', ' ', ''], keepSeparator: false }],
  ['langchainjs-character', { chunkSize: 80, chunkOverlap: 20 }],
  ['langchainjs-character', { chunkSize: 20, chunkOverlap: 5, separator: ' ', keepSeparator: true }],
  ['langchainjs-markdown', { chunkSize: 60, chunkOverlap: 10 }],
];

/** The real package's splitter for a strategy and its fields. */
function packageSplitter(id: string, fields: Fields) {
  if (id === 'langchainjs-character') return new CharacterTextSplitter(fields);
  if (id === 'langchainjs-markdown') return new MarkdownTextSplitter(fields);
  const { language, ...rest } = fields;
  return language ? RecursiveCharacterTextSplitter.fromLanguage('markdown', rest) : new RecursiveCharacterTextSplitter(rest);
}

function ours(id: string, fields: Fields, text: string) {
  const base = findStrategy(id)!;
  const { options, problems } = base.options!.validate(fields);
  assert.deepEqual(problems, []);
  const s = base.withOptions!(options);
  const ctx = { tokenizer: getTokenizer(s.defaultTokenizer), budgets: {}, documentId: 'd' };
  return s.chunk(parseDocument('markdown', text), ctx).chunks.map((c) => {
    const { pageContent, metadata } = s.toRecord(c, ctx);
    return { pageContent, metadata };
  });
}

describe('LangChain.js strategies against the real @langchain/textsplitters 1.0.2', () => {
  for (const [id, fields] of CONFIGS) {
    it(`${id} ${JSON.stringify(fields)}: the package's Documents on 40 generated documents`, async () => {
      const splitter = packageSplitter(id, fields);
      for (let seed = 1; seed <= 40; seed++) {
        const text = generateMarkdown(seed, 4 + seed * 2);
        const expected = (await splitter.createDocuments([text])).map((d) => ({ pageContent: d.pageContent, metadata: d.metadata }));
        assert.deepEqual(ours(id, fields, text), expected, `seed ${seed}`);
      }
    });
  }

  it('fails where the package fails: a too-long split after the last custom separator, without keepSeparator', async () => {
    const fields = { chunkSize: 5, chunkOverlap: 0, separators: ['X', 'Y'], keepSeparator: false };
    const text = '....5X..3Y...4X....5Y...Y123456';
    await assert.rejects(new RecursiveCharacterTextSplitter(fields).splitText(text), TypeError);
    assert.throws(() => ours('langchainjs-recursive', fields, text), /LangChain\.js 1\.0\.2 fails here/);
  });

  it('refuses chunkOverlap >= chunkSize with the package\'s message', () => {
    assert.throws(() => new CharacterTextSplitter({ chunkSize: 10, chunkOverlap: 10 }), /Cannot have chunkOverlap >= chunkSize/);
    assert.deepEqual(findStrategy('langchainjs-character')!.options!.validate({ chunkSize: 10, chunkOverlap: 10 }).problems, [
      { path: 'chunkOverlap', message: 'Cannot have chunkOverlap >= chunkSize' },
    ]);
  });
});
