// The documents the chunklens language server reads, as VS Code document selectors (documents it chunks, and
// question sets it lints and evaluates), and the tests for one document.

import * as vscode from 'vscode';

/**
 * Markdown (and MDX, whose language id an MDX extension provides), LightRAG `*.blocks.jsonl`, MinerU
 * `*_content_list.json`, DoclingDocument `*.docling.json` and `*.pages.json` page lists, on disk or untitled (Markdown).
 */
export const DOCUMENT_SELECTOR: { scheme: string; language: string; pattern?: string }[] = [
  { scheme: 'file', language: 'markdown' },
  { scheme: 'untitled', language: 'markdown' },
  { scheme: 'file', language: 'mdx' },
  { scheme: 'file', language: 'blocks-jsonl' },
  { scheme: 'file', language: 'json', pattern: '**/*_content_list.json' },
  { scheme: 'file', language: 'json', pattern: '**/content_list.json' },
  { scheme: 'file', language: 'json', pattern: '**/*.docling.json' },
  { scheme: 'file', language: 'json', pattern: '**/*.pages.json' },
];

/** Question sets (`questions.jsonl`, `*.questions.jsonl`, any language id): the server lints and evaluates them (docs/eval.md). */
export const QUESTION_SET_SELECTOR: { scheme?: string; pattern: string }[] = [
  { scheme: 'file', pattern: '**/questions.jsonl' },
  { scheme: 'file', pattern: '**/*.questions.jsonl' },
];

/** True for a question set the server lints. */
export function isQuestionSet(document: vscode.TextDocument): boolean {
  return vscode.languages.match(QUESTION_SET_SELECTOR, document) > 0;
}

/** In VS Code for the Web, documents live in any file system the editor has (`vscode-vfs:`, `vscode-remote:`…). */
export const WEB_DOCUMENT_SELECTOR: { scheme?: string; language: string; pattern?: string }[] = DOCUMENT_SELECTOR.map(({ scheme, ...filter }) =>
  scheme === 'untitled' ? { scheme, ...filter } : filter,
);

let selector: vscode.DocumentSelector = DOCUMENT_SELECTOR;

/** Makes isChunklensDocument follow the selector the language client was started with. */
export function useDocumentSelector(documents: vscode.DocumentSelector): void {
  selector = documents;
}

/** True for documents the server analyses. */
export function isChunklensDocument(document: vscode.TextDocument): boolean {
  return vscode.languages.match(selector, document) > 0;
}
