// The major version of a package that a `package.json` depends on, read from the range it declares: how a site
// says which version of its generator builds it (`"@docusaurus/core": "^2.4.3"` is Docusaurus 2).

/** The dependency fields of a `package.json` a generator is declared in, nearest to the build first. */
const FIELDS = ['dependencies', 'devDependencies', 'peerDependencies'];

/**
 * A range that names one major version: an optional `workspace:` protocol, an optional `^`, `~`, `=` or `>=`, then
 * the major version (`^2.4.3`, `~2.0.0-beta.21`, `2.x`, `>=3.1.0`). `*`, tags (`latest`), alternatives
 * (`^2 || ^3`) and upper bounds (`<3`) name none.
 */
const SINGLE_MAJOR = /^(?:workspace:)?(?:[~^=]|>=)?\s*v?(\d+)(?:[.\s-]|$)/;

/**
 * The major version (`2`) of `name` in the `package.json` text `packageJson`, or undefined where it is not a
 * dependency, its range names no single major version, or the text is not JSON.
 */
export function dependencyMajorVersion(packageJson: string, name: string): string | undefined {
  let manifest: unknown;
  try {
    manifest = JSON.parse(packageJson);
  } catch {
    return undefined;
  }
  if (typeof manifest !== 'object' || manifest === null) return undefined;
  for (const field of FIELDS) {
    const dependencies = (manifest as Record<string, unknown>)[field];
    const range = typeof dependencies === 'object' && dependencies !== null ? (dependencies as Record<string, unknown>)[name] : undefined;
    if (typeof range !== 'string') continue;
    const trimmed = range.trim();
    return trimmed.includes('||') ? undefined : SINGLE_MAJOR.exec(trimmed)?.[1];
  }
  return undefined;
}
