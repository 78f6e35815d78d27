// A code block that shows what the command in the block right above it printed (Red-Team-X7 redteam-notes: a
// tab-indented `./enum4linux-ng.py 10.129.14.128 -A`, then a ```` ```text ```` block of its report), or a notebook
// cell's output that nbconvert writes as an indented block right after the cell's code, is recorded output: its
// split is the pipeline's (CK006). Unlabelled source code after an install command stays the writer's.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeText } from '../../../helpers/analyzeText';

const budgets = { maxTokens: 120, targetTokens: 80, minTokens: 1, overlapTokens: 0 };
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');

function split(text: string) {
  const a = analyzeText(text, { budgets });
  return { writer: a.findings.filter((f) => f.ruleId === 'CK006'), pipeline: a.pipelineFindings.filter((f) => f.ruleId === 'CK006') };
}

describe('the output of the code block above', () => {
  it('a plain-text block after a one-line command (an indented block) is what the command printed', () => {
    const report = `\`\`\`text\n${lines(40, (i) => `Share ${i}   Mapping: OK   Listing: DENIED   comment for share ${i}`)}\n\`\`\``;
    const { writer, pipeline } = split(`# Enumerate SMB\n\nRun the tool against the host:\n\n\t./enum4linux-ng.py 10.129.14.128 -A\n\n${report}\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /what the command in the code block above it printed/);
  });

  it('an indented block right after a fenced cell is the cell\'s output (nbconvert)', () => {
    const output = lines(40, (i) => `    fib_recursed_2(${i}) took 0.000${i}s to run.`);
    const { writer, pipeline } = split(`# Using recursion\n\n\`\`\`python\nfib_recursed_2(10)\n\`\`\`\n\n${output}\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /the output of the notebook cell above it/);
  });

  it('unlabelled source code after an install command stays the writer\'s, and so does a block after prose', () => {
    const code = `\`\`\`\n${lines(40, (i) => `result_${i} = tool.configure(option_${i}, retries=3)`)}\n\`\`\``;
    assert.equal(split(`# Use it\n\n\`\`\`\npip install tool\n\`\`\`\n\n${code}\n`).writer.length, 1);
    const report = `\`\`\`text\n${lines(40, (i) => `Share ${i}   Mapping: OK   Listing: DENIED   comment for share ${i}`)}\n\`\`\``;
    assert.equal(split(`# Shares\n\nEach share is checked for its mapping and listing rights.\n\n${report}\n`).writer.length, 1);
  });

  it('an unlabelled block of printed records after a command is its output too (dig AXFR)', () => {
    const records = `\`\`\`\n; <<>> DiG 9.16.15-Debian <<>> @ns1.example.com example.com -t AXFR\n${lines(40, (i) => `host${i}.example.com.  14400   IN  A  10.0.0.${i}`)}\n\`\`\``;
    const { writer, pipeline } = split(`# dig method\n\n\tdig @ns1.example.com example.com -t AXFR\n\n${records}\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /what the command in the code block above it printed/);
  });

  it('a plain-text block after a long script is no command\'s output', () => {
    const script = `\`\`\`bash\n${lines(6, (i) => `step_${i} --flag`)}\n\`\`\``;
    const report = `\`\`\`text\n${lines(40, (i) => `Share ${i}   Mapping: OK   Listing: DENIED   comment for share ${i}`)}\n\`\`\``;
    assert.equal(split(`# Shares\n\n${script}\n\n${report}\n`).writer.length, 1);
  });
});
