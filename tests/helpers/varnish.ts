/**
 * Varnish as an operator runs it from deploy/varnish/ (decision 0076), for the operations suite:
 * a copy of default.vcl and local.vcl in a folder of the test's own, local.vcl's instances moved to
 * the test's ports, and `varnishd` in the foreground with its working folder there, so that nothing
 * is shared with another Varnish on the machine and `stop()` ends all of it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SHIPPED = path.resolve('deploy/varnish');

/** The varnishd binary (Debian installs it in /usr/sbin, often not on a user's PATH), or undefined. */
export function findVarnishd(): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  return folders.map((folder) => path.join(folder, 'varnishd')).find(isExecutable);
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export interface VarnishProcess {
  url: string;
  port: number;
  /** What varnishd wrote so far. */
  output(): string;
  stop(): Promise<void>;
}

/** The shipped VCL in `dir`, local.vcl's two backends at `backendPorts` (it ships with 3000 and 3001). */
function writeVcl(dir: string, backendPorts: readonly [number, number]): string {
  fs.copyFileSync(path.join(SHIPPED, 'default.vcl'), path.join(dir, 'default.vcl'));
  const local = fs.readFileSync(path.join(SHIPPED, 'local.vcl'), 'utf8');
  const moved = local.replace('.port = "3000";', `.port = "${backendPorts[0]}";`).replace('.port = "3001";', `.port = "${backendPorts[1]}";`);
  if (moved === local || !moved.includes(`"${backendPorts[1]}"`)) throw new Error('deploy/varnish/local.vcl no longer names the ports 3000 and 3001');
  fs.writeFileSync(path.join(dir, 'local.vcl'), moved);
  return path.join(dir, 'default.vcl');
}

/** Compiles deploy/varnish/default.vcl as shipped (with its local.vcl); returns varnishd's complaint, or '' when it compiles. */
export function compileShippedVcl(varnishd: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-vcl-'));
  try {
    const result = spawnSync(varnishd, ['-C', '-n', path.join(dir, 'work'), '-f', path.join(SHIPPED, 'default.vcl')], { encoding: 'utf8' });
    return result.status === 0 ? '' : result.stderr || `varnishd -C exited with ${result.status}`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts varnishd on `port` in front of the instances at `backendPorts` and resolves once a
 * request through it reaches an instance (`/healthz`).
 */
export async function startVarnish(varnishd: string, port: number, backendPorts: readonly [number, number]): Promise<VarnishProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-varnish-'));
  // Run as root, varnishd compiles the VCL as its own unprivileged user, which must read it.
  fs.chmodSync(dir, 0o755);
  const vcl = writeVcl(dir, backendPorts);
  // -F: in the foreground, so the child is varnishd's manager and ends it; -T none: no management port.
  const child: ChildProcess = spawn(varnishd, ['-F', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-T', 'none', '-f', vcl, '-s', 'malloc,64m'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const varnish: VarnishProcess = {
    url,
    port,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await varnish.stop();
      throw new Error(`varnishd exited before it answered:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return varnish;
    } catch {
      // not listening yet (the VCL compiles first)
    }
    if (Date.now() > deadline) {
      await varnish.stop();
      throw new Error(`varnishd did not pass /healthz on in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
