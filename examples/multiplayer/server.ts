/**
 * A multiplayer server for the library's four games: boardgame.io's own server (its lobby API
 * and its socket transport), with every match kept in PostgreSQL through the bgio-postgres
 * storage adapter. Run it with the database's address:
 *
 * ```sh
 * DATABASE_URL=postgres://user@127.0.0.1:5432/games PORT=8000 npx tsx examples/multiplayer/server.ts
 * ```
 *
 * `HOST` (default `127.0.0.1`) is the address it listens on; `ORIGINS` (comma-separated) the
 * pages that may connect, besides those on localhost and 127.0.0.1.
 */
import { pathToFileURL } from 'node:url';
import { PostgresStore } from 'bgio-postgres';
import { Origins, Server } from 'boardgame.io/server';
import { games } from 'ludicore';
import { boardgameIoGame } from 'ludicore/boardgame.io';

/** The rules every match is played under unless its setup data say otherwise: games that end. */
export const DRAW_RULES = Object.freeze({ repetition: 3, maxPlies: 400 });

/** The pages on this machine, by either name, that may use the server. */
const LOCAL_PAGES = [Origins.LOCALHOST, /^https?:\/\/127\.0\.0\.1:\d+$/];

/** What the server is started with. */
export interface ServerSettings {
  /** The PostgreSQL database's address. */
  readonly databaseUrl: string;
  /** The port for the lobby API and the game's sockets; 0 picks a free one. */
  readonly port: number;
  /** The address to listen on. */
  readonly host?: string;
  /** More page origins allowed to connect. */
  readonly origins?: readonly string[];
}

/** A started server. */
export interface RunningServer {
  /** The address clients use, e.g. `http://127.0.0.1:8000`. */
  readonly url: string;
  /** Stops listening and closes the database connection. */
  stop(): Promise<void>;
}

/** Starts the server; resolves once it listens, with its tables created where they were missing. */
export async function startServer({ databaseUrl, port, host = '127.0.0.1', origins = [] }: ServerSettings): Promise<RunningServer> {
  const db = new PostgresStore(databaseUrl, { logging: false });
  const server = Server({
    games: Object.values(games).map((game) => boardgameIoGame(game, DRAW_RULES)),
    db,
    origins: [...LOCAL_PAGES, ...origins],
  });
  // boardgame.io's run() listens on every interface: listen on `host` alone.
  const listen = server.app.listen.bind(server.app);
  server.app.listen = ((listenPort: number, callback: () => void) => listen(listenPort, host, callback)) as typeof server.app.listen;
  const running = await server.run(port);
  const address = running.appServer.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no address');
  return {
    url: `http://${host}:${address.port}`,
    async stop() {
      server.kill(running);
      await db.sequelize.close();
    },
  };
}

/** `npx tsx examples/multiplayer/server.ts`: the server, configured from the environment. */
async function main(): Promise<void> {
  const databaseUrl = process.env['DATABASE_URL'];
  if (databaseUrl === undefined || databaseUrl === '') throw new Error('set DATABASE_URL to a PostgreSQL address');
  const port = Number(process.env['PORT'] ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${process.env['PORT']}`);
  const origins = (process.env['ORIGINS'] ?? '').split(',').filter((origin) => origin !== '');
  const running = await startServer({ databaseUrl, port, host: process.env['HOST'] ?? '127.0.0.1', origins });
  console.log(`ludicore games served on ${running.url}`);
  const stop = (): void => void running.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
