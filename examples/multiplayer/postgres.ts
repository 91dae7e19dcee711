/**
 * A throwaway PostgreSQL server for the example's test and for trying the server out: a new
 * database cluster in a temporary folder, listening on 127.0.0.1 at a free port, removed when
 * stopped. The server's programs come from Debian's `postgresql` package, which is installed
 * first where it is missing (with `apt-get`, as root or through `sudo`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running throwaway database. */
export interface Database {
  /** Its address, for a client or a storage adapter: `postgres://ludicore@127.0.0.1:<port>/ludicore`. */
  readonly url: string;
  /** Runs one SQL statement with psql and gives its output (unaligned, tuples only). */
  query(sql: string): string;
  /** Stops the server and removes its folder. */
  stop(): void;
}

/** Where Debian puts the server's programs: `/usr/lib/postgresql/<major>/bin`, the newest. */
const DEBIAN_SERVERS = '/usr/lib/postgresql';

function serverPrograms(): string | undefined {
  if (!existsSync(DEBIAN_SERVERS)) return undefined;
  const majors = readdirSync(DEBIAN_SERVERS)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(DEBIAN_SERVERS, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] === undefined ? undefined : join(DEBIAN_SERVERS, majors[0], 'bin');
}

/** Installs Debian's PostgreSQL where it is missing; gives the folder of its programs. */
export function installPostgres(): string {
  const found = serverPrograms();
  if (found !== undefined) return found;
  const root = process.getuid?.() === 0;
  const run = (command: string, ...args: string[]): void => {
    execFileSync(root ? command : 'sudo', root ? args : [command, ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  run('apt-get', 'update', '-q');
  run('apt-get', 'install', '-y', '-q', 'postgresql');
  const installed = serverPrograms();
  if (installed === undefined) throw new Error(`PostgreSQL was installed, but no server is under ${DEBIAN_SERVERS}`);
  return installed;
}

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts a new, empty PostgreSQL server on 127.0.0.1, with a database and a user both named
 * `ludicore` (trusted on that address: the server lives as long as one test run). PostgreSQL
 * refuses to run as root, so as root the cluster belongs to the package's `postgres` user.
 */
export async function startPostgres(): Promise<Database> {
  const bin = installPostgres();
  const folder = mkdtempSync(join(tmpdir(), 'ludicore-postgres-'));
  const data = join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const owner = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(folder, Number(owner), Number(group));
  }
  /** Runs one of the server's programs, as the cluster's owner. */
  const run = (program: string, args: readonly string[]) => {
    const command = join(bin, program);
    return spawnSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      cwd: folder,
      encoding: 'utf8',
    });
  };
  /** The same, giving its output; throws where it fails. */
  const server = (program: string, ...args: string[]): string => {
    const ran = run(program, args);
    if (ran.status !== 0) throw new Error(`${program} ${args.join(' ')} failed (${ran.status}): ${ran.stderr || ran.stdout}`);
    return ran.stdout;
  };
  const port = await freePort();
  try {
    server('initdb', '--pgdata', data, '--username', 'ludicore', '--auth', 'trust', '--encoding', 'UTF8', '--no-sync');
    // Loopback only, with the socket in the cluster's own folder (not the system's).
    const settings = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${folder}`;
    server('pg_ctl', '--pgdata', data, '--log', join(folder, 'server.log'), '--options', settings, '--wait', 'start');
    const query = (sql: string): string =>
      server(
        'psql',
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--username',
        'ludicore',
        '--dbname',
        'ludicore',
        '-At',
        '-v',
        'ON_ERROR_STOP=1',
        '-c',
        sql,
      );
    server('createdb', '--host', '127.0.0.1', '--port', String(port), '--username', 'ludicore', 'ludicore');
    let stopped = false;
    return {
      url: `postgres://ludicore@127.0.0.1:${port}/ludicore`,
      query,
      stop() {
        if (stopped) return;
        stopped = true;
        try {
          server('pg_ctl', '--pgdata', data, '--mode', 'fast', '--wait', 'stop');
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    // Whatever started is stopped; a server that never started makes this fail, which is fine.
    run('pg_ctl', ['--pgdata', data, '--mode', 'immediate', 'stop']);
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
