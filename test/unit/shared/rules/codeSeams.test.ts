// Only a flat run of short pieces (statements, commands or keys one by one, prose or a table in a fence) is a code
// block the writer can give in parts with prose between them (CK006 stays the writer's); any other block is held
// together (a contract, an object of objects, a method's frame, keys with nested bodies, a command over its
// continuation lines), and a cut through it is the pipeline's.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeSeamsOf, isFlatRun } from '../../../../shared/rules/codeSeams';
import { analyzeText } from '../../../helpers/analyzeText';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const lines = (parts: string[]) => parts.join('\n').split('\n');

describe('the seams of a code block', () => {
  it('statements one per line, commands between comments, short YAML sections and prose in a fence are flat runs', () => {
    const statements = range(20).map((i) => `scheduler.every(${i * 37}, 'job-${i}', { worker: ${i % 7} });`);
    assert.equal(codeSeamsOf(statements).pieces, 20);
    assert.ok(isFlatRun(codeSeamsOf(statements)));
    const commands = lines(range(6).map((i) => `# step ${i}\ndocker run --rm \\\n  -v "$PWD:/src" \\\n  image:${i} build && echo done`));
    const seams = codeSeamsOf(commands);
    assert.deepEqual([seams.pieces, seams.heldLines], [6, 0]);
    assert.ok(isFlatRun(seams));
    const yaml = lines(range(10).map((i) => `service_${i}:\n  image: app:${i}\n  port: ${8000 + i}`));
    assert.ok(isFlatRun(codeSeamsOf(yaml)));
    const prose = range(6).flatMap((i) => [`- Monorepo tooling ${i} (pnpm/npm/yarn workspaces, Turborepo, Nx, Lerna, Cargo`, `  workspaces, Go workspaces). If present, ask which app we're dockerizing.`, `Ask one question at a time; wait for the answer.`]);
    assert.ok(isFlatRun(codeSeamsOf(prose)));
  });

  it('a contract whose functions have bodies, an object of objects, nested YAML and elements holding elements are held together', () => {
    const contract = lines(['/// @title Router', 'contract Router is Base {', ...range(12).map((i) => `    function f${i}(uint256 a) external {\n        emit Done(a, ${i});\n    }`), '}']);
    assert.equal(codeSeamsOf(contract).pieces, 1);
    assert.ok(!isFlatRun(codeSeamsOf(contract)));
    const literal = lines(['let post: Post = {', ...range(6).map((i) => `  record${i}: {\n    key: "0x${i}abc", // the ${i}th field (hex)\n  },`), '}']);
    assert.ok(!isFlatRun(codeSeamsOf(literal)));
    const openapi = lines(['openapi: 3.0.0', '# the paths', 'paths:', ...range(10).map((i) => `  /items/${i}:\n    get:\n      summary: Item ${i}`)]);
    const seams = codeSeamsOf(openapi);
    assert.deepEqual([seams.pieces, seams.heldLines], [2, 32]);
    assert.ok(!isFlatRun(seams));
    const config = lines(range(3).map((i) => `<match app.${i}>\n  @type copy\n${range(3).map((j) => `  <store>\n    @type file\n    path /var/log/${i}/${j}\n  </store>`).join('\n')}\n</match>`));
    assert.ok(!isFlatRun(codeSeamsOf(config)));
  });

  it('a frame around statements, a statement carried on with ` _` and a command with its indented help are held together; one long piece among short ones is not', () => {
    const method = ['protected void Run()', '{', ...range(30).map((i) => `    Step(${i});`), '}'];
    assert.ok(!isFlatRun(codeSeamsOf(method)));
    const help = ['usage: thanos compact [<flags>]', '', 'Continuously compacts blocks.', '', 'Flags:', ...range(30).map((i) => `  --flag-${i}=VALUE  what flag ${i} sets`)];
    assert.ok(!isFlatRun(codeSeamsOf(help)));
    const continued = ['Sub Auto_Open()', '        Dim data As Variant', '        data = Array(232,137,0,96, _', ...range(12).map((i) => `${i},114,40,15,183, _`), '0)', '        Run data', 'End Sub'];
    assert.deepEqual(codeSeamsOf(continued).pieces, 2, "Visual Basic's ` _` carries a statement on over lines at the margin");
    assert.ok(!isFlatRun(codeSeamsOf(continued)));
    const mostlyFlat = [...range(60).map((i) => `SET key${i} value${i}`), 'EVAL "', ...range(12).map((i) => `  redis.call('INCR', 'k${i}')`), '" 0'];
    assert.ok(isFlatRun(codeSeamsOf(mostlyFlat)));
  });

  it('a command whose quoted argument runs over lines and an SQL statement over its rows are held together; statements that each end are not', () => {
    const write = ['response=$(curl --silent --write-out "%{response_code}" \\', '  "https://example.com/api/v2/write?bucket=demo" \\', '  --header "Authorization: Bearer TOKEN" \\', '  --data-binary "', ...range(20).map((i) => `home,room=Kitchen temp=2${i % 10}.1,hum=35.9 16410${i}000`), '")', '', 'code=${response%%:*}', 'echo "$code"'];
    const seams = codeSeamsOf(write);
    assert.deepEqual([seams.pieces, seams.heldLines], [3, 25], 'the data inside the open quote and the $( … ) around it are one piece');
    assert.ok(!isFlatRun(seams));
    const body = ["curl -X POST https://example.com/items -d '{", ...range(12).map((i) => `  "field${i}": ${i},`), "}'", 'echo done'];
    assert.equal(codeSeamsOf(body).pieces, 2);
    const insert = ['-- sample rows', 'INSERT INTO products (title, price) VALUES', ...range(15).map((i) => `('Product ${i}', ${i}.99),`), "('Last', 1.00);"];
    assert.equal(codeSeamsOf(insert).pieces, 1, 'VALUES and each `),` carry the statement on to its `;`');
    assert.ok(!isFlatRun(codeSeamsOf(insert)));
    const inserts = range(15).map((i) => `INSERT INTO products (title, price) VALUES ('Product ${i}', ${i}.99);`);
    assert.ok(isFlatRun(codeSeamsOf(inserts)), 'one whole statement a line stays a flat run');
  });

  it('a long contract a cap cuts is a pipeline finding; a flat run of calls stays the writer\'s', () => {
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
