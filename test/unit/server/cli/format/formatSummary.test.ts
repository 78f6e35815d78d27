// The closing summary of a lint, terminal colour and the progress line.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Finding } from '../../../../../shared/model/types';
import { ansi, wantsColor } from '../../../../../server/cli/format/colors';
import { describeSizes, formatSummary, summarizeLint } from '../../../../../server/cli/format/formatSummary';
import { createProgress, wantsProgress } from '../../../../../server/cli/format/progress';

function finding(ruleId: string, ruleName: string, severity: Finding['severity']): Finding {
  return { ruleId, ruleName, severity, message: 'm', span: { start: 0, end: 1 } };
}

describe('lint summary, colour and progress', () => {
  it('counts findings by severity and by rule and severity, in rule order', () => {
    const summary = summarizeLint({
      files: 3,
      chunkTokens: [10, 20, 30],
      findings: [finding('CK003', 'orphan-heading', 'warning'), finding('CK001', 'chunk-too-large', 'error'), finding('CK003', 'orphan-heading', 'warning'), finding('CK003', 'orphan-heading', 'error')],
      elapsedMs: 1234,
    });
    assert.deepEqual(summary.bySeverity, { error: 2, warning: 2, info: 0, hint: 0 });
    assert.deepEqual(summary.byRule, [
      { rule: 'CK001 chunk-too-large', severity: 'error', count: 1 },
      { rule: 'CK003 orphan-heading', severity: 'error', count: 1 },
      { rule: 'CK003 orphan-heading', severity: 'warning', count: 2 },
    ]);
    assert.equal(
      formatSummary(summary),
      [
        '3 files, 3 chunks, 4 findings (2 errors, 2 warnings) in 1.23 s',
        '  CK001 chunk-too-large  1 error',
        '  CK003 orphan-heading   1 error',
        '  CK003 orphan-heading   2 warnings',
        'chunk tokens: p50 20 · p90 30 · max 30 · ≤128: 3 · ≤256: 0 · ≤512: 0 · ≤1024: 0 · ≤2048: 0 · >2048: 0',
        '',
      ].join('\n'),
    );
  });

  it('describes chunk sizes by nearest-rank percentiles and a histogram with an open last bucket', () => {
    const tokens = Array.from({ length: 100 }, (_, i) => (i + 1) * 30);
    const sizes = describeSizes(tokens);
    assert.deepEqual([sizes.p50, sizes.p90, sizes.max], [1500, 2700, 3000]);
    assert.deepEqual(sizes.histogram, [4, 4, 9, 17, 34, 32]);
    assert.deepEqual(describeSizes([]), { p50: 0, p90: 0, max: 0, histogram: [0, 0, 0, 0, 0, 0] });
  });

  it('paints severities only when colour is wanted', () => {
    const summary = summarizeLint({ files: 1, chunkTokens: [], findings: [finding('CK001', 'chunk-too-large', 'error')], elapsedMs: 0 });
    assert.match(formatSummary(summary, ansi), /\(\u001b\[31m1 error\u001b\[39;22m\)/);
    assert.equal(wantsColor(true, {}), true);
    assert.equal(wantsColor(true, { NO_COLOR: '1' }), false);
    assert.equal(wantsColor(false, { FORCE_COLOR: '1' }), true);
    assert.equal(wantsColor(false, {}), false);
  });

  it('progress shows on a terminal only, never in CI, and erases itself', () => {
    assert.equal(wantsProgress(true, {}), true);
    assert.equal(wantsProgress(true, { CI: 'true' }), false);
    assert.equal(wantsProgress(false, {}), false);
    let written = '';
    let clock = 0;
    const progress = createProgress(10, true, (t) => (written += t), () => clock);
    progress.update(1);
    progress.update(2);
    clock = 500;
    progress.update(10);
    progress.end();
    assert.equal(written, '\r\u001b[2Kchunklens: 1/10 files (10%)\r\u001b[2Kchunklens: 10/10 files (100%)\r\u001b[2K');
    let silent = '';
    const off = createProgress(10, false, (t) => (silent += t));
    off.update(5);
    off.end();
    assert.equal(silent, '');
  });
});
