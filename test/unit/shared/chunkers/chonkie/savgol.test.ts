// chonkie-core's own tests of its signal processing (src/savgol.rs `mod tests`, chonkie-inc/chunk at 0.10.1,
// commit 6ae88c4e, MIT or Apache-2.0), transcribed for the port in shared/chunkers/chonkie/savgol.ts, and the
// derivatives a Savitzky–Golay fit gives exactly on polynomials it can represent.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { corePercentile, filterSplitIndices, findLocalMinima, savgolFilter } from '../../../../../shared/chunkers/chonkie/savgol';

describe('chonkie-core savgol', () => {
  it('keeps linear data about linear when smoothing (test_savgol_filter_smoothing)', () => {
    const data = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const result = savgolFilter(data, 5, 2, 0)!;
    assert.equal(result.length, data.length);
    result.forEach((v, i) => assert.ok(Math.abs(v - (i + 1)) < 0.5, `${i}: ${v}`));
  });

  it('refuses an even window and a window not over the order (test_savgol_filter_invalid_params)', () => {
    const data = [1, 2, 3, 4, 5];
    assert.equal(savgolFilter(data, 4, 2, 0), undefined);
    assert.equal(savgolFilter(data, 3, 3, 0), undefined);
  });

  it('finds the minimum of a parabola near its vertex (test_find_local_minima)', () => {
    const data = Array.from({ length: 20 }, (_, i) => ((i - 10) / 3) ** 2);
    const result = findLocalMinima(data, 5, 2, 0.5)!;
    assert.ok(result.indices.length > 0);
    assert.ok(Math.abs(result.indices[0] - 10) <= 2);
  });

  it('keeps candidates at or below the percentile, a minimum distance apart (test_filter_split_indices)', () => {
    const result = filterSplitIndices({ indices: [0, 5, 8, 15, 20], values: [0.1, 0.3, 0.2, 0.5, 0.4] }, 0.5, 3);
    assert.ok(result.indices.length > 0);
    // The 50th percentile of the values is 0.3: 0, 5 and 8 pass it, 8 is 3 after 5.
    assert.deepEqual(result.indices, [0, 5, 8]);
    assert.deepEqual(filterSplitIndices({ indices: [0, 5, 8, 15, 20], values: [0.1, 0.3, 0.2, 0.5, 0.4] }, 0.5, 4).indices, [0, 5]);
  });

  it('interpolates percentiles between sorted values (test_percentile)', () => {
    const data = [5, 1, 4, 2, 3];
    assert.ok(Math.abs(corePercentile(data, 0) - 1) < 0.001);
    assert.ok(Math.abs(corePercentile(data, 0.5) - 3) < 0.001);
    assert.ok(Math.abs(corePercentile(data, 1) - 5) < 0.001);
    assert.ok(Math.abs(corePercentile(data, 0.125) - 1.5) < 1e-12);
  });

  it('gives the exact first and second derivatives of a quadratic inside the window, and reflects at the ends', () => {
    const data = Array.from({ length: 11 }, (_, i) => 2 * i * i - 3 * i + 1);
    const first = savgolFilter(data, 5, 3, 1)!;
    const second = savgolFilter(data, 5, 3, 2)!;
    for (let i = 2; i <= 8; i++) {
      assert.ok(Math.abs(first[i] - (4 * i - 3)) < 1e-9, `first derivative at ${i}: ${first[i]}`);
      assert.ok(Math.abs(second[i] - 4) < 1e-9, `second derivative at ${i}: ${second[i]}`);
    }
    // At 0 the window reads data[2], data[1], data[0], data[1], data[2]: symmetric, so the first derivative is 0.
    assert.ok(Math.abs(first[0]) < 1e-9);
  });
});
