// The configuration lookup of one CLI run: the `--config` file when given, else every `.chunklens.json` /
// `.chunklens.jsonc` from each file's folder upwards, merged (server/config/configResolver.ts). Strict: the
// first invalid setting stops the run with exit 2 and its file:line:column.

import { ConfigResolver } from '../config/configResolver';

/** A strict ConfigResolver for one CLI run (or one lint worker). */
export class ConfigLookup extends ConfigResolver {
  /** `explicitPath` is the run's `--config`, which applies to every file. */
  constructor(explicitPath?: string) {
    super({ explicitPath, strict: true });
  }
}
