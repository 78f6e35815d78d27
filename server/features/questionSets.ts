// Question sets in the editor (`questions.jsonl`, `*.questions.jsonl`; docs/eval.md): an open set is linted like a
// document (a malformed line, a repeated id, a reference whose file is missing or whose quote no longer occurs is
// a diagnostic at its line, again whenever the set or a document it quotes changes), and any set can be evaluated
// as `chunklens eval SET` does with BM25: every document it quotes chunked under its own settings, open ones as
// the editor has them (the document a request names under the strategy it asks for), the rest read from disk.

import { basename, dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Connection, type Diagnostic, DiagnosticSeverity, type Disposable } from 'vscode-languageserver/node';
import { documentSettings } from '../../shared/config/documentSettings';
import { analyze } from '../../shared/engine/engine';
import { anchorQuestions, type AnchoredQuestion, type SourceDocument } from '../../shared/eval/anchorReferences';
import { answerQuestions, EDITOR_TOP_K, type QuestionAnswer } from '../../shared/eval/answerQuestions';
import { CodePointIndex } from '../../shared/eval/codePointIndex';
import { isQuestionFileName, parseJsonlQuestions, type QuestionSet, type QuestionSetProblem } from '../../shared/eval/questionSet';
import type { Chunk, StrategyId } from '../../shared/model/types';
import { flatText } from '../../shared/text/documentText';
import { LineIndex } from '../../shared/text/lineIndex';
import { editorTimeBudget } from '../host/analysisBudget';
import type { ConfigFilesService } from '../host/configFiles';
import { documentIdOf } from '../host/documentIdOf';
import { fileNameOf, type OpenDocuments } from '../host/documents';
import { errorText } from '../host/errorText';
import type { Log } from '../host/guard';
import type { FileAccess } from '../host/fileAccess';
import type { DocumentPlaces } from '../host/placeOf';
import type { SettingsService } from '../host/settings';
import type { StrategyAnalyses } from '../host/strategyAnalyses';
import { findDocuments } from '../node/findFiles';
import { GitignoreFilter } from '../node/gitignore';
import { readSourceFile } from '../node/readDocument';
import { DEFAULT_MAX_FILE_BYTES, pathExists, readRegularFile } from '../node/readRegularFile';

/** Pause after the last edit of a set, or of a document it quotes, before the set is linted again. */
const LINT_DELAY_MS = 150;
/** How long a search of the workspace folders for question files is reused. */
const DISCOVERY_TTL_MS = 5000;
/** Evaluations kept (per set and strategy asked for), each reused while the set's text and its documents' chunks are the same. */
const MAX_KEPT_EVALUATIONS = 64;

export interface QuestionSetsDeps {
  connection: Connection;
  documents: OpenDocuments;
  settings: SettingsService;
  configFiles: ConfigFilesService;
  strategies: StrategyAnalyses;
  workspaceFolders: () => string[];
  /** Where each document sits (its site and folder), as the analyses decide it. */
  places: DocumentPlaces;
  /** Files beside the documents (the FileAccess of the server's runtime). */
  files: FileAccess;
  log: Log;
  /** The client pulls diagnostics (diagnostics.ts answers for sets then): nothing is pushed. */
  pull: () => boolean;
  /** Asks the client for the code lenses (and pulled diagnostics) again: a quoted document changed, so the sets' did. */
  refresh: () => void;
}

/** A document a set quotes, as evaluated: its URI, text, lines and chunks under the strategy that applied. */
export interface ChunkedDocument {
  uri: string;
  text: string;
  lines: LineIndex;
  chunks: readonly Chunk[];
  strategy: StrategyId;
}

/** A set evaluated: each anchored question's answer (same order) and the documents, by the URI its references carry. */
export interface EvaluatedSet {
  questions: AnchoredQuestion[];
  answers: QuestionAnswer[];
  documents: ChunkedDocument[];
}

export interface QuestionSets extends Disposable {
  isQuestionFile(uri: string): boolean;
  /** A document was opened or edited: lints it when it is a set, and the open sets that quote it. */
  changed(uri: string): void;
  /** A document was closed: a set's diagnostics are cleared; the sets that quote it are linted from disk again. */
  closed(uri: string): void;
  /** The set's diagnostics now (the linter's answer, without waiting for the debounce). */
  diagnostics(uri: string): Diagnostic[];
  /** Evaluates a set (open or on disk); `under` chunks one open document under another strategy. */
  evaluate(uri: string, under?: { uri: string; strategy: StrategyId }): Promise<EvaluatedSet | undefined>;
  /** The sets (open ones and those in the workspace folders) that quote from the document. */
  setsQuoting(uri: string): string[];
}

/** A set as read, with each reference's file resolved to a URI (undefined: found nowhere). */
interface ReadSet {
  text: string;
  set: QuestionSet;
  lines: LineIndex;
  files: Map<string, string | undefined>;
}

export function createQuestionSets(deps: QuestionSetsDeps): QuestionSets {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Open set → the paths of the documents it quoted when last linted. */
  const quoted = new Map<string, Set<string>>();
  const fromDisk = new Map<string, { text: string; config: unknown; strategy: StrategyId | undefined; document: ChunkedDocument }>();
  let discovered: { at: number; uris: string[] } | undefined;
  const evaluations = new Map<string, { text: string; chunks: ReadonlyArray<readonly Chunk[]>; result: EvaluatedSet }>();

  const isQuestionFile = (uri: string) => isQuestionFileName(fileNameOf(uri));

  const openByPath = () => new Map(deps.documents.all().flatMap((d) => (d.uri.startsWith('file:') ? [[pathOf(d.uri), d] as const] : [])));

  /** The set's text: the open document's, else the file's; undefined when neither can be read. */
  const setText = (uri: string): string | undefined => {
    const open = deps.documents.get(uri);
    if (open) return flatText(open.text);
    if (!uri.startsWith('file:')) return undefined;
    try {
      const read = readRegularFile(fileURLToPath(uri), DEFAULT_MAX_FILE_BYTES);
      return read.ok ? read.text : undefined;
    } catch {
      return undefined;
    }
  };

  /**
   * Reads a set and resolves its files as the CLI run from a workspace folder does: relative to each workspace
   * folder, then to the set's folder; an open document of that path is taken as the editor has it.
   */
  const readSet = (uri: string): ReadSet | undefined => {
    const text = setText(uri);
    if (text === undefined) return undefined;
    const set = parseJsonlQuestions(text);
    const open = openByPath();
    const folders = deps.workspaceFolders().filter((f) => f.startsWith('file:')).map(pathOf);
    const base = uri.startsWith('file:') ? dirname(pathOf(uri)) : undefined;
    const files = new Map<string, string | undefined>();
    for (const q of set.questions) {
      for (const { file } of q.references) {
        if (files.has(file)) continue;
        const candidates = isAbsolute(file) ? [file] : [...folders.map((f) => resolve(f, file)), ...(base ? [resolve(base, file)] : [])];
        const found = candidates.find((c) => open.has(c)) ?? candidates.find((c) => pathExists(c));
        files.set(file, found === undefined ? undefined : (open.get(found)?.uri ?? pathToFileURL(found).toString()));
      }
    }
    return { text, set, lines: new LineIndex(text.replace(/^\uFEFF/, '')), files };
  };

  /** The text of a quoted document: the editor's when it is open, else the file's. */
  const documentText = (uri: string): string | undefined => {
    const open = deps.documents.get(uri);
    if (open) return flatText(open.text);
    try {
      return readSourceFile(pathOf(uri), DEFAULT_MAX_FILE_BYTES).text;
    } catch {
      return undefined;
    }
  };

  const anchor = (read: ReadSet, textOf: (uri: string) => string | undefined) => {
    const docs = new Map<string, SourceDocument | undefined>();
    return anchorQuestions(read.set, (file) => {
      const uri = read.files.get(file);
      if (uri === undefined) return undefined;
      if (!docs.has(uri)) {
        const text = textOf(uri);
        docs.set(uri, text === undefined ? undefined : { path: uri, text, codePoints: new CodePointIndex(text) });
      }
      return docs.get(uri);
    });
  };

  const diagnostics = (uri: string): Diagnostic[] => {
    const read = readSet(uri);
    if (!read) return [];
    quoted.set(uri, new Set([...read.files.values()].flatMap((u) => (u ? [pathOf(u)] : []))));
    const anchored = anchor(read, documentText);
    return [...read.set.problems.map((p) => toDiagnostic(read.lines, p, DiagnosticSeverity.Error)), ...anchored.problems.map((p) => toDiagnostic(read.lines, p, DiagnosticSeverity.Warning))].sort(
      (a, b) => a.range.start.line - b.range.start.line,
    );
  };

  const publish = (uri: string) => {
    const document = deps.documents.get(uri);
    if (!document) return;
    try {
      const items = diagnostics(uri);
      if (!deps.pull()) void deps.connection.sendDiagnostics({ uri, version: document.version, diagnostics: items });
    } catch (error) {
      deps.log(`chunklens: cannot lint the question set ${uri}: ${errorText(error)}`);
    }
  };

  const schedule = (uri: string, refresh: boolean) => {
    clearTimeout(timers.get(uri));
    timers.set(
      uri,
      setTimeout(() => {
        timers.delete(uri);
        publish(uri);
        if (refresh) deps.refresh();
      }, LINT_DELAY_MS),
    );
  };

  const lintQuoting = (uri: string) => {
    if (!uri.startsWith('file:')) return;
    const path = pathOf(uri);
    for (const [set, paths] of quoted) if (paths.has(path)) schedule(set, true);
  };

  /** A quoted document chunked under its settings (or `strategy`): the open one's analysis, else one of the file. */
  const chunked = async (uri: string, strategy: StrategyId | undefined): Promise<ChunkedDocument | undefined> => {
    if (deps.documents.get(uri)) {
      const result = strategy ? await deps.strategies.under(uri, strategy) : await deps.strategies.current(uri);
      if (!result) return undefined;
      return { uri, text: flatText(result.lines.text), lines: result.lines, chunks: result.analysis.chunks, strategy: result.analysis.settings.strategy.id };
    }
    const file = readSourceFile(pathOf(uri), DEFAULT_MAX_FILE_BYTES);
    const { config } = await deps.settings.get(uri);
    const kept = fromDisk.get(uri);
    if (kept && kept.text === file.text && kept.config === config && kept.strategy === strategy) return kept.document;
    const decided = documentSettings({ config, kind: file.kind, override: { strategy }, place: deps.places.placeOf(uri, file.kind), whenUnreadable: 'fallBack' });
    if (!decided.ok) return undefined;
    const analysis = analyze({ kind: file.kind, text: file.text, documentId: documentIdOf(uri, deps.workspaceFolders(), deps.files), settings: decided.settings, sidecars: file.sidecars, timeBudget: editorTimeBudget() });
    const document: ChunkedDocument = { uri, text: file.text, lines: new LineIndex(file.text), chunks: analysis.chunks, strategy: decided.settings.strategy.id };
    fromDisk.set(uri, { text: file.text, config, strategy, document });
    return document;
  };

  const discover = (): string[] => {
    if (discovered && Date.now() - discovered.at < DISCOVERY_TTL_MS) return discovered.uris;
    const folders = deps.workspaceFolders().filter((f) => f.startsWith('file:')).map(pathOf);
    const gitignore = new GitignoreFilter(folders);
    const uris = folders.flatMap((folder) => {
      try {
        const found = findDocuments([`${folder}/**/*questions.jsonl`], { isIgnored: (p) => deps.configFiles.isIgnored(p), isGitIgnored: (p, dir) => gitignore.isIgnored(p, dir) });
        return found.paths.filter((p) => isQuestionFileName(basename(p))).map((p) => pathToFileURL(p).toString());
      } catch {
        return [];
      }
    });
    discovered = { at: Date.now(), uris };
    return uris;
  };

  return {
    isQuestionFile,
    changed(uri) {
      if (isQuestionFile(uri)) {
        discovered = undefined;
        schedule(uri, false);
      } else lintQuoting(uri);
    },
    closed(uri) {
      clearTimeout(timers.get(uri));
      timers.delete(uri);
      if (quoted.delete(uri)) void deps.connection.sendDiagnostics({ uri, diagnostics: [] });
      else lintQuoting(uri);
    },
    diagnostics,
    async evaluate(uri, under) {
      const read = readSet(uri);
      if (!read) return undefined;
      const uris = [...new Set([...read.files.values()].filter((u): u is string => u !== undefined))];
      const documents: ChunkedDocument[] = [];
      for (const u of uris) {
        try {
          const document = await chunked(u, under && pathOf(under.uri) === pathOf(u) ? under.strategy : undefined);
          if (document) documents.push(document);
        } catch (error) {
          deps.log(`chunklens: evaluating ${uri}: left out ${u}: ${errorText(error)}`);
        }
      }
      const key = `${uri}\n${under?.uri ?? ''}\n${under?.strategy ?? ''}`;
      const kept = evaluations.get(key);
      if (kept && kept.text === read.text && kept.chunks.length === documents.length && kept.chunks.every((c, i) => c === documents[i].chunks)) return kept.result;
      const byUri = new Map(documents.map((d) => [d.uri, d]));
      const { questions } = anchor(read, (u) => byUri.get(u)?.text);
      const evalDocuments = documents.map((d) => ({ path: d.uri, codePoints: new CodePointIndex(d.text), chunks: d.chunks }));
      const result = { questions, answers: answerQuestions(questions, evalDocuments, EDITOR_TOP_K), documents };
      if (evaluations.size >= MAX_KEPT_EVALUATIONS) evaluations.clear();
      evaluations.set(key, { text: read.text, chunks: documents.map((d) => d.chunks), result });
      return result;
    },
    setsQuoting(uri) {
      if (!uri.startsWith('file:')) return [];
      const path = pathOf(uri);
      const sets = new Set([...deps.documents.all().map((d) => d.uri).filter(isQuestionFile), ...discover()]);
      return [...sets].filter((set) => {
        const read = readSet(set);
        return read !== undefined && [...read.files.values()].some((u) => u !== undefined && pathOf(u) === path);
      });
    },
    dispose() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** A file URI's path (another URI as it is), so the editor's URIs and those made here compare equal. */
function pathOf(uri: string): string {
  try {
    return uri.startsWith('file:') ? fileURLToPath(uri) : uri;
  } catch {
    return uri;
  }
}

/** A problem of the set as a diagnostic over its line (from its first non-blank character). */
function toDiagnostic(lines: LineIndex, problem: QuestionSetProblem, severity: DiagnosticSeverity): Diagnostic {
  const line = Math.min(problem.line - 1, lines.lineCount - 1);
  const start = lines.lineStart(line);
  const end = line + 1 < lines.lineCount ? lines.lineStart(line + 1) : lines.text.length;
  const text = lines.text.slice(start, end);
  const indent = text.length - text.trimStart().length;
  const content = text.replace(/\r?\n$/, '').length;
  return {
    range: { start: { line, character: Math.min(indent, content) }, end: { line, character: content } },
    severity,
    source: 'chunklens',
    message: problem.message,
  };
}
