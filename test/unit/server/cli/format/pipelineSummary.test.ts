// The lint summary counts pipeline findings by rule and cause; of one cause's remedies it shows the one that names the
// largest number (the cap that holds the largest of the blocks holds them all), whatever order the files come in.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Finding } from '../../../../../shared/model/types';
import { formatPipelineSummary } from '../../../../../server/cli/format/formatPipelineSummary';

function split(tokens: number): Finding {
  return {
    ruleId: 'CK006',
    ruleName: 'split-code-fence',
    severity: 'warning',
    message: 'Code block of 80 lines is split across 2 chunks (3–4)',
    span: { start: 0, end: 10 },
    pipeline: { cause: 'it is a complete code unit (held together: no seam at its margin where prose could go) that the cap cuts', remedy: `maxTokens ≥ ${tokens} (now 900) keeps it whole` },
  } as Finding;
}

describe('the pipeline summary', () => {
  it('groups one cause over files and shows the remedy asking most', () => {
    for (const order of [[1057, 9129, 2204], [9129, 1057, 2204], [2204, 1057, 9129]]) {
      const text = formatPipelineSummary(order.map((t) => ({ pipeline: [split(t)] })));
      assert.match(text, /CK006\/split-code-fence ×3 in 3 files: it is a complete code unit/);
      assert.match(text, /avoided by maxTokens ≥ 9129 \(now 900\) keeps it whole/);
    }
  });
});
