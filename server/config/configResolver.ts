// Finds the configuration files that apply to a document (every `.chunklens.json` / `.chunklens.jsonc` from its
// folder up to the root, or one `--config` file) and merges them, nearest last, with the `overrides` that match
// it. Shared by the CLI and the language server; answers are remembered per folder until `forget()`: a corpus
// lint would otherwise ask the file system for every folder up to the root again for each of its 41,000 files.
// Only regular files are read: a configuration file name on a FIFO, a device or a folder is passed over with a
// note (a FIFO would block the run, a device fill its memory), and a file over the size limit is a problem.

import type { ChunklensConfig } from '../../shared/config/config';
import { mergeConfigs } from '../../shared/config/configMerge';
import { DEFAULT_MAX_FILE_BYTES, type FileAccess, type FilePaths } from '../host/fileAccess';
import { compileGlobs, type PathMatcher } from '../node/globs';

import { type ConfigFile, loadConfigFile } from './configFile';
import { ConfigFileError, type LocatedConfigProblem, ProblemLocator } from './configProblem';

/** The names of configuration files, in the order they are looked for. */
export const CONFIG_FILE_NAMES = ['.chunklens.json', '.chunklens.jsonc'];

/** One configuration file as it applies in its folder. */
interface Layer {
  config: ConfigFile;
  overrides: { matches: PathMatcher; settings: ChunklensConfig }[];
  ignores: PathMatcher;
}

/** How a resolver finds files and treats problems. */
export interface ConfigResolverOptions {
  /** `--config FILE`: this file alone applies to every document, with no lookup. */
  explicitPath?: string;
  /**
   * `strict` (the CLI): any problem throws a ConfigFileError naming its file, line and column. Otherwise (the
   * editor) the valid rest applies and problems are collected for `problems()`.
   */
  strict: boolean;
  /** The size limit of a configuration file in bytes (default 32 MiB); a larger one is a problem. */
  maxBytes?: number;
  /** Hears one line per configuration file name passed over because it is not a regular file. */
  onNote?: (note: string) => void;
  /** Where the files are read (server/node/nodeFiles.ts on Node). */
  files: FileAccess;
}

/** The configuration of documents, from the configuration files above them, remembered per folder. */
export class ConfigResolver {
  private readonly chains = new Map<string, Layer[]>();
  private readonly merged = new Map<string, ChunklensConfig>();
  private readonly layers = new Map<string, Layer>();
  private readonly found = new Map<string, LocatedConfigProblem[]>();

  private readonly paths: FilePaths;

  constructor(private readonly options: ConfigResolverOptions) {
    this.paths = options.files.paths;
  }

  /** The effective configuration for the document at `path` (empty when no file applies). */
  configFor(path: string): ChunklensConfig {
    const absolute = this.paths.resolve(path);
    const folder = this.paths.dirname(absolute);
    const chain = this.chainFor(folder);
    if (!chain.some((layer) => layer.overrides.length)) return this.mergedFor(folder, chain);
    const parts = chain.flatMap((layer) => [layer.config.settings, ...layer.overrides.filter((o) => o.matches(absolute)).map((o) => o.settings)]);
    return mergeConfigs(...parts);
  }

  /** True when an `ignores` glob of a configuration that applies to `path` matches it. */
  isIgnored(path: string): boolean {
    const absolute = this.paths.resolve(path);
    return this.chainFor(this.paths.dirname(absolute)).some((layer) => layer.ignores(absolute));
  }

  /** Problems found so far, by configuration file (non-strict resolvers only; strict ones throw instead). */
  problems(): Map<string, LocatedConfigProblem[]> {
    return this.found;
  }

  /** Forgets every file read, for a configuration file that changed on disk. */
  forget(): void {
    this.chains.clear();
    this.merged.clear();
    this.layers.clear();
    this.found.clear();
  }

  private chainFor(folder: string): Layer[] {
    const known = this.chains.get(folder);
    if (known) return known;
    let chain: Layer[];
    if (this.options.explicitPath !== undefined) chain = [this.layerOf(this.paths.resolve(this.options.explicitPath))];
    else {
      const parent = this.paths.dirname(folder);
      const above = parent === folder ? [] : this.chainFor(parent);
      const own = this.configFileIn(folder);
      chain = own ? [...above, this.layerOf(own)] : above;
    }
    this.chains.set(folder, chain);
    return chain;
  }

  private mergedFor(folder: string, chain: Layer[]): ChunklensConfig {
    let config = this.merged.get(folder);
    if (!config) {
      config = mergeConfigs(...chain.map((layer) => layer.config.settings));
      this.merged.set(folder, config);
    }
    return config;
  }

  private configFileIn(folder: string): string | undefined {
    const present = CONFIG_FILE_NAMES.map((name) => this.paths.join(folder, name)).filter((path) => this.isRegularFile(path));
    if (present.length > 1) {
      const problem = new ProblemLocator(present[1], '', undefined).at(0, 0, `${present[0]} is in the same folder: keep one configuration file per folder`);
      this.report([problem]);
    }
    return present[0];
  }

  /** True for a regular file; a configuration file name on anything else is noted and passed over. */
  private isRegularFile(path: string): boolean {
    const kind = this.options.files.kindOf(path);
    if (kind === undefined) return false;
    const regular = kind === 'file';
    if (!regular) this.options.onNote?.(`${path}: skipped: not a regular file`);
    return regular;
  }

  private layerOf(path: string): Layer {
    const known = this.layers.get(path);
    if (known) return known;
    const maxBytes = this.options.maxBytes ?? DEFAULT_MAX_FILE_BYTES;
    const { files } = this.options;
    const read = (file: string): string => {
      const text = files.readFile(file, maxBytes);
      if (!text.ok) throw new Error(text.reason);
      return text.text;
    };
    const { config, problems } = loadConfigFile(path, { read, files });
    this.report(problems);
    const folder = this.paths.dirname(path);
    const layer: Layer = {
      config,
      overrides: config.overrides.map((o) => ({ matches: compileGlobs(o.files, folder, this.paths), settings: o.settings })),
      ignores: compileGlobs(config.ignores, folder, this.paths),
    };
    this.layers.set(path, layer);
    return layer;
  }

  private report(problems: LocatedConfigProblem[]): void {
    if (!problems.length) return;
    if (this.options.strict) throw new ConfigFileError(problems);
    for (const problem of problems) {
      const list = this.found.get(problem.file) ?? [];
      list.push(problem);
      this.found.set(problem.file, list);
    }
  }
}
