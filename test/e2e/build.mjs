// Builds the end-to-end tests into out/e2e/: the drivers (run by Node) and the suite (run in the extension host).
// Kept apart from esbuild.mjs, whose `node --test out/test/` would otherwise pick up code that needs VS Code.
// Usage: node test/e2e/build.mjs   (the extension itself is built by esbuild.mjs)
import * as esbuild from 'esbuild';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const suiteDir = 'test/e2e/suite';
const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  external: ['vscode'],
  logLevel: 'warning',
};

await Promise.all([
  esbuild.build({
    ...common,
    entryPoints: ['runExtensionTests', 'uiSmoke', 'frontDoor', 'compareSmoke', 'evalSmoke', 'runTestElectron', 'webSmoke', 'semanticSmoke'].map((name) => `test/e2e/${name}.ts`),
    outdir: 'out/e2e',
  }),
  esbuild.build({
    ...common,
    entryPoints: readdirSync(suiteDir).filter((f) => f === 'index.ts' || f.endsWith('.e2e.ts')).map((f) => join(suiteDir, f)),
    outdir: 'out/e2e/suite',
  }),
]);
