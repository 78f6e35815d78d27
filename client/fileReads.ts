// Answers the web worker server's `chunklens/readFiles` through the editor's file system (vscode.workspace.fs),
// which reaches whatever the workspace lives in (a GitHub repository, the browser's files, a remote).

import * as vscode from 'vscode';
import { type FileAnswer, Methods } from '../shared/model/protocol';
import type { OnRequest } from './protocolClient';

/** What is at `uri`: its kind and, for a file of at most `maxBytes`, its text. Never throws. */
async function answerFor(uri: string, maxBytes: number): Promise<FileAnswer> {
  try {
    const target = vscode.Uri.parse(uri, true);
    const stat = await vscode.workspace.fs.stat(target);
    if (stat.type & vscode.FileType.Directory) return { uri, kind: 'folder' };
    if (!(stat.type & vscode.FileType.File)) return { uri, kind: 'other' };
    if (stat.size > maxBytes) return { uri, kind: 'file', reason: `${stat.size} bytes is over the size limit of ${maxBytes}` };
    return { uri, kind: 'file', text: new TextDecoder('utf-8').decode(await vscode.workspace.fs.readFile(target)) };
  } catch {
    return { uri };
  }
}

/** Registers the handler of `chunklens/readFiles`. */
export function registerFileReads(onRequest: OnRequest): vscode.Disposable {
  return onRequest(Methods.readFiles, async ({ uris, maxBytes }) => ({ files: await Promise.all(uris.map((uri) => answerFor(uri, maxBytes))) }));
}
