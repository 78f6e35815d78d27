import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { COMMANDS, registerCommands, type CommandHandler, type CommandId } from '../../../client/commands';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

describe('commands', () => {
  it('the command table equals package.json contributes.commands', () => {
    assert.deepEqual(pkg.contributes.commands, COMMANDS);
  });

  it('registerCommands registers every command of the table once, with its own handler', () => {
    const handlers = Object.fromEntries(COMMANDS.map(({ command }) => [command, () => command])) as Record<CommandId, CommandHandler>;
    const registered: Array<[string, unknown]> = [];
    registerCommands((command, handler) => registered.push([command, handler()]), handlers);
    assert.deepEqual(registered, COMMANDS.map(({ command }) => [command, command]));
  });

  it('the status bar and code lens commands are in the table', () => {
    const ids = COMMANDS.map((c) => c.command) as string[];
    assert.ok(ids.includes('chunklens.pickStrategy'));
    assert.ok(ids.includes('chunklens.showChunkAtCursor'));
  });
});
