// A block made of constructs opened at its margin (a contract, a literal, elements, keys with their bodies) has no seam
// where prose could go, and a cut through it is the pipeline's (CK006); a flat run of lines, prose in a fence, or an
// excerpt that opens inside a construct stays the writer's.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closedStructureOf } from '../../../../shared/rules/closedStructure';
import { analyzeText } from '../../../helpers/analyzeText';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('blocks held together by their structure', () => {
  it('a contract whose functions have bodies, an object literal of objects after a comment, and elements holding elements are constructs opened at the margin', () => {
    const contract = ['/// @title Router', 'contract Router is Base {', ...range(12).map((i) => `    function f${i}(uint256 a) external {\n        emit Done(a, ${i});\n    }`), '}'].join('\n').split('\n');
    assert.equal(closedStructureOf(contract, 1)?.constructs, 1);
    const literal = ['/* Example of a POST request */', 'let post: Post = {', ...range(6).map((i) => `  record${i}: {\n    key: "0x${i}abc", // the ${i}th field (hex)\n  },`), '}'];
    assert.equal(closedStructureOf(literal.join('\n').split('\n'), 1)?.constructs, 1);
    const config = range(3).flatMap((i) => [`# output ${i}`, `<match app.${i}>`, '  @type copy', ...range(3).map((j) => `  <store>\n    @type file\n    path /var/log/${i}/${j}\n  </store>`), '</match>', '']);
    assert.equal(closedStructureOf(config.join('\n').split('\n'), 0)?.constructs, 3);
  });

  it('YAML keys with their nested bodies are constructs; comments at the margin are neither constructs nor seams', () => {
    const yaml = ['openapi: 3.0.0', '# the paths', 'paths:', ...range(10).map((i) => `  /items/${i}:\n    get:\n      summary: Item ${i}`)];
    assert.equal(closedStructureOf(yaml.join('\n').split('\n'), 0)?.constructs, 1);
  });

  it('a flat run of statements, prose wrapped in a fence with parentheses over its lines, and a table in comments are no structure', () => {
    const statements = range(20).map((i) => `scheduler.every(${i * 37}, 'job-${i}', { worker: ${i % 7} });`);
    assert.equal(closedStructureOf(statements, 0), undefined);
    const prose = range(6).flatMap((i) => [`- Monorepo tooling ${i} (pnpm/npm/yarn workspaces, Turborepo, Nx, Lerna, Cargo`, `  workspaces, Go workspaces). If present, ask which app we're dockerizing.`, `Ask one question at a time; wait for the answer.`]);
    assert.equal(closedStructureOf(prose, 0), undefined);
    const table = range(12).map((i) => `// | PUSH1          | 60 ${i}         | ${i} 66`);
    assert.equal(closedStructureOf(table, 0), undefined);
  });

  it('an excerpt that opens inside a construct (a closer before any opener, or a first line indented past the margin) is no structure', () => {
    const bodyEnd = [...range(10).map((i) => `    total += item${i}.price;`), '}', '', 'function next() {', '  return 1;', '}'];
    assert.equal(closedStructureOf(bodyEnd.map((l) => l.replace(/^ {4}/, '')), 0), undefined);
    const indentedStart = ['    a: 1', '    b: 2', 'c:', ...range(8).map((i) => `  k${i}: ${i}`)];
    assert.equal(closedStructureOf(indentedStart, 0), undefined);
  });

  it('a frame around one flat run (a method of statements, one section of keys), or an excerpt that goes on (`else {`) or stops inside a construct, is no structure', () => {
    const method = ['protected void Run()', '{', ...range(30).map((i) => `    Step(${i});`), '}'];
    assert.equal(closedStructureOf(method, 0), undefined);
    const branch = ['else {', ...range(10).map((i) => `  if (x${i}) {\n    step(${i});\n  }`), '}'];
    assert.equal(closedStructureOf(branch.join('\n').split('\n'), 0), undefined);
    const cutOff = ['contract Router {', ...range(12).map((i) => `    function f${i}() external {\n        step(${i});\n    }`)];
    assert.equal(closedStructureOf(cutOff.join('\n').split('\n'), 0), undefined);
  });

  it('a long contract a cap cuts is a pipeline finding; its functions without the contract and their bodies stay the writer\'s', () => {
    const functions = range(20).map((i) => `    function transferFrom${i}(address from, address to, uint256 amount) external {\n        _move(from, to, amount + ${i});\n    }`);
    const budgets = { maxTokens: 150, targetTokens: 100, minTokens: 1, overlapTokens: 0 };
    const whole = analyzeText(`## Token\n\n\`\`\`solidity\ncontract Token {\n${functions.join('\n')}\n}\n\`\`\`\n`, { budgets });
    assert.deepEqual(whole.findings.filter((f) => f.ruleId === 'CK006'), []);
    assert.match(whole.pipelineFindings.find((f) => f.ruleId === 'CK006')!.pipeline!.cause, /a complete code unit/);
    const calls = range(40).map((i) => `_move(from${i}, to${i}, amount + ${i}); // step ${i} of the transfer`);
    const flat = analyzeText(`## Token\n\n\`\`\`solidity\n${calls.join('\n')}\n\`\`\`\n`, { budgets });
    assert.equal(flat.findings.filter((f) => f.ruleId === 'CK006').length, 1);
  });
});
