// The sentence strategy against azure-search-openai-demo's own tests (test/fixtures/sentence/upstream, source
// in its README): the two `test_pages_with_figures` snapshots chunk for chunk (text and page_num), and the
// exact expectations of the other SentenceTextSplitter tests, transcribed in upstream-cases.json.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Budgets } from '../../../../../shared/chunkers/types';
import { chunkPages, chunkText } from '../../../../helpers/sentenceHelpers';
import { repoPath } from '../../../../helpers/repoPath';

const dir = repoPath('test/fixtures/sentence/upstream');
const read = (name: string): string => readFileSync(join(dir, name), 'utf8');

interface Expect {
  [check: string]: unknown;
  count?: number;
  countAtLeast?: number;
  countAbove?: number;
  at?: number;
  text?: string;
  pageNum?: number;
  startsWith?: string;
  endsWith?: string;
  figureCount?: number;
  someIncludes?: string;
  someStartsWith?: string;
  eachShorterThan?: { startsWith: string; length: number };
  noChunkIncludes?: string;
  maxTokens?: number;
}
interface Case { test: string; options: { max_tokens_per_section?: number; max_section_length?: number }; pages: string[]; expect: Expect[] }

const { cases } = JSON.parse(read('upstream-cases.json')) as { cases: Case[] };

/** The upstream test's splitter settings as chunklens budgets (the semantic overlap stays 10% of max_section_length). */
const budgetsOf = (o: Case['options']): Budgets => ({ maxTokens: o.max_tokens_per_section ?? 500, maxChars: o.max_section_length ?? 1000, overlapPercent: 10 });

describe('sentence: azure-search-openai-demo test_pages_with_figures snapshots', () => {
  for (const name of ['pages_with_figures', 'pages_with_just_text']) {
    it(`${name}.json chunks exactly as split_pages_with_figures.json`, () => {
      const result = chunkText('pages', read(`${name}.pages.json`));
      const got = result.chunks.map((c) => ({ text: c.content, page_num: c.pageNum }));
      const want = JSON.parse(read(`${name}.snapshot.json`)) as Array<{ text: string; page_num: number }>;
      assert.equal(got.length, want.length);
      want.forEach((w, i) => assert.deepEqual(got[i], w, `chunk ${i}`));
    });
  }
});

/** The checks of the upstream tests that are more than a count or a string test, by the name the fixture gives them. */
const checks: Record<string, (texts: string[], arg: unknown) => void> = {
  countOf: (texts, arg) => {
    const { needle, total } = arg as { needle: string; total: number };
    assert.equal(texts.reduce((n, t) => n + t.split(needle).length - 1, 0), total);
  },
  figuresWhole: (texts) => {
    assert.ok(texts.some((t) => t.includes('<figure') && t.includes('</figure>')), 'a chunk holds the whole figure');
    for (const t of texts.filter((x) => x.includes('<figure'))) assert.equal(t.split('<figure').length, t.split('</figure>').length, t);
  },
  noneIncludesAll: (texts, arg) => assert.ok(texts.every((t) => !(arg as string[]).every((n) => t.includes(n)))),
  someIncludesAny: (texts, arg) => assert.ok(texts.some((t) => (arg as string[]).some((n) => t.includes(n)))),
  joinedIncludes: (texts, arg) => assert.ok(texts.join('||').includes(arg as string)),
  someTrimmedStartsWith: (texts, arg) => assert.ok(texts.some((t) => t.trim().startsWith(arg as string))),
  someTrimmedStartsWithAny: (texts, arg) => assert.ok(texts.some((t) => (arg as string[]).some((n) => t.trim().startsWith(n)))),
  maxLength: (texts, arg) => {
    for (const t of texts.filter((x) => !x.includes('<figure'))) assert.ok([...t].length <= (arg as number), `${[...t].length} > ${arg}`);
  },
  figureAloneThenStartsWith: (texts, arg) => {
    const alone = texts.findIndex((t, i) => i > 0 && t.split('<figure').length === 2 && t.trim().startsWith('<figure'));
    assert.ok(alone > 0, 'the second figure stands alone');
    assert.ok(texts.slice(alone + 1).some((t) => t.startsWith(arg as string)));
  },
  noMidWordJoin: (texts) => {
    for (let i = 0; i + 1 < texts.length; i++) {
      const left = texts[i].trimEnd();
      const right = texts[i + 1].trimStart();
      if (left && right) assert.ok(!(/\p{L}$/u.test(left) && /^\p{L}/u.test(right)), `${left.slice(-10)}|${right.slice(0, 10)}`);
    }
  },
  overlapProbe: (texts, arg) => {
    const n = arg as number;
    assert.ok(texts.some((t, i) => i + 1 < texts.length && t.slice(-n) !== '' && texts[i + 1].slice(0, n + 4).includes(t.slice(-n))));
  },
  tailInNextHead: (texts, arg) => {
    const probe = texts[0].slice(-(arg as number)).trim().slice(0, 25);
    assert.ok(probe && texts[1].slice(0, Math.max(80, probe.length + 20)).includes(probe), `${probe} / ${texts[1].slice(0, 120)}`);
  },
  afterFigureNotStartsWithItsTail: (texts) => {
    const at = texts.findIndex((t) => t.includes('<figure'));
    assert.ok(at >= 0, 'figure chunk found');
    if (at < texts.length - 1) assert.ok(!texts[at + 1].startsWith(texts[at].slice(-50).trim().slice(0, 20)));
  },
  appendStyleOverlap: (texts) => {
    const [first, second] = texts;
    const start = second.trimStart().slice(0, 1);
    assert.ok(start && (start !== start.toLowerCase() || '"\''.includes(start)), second.slice(0, 60));
    const probe = second.trim().slice(0, 25);
    assert.ok([probe, probe.slice(0, 15)].some((p) => p && first.slice(-200).includes(p)), first.slice(-120));
    assert.ok(!second.startsWith(first.slice(-50).trimStart()));
  },
};

describe('sentence: azure-search-openai-demo SentenceTextSplitter tests', () => {
  it('transcribes every case', () => assert.equal(cases.length, 26));
  for (const c of cases) {
    it(c.test, () => {
      const r = chunkPages(c.pages, budgetsOf(c.options));
      const texts = r.chunks.map((ch) => ch.content);
      const list = JSON.stringify(texts);
      for (const e of c.expect) {
        if (e.count !== undefined) assert.equal(texts.length, e.count, list);
        if (e.countAtLeast !== undefined) assert.ok(texts.length >= e.countAtLeast, list);
        if (e.countAbove !== undefined) assert.ok(texts.length > e.countAbove, list);
        if (e.at !== undefined) {
          const t = texts[e.at];
          if (e.text !== undefined) assert.equal(t, e.text);
          if (e.pageNum !== undefined) assert.equal(r.chunks[e.at].pageNum, e.pageNum);
          if (e.startsWith !== undefined) assert.ok(t.startsWith(e.startsWith), list);
          if (e.figureCount !== undefined) assert.equal(t.split('<figure').length - 1, e.figureCount);
          if (e.maxLength !== undefined) assert.ok([...t].length <= (e.maxLength as number));
          if (e.notEndsWithAny !== undefined) assert.ok((e.notEndsWithAny as string[]).every((x) => !t.endsWith(x)), JSON.stringify(t));
          continue;
        }
        if (e.someIncludes !== undefined) assert.ok(texts.some((t) => t.includes(e.someIncludes!)), list);
        if (e.someStartsWith !== undefined) assert.ok(texts.some((t) => t.startsWith(e.someStartsWith!)), list);
        if (e.noChunkIncludes !== undefined) assert.ok(texts.every((t) => !t.includes(e.noChunkIncludes!)), list);
        if (e.eachShorterThan) {
          const { startsWith, length } = e.eachShorterThan;
          for (const t of texts.filter((x) => x.startsWith(startsWith))) assert.ok([...t].length < length, `${[...t].length} ≥ ${length}`);
        }
        if (e.maxTokens !== undefined) assert.ok(r.chunks.every((ch) => ch.tokens <= e.maxTokens!), list);
        for (const [name, check] of Object.entries(checks)) if (e[name] !== undefined) check(texts, e[name]);
      }
    });
  }
});
