// Starts and stops a throw-away code-server (real VS Code 1.99 server + web workbench) for the e2e drivers.
//
// Each run gets its own user-data, extensions and XDG data folders under one run folder, reads no config file
// (`--config /dev/null`) and listens on a free loopback port. code-server runs in its own process group, which
// `stop()` ends whole (extension host, language server, file watcher), also when the driver is interrupted.

import { execFileSync, spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root, from out/e2e/ where esbuild puts the drivers. */
export const REPO_ROOT = resolve(__dirname, '..', '..');

/** The code-server binary: `$CODE_SERVER`, else the one test/e2e/installCodeServer.sh installs. */
export const CODE_SERVER = process.env.CODE_SERVER
  ?? join(REPO_ROOT, '.vscode-test', 'code-server', 'node_modules', '.bin', 'code-server');

/** User settings for every run: no welcome page, trust prompt, telemetry, update checks or Markdown link noise. */
const BASE_SETTINGS: Record<string, unknown> = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'security.workspace.trust.enabled': false,
  'telemetry.telemetryLevel': 'off',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'update.mode': 'none',
  'git.enabled': false,
  'markdown.validate.enabled': false,
  'markdown.suggest.paths.enabled': false,
  // Sticky scroll pins heading lines over the top of the editor and takes the clicks the UI runs make on lines there.
  'editor.stickyScroll.enabled': false,
};

/** One run's folders. `keep()` decides at the end whether they are removed. */
export interface RunDirs {
  root: string;
  userData: string;
  extensions: string;
  workspace: string;
  log: string;
}

/**
 * Makes a run folder under $TMPDIR with a copy of `workspace` (tests may edit and save without touching the
 * repository) and user settings (`BASE_SETTINGS` plus `settings`).
 */
export function makeRunDirs(prefix: string, workspace: string, settings: Record<string, unknown> = {}): RunDirs {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const dirs: RunDirs = {
    root,
    userData: join(root, 'user-data'),
    extensions: join(root, 'extensions'),
    workspace: join(root, 'ws'),
    log: join(root, 'code-server.log'),
  };
  mkdirSync(join(dirs.userData, 'User'), { recursive: true });
  mkdirSync(dirs.extensions, { recursive: true });
  writeFileSync(join(dirs.userData, 'User', 'settings.json'),
    JSON.stringify({ ...BASE_SETTINGS, ...settings }, null, 2));
  cpSync(workspace, dirs.workspace, { recursive: true });
  return dirs;
}

/** Removes the run folder after a pass, keeps it after a failure or with KEEP_DATA=1, and says where it is. */
export function cleanUpRunDirs(dirs: RunDirs, passed: boolean): void {
  if (passed && !process.env.KEEP_DATA) rmSync(dirs.root, { recursive: true, force: true });
  else console.log(`run data kept in ${dirs.root} (code-server.log, user-data/logs/*/exthost1/remoteexthost.log)`);
}

/** Environment for code-server: its heartbeat and logs go to the run folder, not ~/.local/share. */
function codeServerEnv(dirs: RunDirs, extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, XDG_DATA_HOME: join(dirs.root, 'xdg-data'), ...extra };
}

/** Installs a .vsix into the run's extensions folder and returns `--list-extensions --show-versions`. */
export function installVsix(dirs: RunDirs, vsix: string): string[] {
  const common = ['--config', '/dev/null', '--user-data-dir', dirs.userData, '--extensions-dir', dirs.extensions];
  const env = codeServerEnv(dirs, {});
  execFileSync(CODE_SERVER, [...common, '--install-extension', vsix], { stdio: 'inherit', env, timeout: 120_000 });
  const listed = execFileSync(CODE_SERVER, [...common, '--list-extensions', '--show-versions'],
    { encoding: 'utf8', env, timeout: 60_000 });
  return listed.split('\n').map((l) => l.trim()).filter(Boolean);
}

export interface CodeServer {
  /** The workbench origin, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  /** The `host:port` the page is opened at; `vscode-remote://` URIs in the payload must use the same. */
  authority: string;
  /** Ends the whole process group: SIGTERM, then SIGKILL after a grace period. Safe to call twice. */
  stop(): Promise<void>;
}

/** Process groups (code-server's pid) that have not been stopped yet. */
const liveGroups = new Set<number>();

function killGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // the group is already gone
  }
}

// A driver that is interrupted or exits early still ends its code-server process groups.
process.on('exit', () => liveGroups.forEach((pgid) => killGroup(pgid, 'SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    liveGroups.forEach((pgid) => killGroup(pgid, 'SIGKILL'));
    process.exit(128 + constants.signals[signal]);
  });
}

/**
 * Starts code-server on 127.0.0.1 with a port chosen by the OS, opened on `dirs.workspace`, and resolves once
 * it prints the address it listens on. `env` reaches the extension host (code-server passes its environment on).
 */
export function startCodeServer(dirs: RunDirs, env: Record<string, string> = {}, timeoutMs = 60_000): Promise<CodeServer> {
  const args = ['--config', '/dev/null', '--auth', 'none', '--bind-addr', '127.0.0.1:0',
    '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust',
    '--user-data-dir', dirs.userData, '--extensions-dir', dirs.extensions, dirs.workspace];
  const child = spawn(CODE_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'], env: codeServerEnv(dirs, env), detached: true });
  const pgid = child.pid;
  if (pgid !== undefined) liveGroups.add(pgid);
  const log = createWriteStream(dirs.log);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // SIGTERM to the whole group, a grace period for code-server to exit, then SIGKILL to whatever of the group
  // is left (an extension host or language server that outlived its parent).
  const stop = async (): Promise<void> => {
    if (pgid === undefined || !liveGroups.has(pgid)) return;
    killGroup(pgid, 'SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5000).unref())]);
    killGroup(pgid, 'SIGKILL');
    liveGroups.delete(pgid);
  };
  return new Promise((resolvePromise, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`code-server did not listen within ${timeoutMs} ms; see ${dirs.log}`));
    }, timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /HTTP server listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(seen);
      if (!match) return;
      clearTimeout(timer);
      resolvePromise({ origin: match[1], authority: `127.0.0.1:${match[2]}`, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`code-server exited (${code}) before listening; see ${dirs.log}`));
    });
  });
}

/** The installed extension's contributed command whose title matches, as the command palette lists it. */
export function paletteEntry(dirs: RunDirs, installed: string, title: RegExp): string {
  const [id, version] = installed.split('@');
  const manifest = JSON.parse(readFileSync(join(dirs.extensions, `${id}-${version}`, 'package.json'), 'utf8'));
  const commands: { title: string; category?: string }[] = manifest.contributes?.commands ?? [];
  const found = commands.find((c) => title.test(c.title));
  if (!found) throw new Error(`the extension contributes no command titled ${title}`);
  return found.category ? `${found.category}: ${found.title}` : found.title;
}
