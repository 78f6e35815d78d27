// The embedding loop of every semantic strategy's caller: rounds until the strategy asks for nothing missing,
// each text fetched once, and a stop when a fetch leaves a text without a vector.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { embedInRounds, type EmbeddingRound } from '../../../../shared/chunkers/embedInRounds';
import { findStrategy } from '../../../../shared/chunkers';
import type { TextEmbeddings } from '../../../../shared/chunkers/types';
import { wordVector } from '../../../helpers/fakeEmbeddings';

const APPLES = 'Apples and apricots are always awesome. An apple a day keeps anyone alive. Apricots add aroma and acidity. Almonds and apples appear alike. Avocados are also an asset. Artisans arrange apples artfully. ';
const CATS = 'Cats can climb cliffs carefully. Cougars chase cattle constantly. Cheetahs cover country quickly. Crows call from cold chimneys. Cranes circle calm canals. Camels cross caravans calmly. ';

function embedsOf(id: string, raw: Record<string, unknown> = {}) {
  const base = findStrategy(id)!;
  return base.withOptions!(base.options!.validate(raw).options).embeds!;
}

function store(): { known: TextEmbeddings; map: Map<string, number[]> } {
  const map = new Map<string, number[]>();
  return { map, known: { model: 'm', vectorOf: (t) => map.get(t) } };
}

describe('embedInRounds', () => {
  it('fetches a strategy that embeds in rounds round by round, each text once, until nothing is missing', async () => {
    const embeds = embedsOf('chonkie-semantic', { skip_window: 1 });
    const { known, map } = store();
    const batches: string[][] = [];
    const rounds: EmbeddingRound[] = [];
    const done = await embedInRounds(embeds, APPLES + CATS + APPLES, known, async (texts) => {
      batches.push(texts);
      for (const t of texts) map.set(t, wordVector(t));
    }, (r) => void rounds.push(r));
    assert.equal(batches.length, 2);
    assert.deepEqual(batches[1], [APPLES, CATS]);
    assert.equal(new Set(batches.flat()).size, batches.flat().length);
    assert.deepEqual(rounds, [{ texts: batches[0].length, missing: batches[0].length, fetched: 0 }, { texts: batches[0].length + 2, missing: 2, fetched: batches[0].length }]);
    assert.deepEqual(done, { texts: [...new Set(embeds.textsToEmbed(APPLES + CATS + APPLES, known))], fetched: batches[0].length + 2 });
  });

  it('fetches nothing when every text is known, and a one-round strategy in one fetch', async () => {
    const embeds = embedsOf('langchain-semantic');
    const { known, map } = store();
    let fetches = 0;
    const fetch = async (texts: string[]) => {
      fetches++;
      for (const t of texts) map.set(t, wordVector(t));
    };
    assert.equal((await embedInRounds(embeds, APPLES + CATS, known, fetch)).fetched > 0, true);
    assert.equal(fetches, 1);
    assert.equal((await embedInRounds(embeds, APPLES + CATS, known, fetch)).fetched, 0);
    assert.equal(fetches, 1);
  });

  it('stops after a fetch that leaves a text without a vector instead of asking forever', async () => {
    const embeds = embedsOf('chonkie-semantic', { skip_window: 1 });
    const { known } = store();
    let fetches = 0;
    const done = await embedInRounds(embeds, APPLES + CATS + APPLES, known, async () => void fetches++);
    assert.equal(fetches, 1);
    assert.ok(done.texts.some((t) => known.vectorOf(t) === undefined));
  });
});
