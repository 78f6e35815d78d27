// The configuration lookup of one CLI run: the `--config` file when given, else every `.chunklens.json` /
// `.chunklens.jsonc` from each file's folder upwards, merged (server/config/configResolver.ts). Strict: the
// first invalid setting stops the run with exit 2 and its file:line:column. A configuration file name on
// something that is not a regular file (a FIFO, a folder) is skipped with a note, and the search goes on.

import { BookChapters } from '../node/bookChapters';
import { ConvertedSources } from '../node/convertedSources';
import { rememberingListings } from '../node/folderListings';
import { GeneratedAttributes } from '../node/generatedAttributes';
import { SiteMarkers } from '../node/siteMarkers';
import { ConfigResolver } from '../config/configResolver';
import { nodeFiles } from '../node/nodeFiles';
import { DEFAULT_MAX_FILE_BYTES } from '../node/readRegularFile';

/** A strict ConfigResolver for one CLI run (or one lint worker). */
export class ConfigLookup extends ConfigResolver {
  private notes: string[];

  /** `explicitPath` is the run's `--config`, which applies to every file; `maxBytes` the file size limit. */
  constructor(explicitPath?: string, maxBytes = DEFAULT_MAX_FILE_BYTES) {
    const notes: string[] = [];
    super({ explicitPath, strict: true, maxBytes, onNote: (note) => notes.push(note), files: nodeFiles });
    this.notes = notes;
  }

  /** The folders listed for site markers, converted pages and `.gitattributes` files, each once per run. */
  private readonly listed = rememberingListings(nodeFiles);

  /** Site markers are looked up once per folder per run, like configuration files. */
  readonly siteMarkers = new SiteMarkers(this.listed.files);

  /** So are the documents that Markdown files beside them were converted from. */
  readonly convertedSources = new ConvertedSources(this.listed.files);

  /** So are the chapters mdBook books link from their SUMMARY.md. */
  readonly bookChapters = new BookChapters(nodeFiles);

  /** So are the `.gitattributes` files that mark files generated. */
  readonly generatedAttributes = new GeneratedAttributes(this.listed.files);

  /** The notes on skipped configuration files since the last call, one line each. */
  takeNotes(): string[] {
    const notes = this.notes.splice(0);
    return notes;
  }
}
