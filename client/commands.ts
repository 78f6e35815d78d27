// The one table of chunklens commands. package.json `contributes.commands` must equal it (a unit test checks),
// and registerCommands registers a handler for every entry. No `vscode` import: tests load this file in Node.

export const COMMANDS = [
  { command: 'chunklens.toggleDecorations', title: 'Toggle Chunk Decorations', category: 'chunklens', icon: '$(eye)' },
  { command: 'chunklens.pickStrategy', title: 'Pick Chunking Strategy for This Document', category: 'chunklens', icon: '$(symbol-ruler)' },
  { command: 'chunklens.openChunkTree', title: 'Open Chunk Tree', category: 'chunklens', icon: '$(list-tree)' },
  { command: 'chunklens.exportChunks', title: 'Export Chunks of This Document (JSONL)', category: 'chunklens', icon: '$(export)' },
  { command: 'chunklens.showChunkAtCursor', title: 'Show Chunk at Cursor', category: 'chunklens' },
  { command: 'chunklens.lintWorkspace', title: 'Lint Workspace', category: 'chunklens' },
  { command: 'chunklens.openSample', title: 'Open the Walkthrough Sample Document', category: 'chunklens' },
  { command: 'chunklens.compareStrategies', title: 'Compare Strategies', category: 'chunklens' },
  { command: 'chunklens.queryChunks', title: 'Rank Chunks for a Question (BM25)', category: 'chunklens' },
  { command: 'chunklens.embedNow', title: 'Chunk by meaning now (embed)', category: 'chunklens' },
] as const;

export type CommandId = (typeof COMMANDS)[number]['command'];

/** Handlers receive the command's arguments, which VS Code passes untyped. */
export type CommandHandler = (...args: any[]) => unknown;

/** Registers `handlers[id]` for every command of the table; the record type makes a missing handler a type error. */
export function registerCommands<D>(
  register: (command: CommandId, handler: CommandHandler) => D,
  handlers: Record<CommandId, CommandHandler>,
): D[] {
  return COMMANDS.map(({ command }) => register(command, handlers[command]));
}
