import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Ctx } from 'boardgame.io';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { gameById, type AnyGame, type Position } from 'ludicore';
import { alphaBeta, randomBot } from 'ludicore/ai';
import { boardgameIoGame, SEATS } from 'ludicore/boardgame.io';
import type { Browser } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, launchChromium, Session } from '../../test/browser/support.js';
import { freePort, startPostgres, type Database } from './postgres.js';

/*
 * The multiplayer example end to end: PostgreSQL started for the run, the server
 * (examples/multiplayer/server.ts) in a process of its own on 127.0.0.1, a game of each game
 * played to its end between the playground's online mode in headless Chromium (Black) and
 * boardgame.io's client in Node (White), the server killed and started again in the middle of
 * each, and forged requests that must change nothing.
 */

const HERE = import.meta.dirname;
/** How long a client may take to see a change the server made. */
const SETTLE = 20_000;

let database: Database;
let port: number;
let server: ChildProcess | undefined;
let browser: Browser;
const url = (): string => `http://127.0.0.1:${port}`;

/** Starts the server's process; resolves once it listens. */
function startServerProcess(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'server.ts')], {
      env: { ...process.env, DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('ludicore games served on')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened:\n${output}`)));
  });
}

/** Kills the server as a crash would (SIGKILL: no shutdown of any kind); resolves once it is gone. */
function killServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (child === undefined || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Waits until `check` holds, polling. */
async function until(check: () => boolean | Promise<boolean>, what: string, timeout = SETTLE): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

/** The match's row as the database holds it: its state and its metadata's gameover, as text. */
function stored(matchID: string): { state: string; gameover: string } {
  if (!/^[\w-]+$/.test(matchID)) throw new Error(`not a match id: ${matchID}`);
  const [state = '', gameover = ''] = database
    .query(`select state::text, coalesce(gameover::text, '') from "Games" where id = '${matchID}'`)
    .split('|');
  return { state: state.trim(), gameover: gameover.trim() };
}

/** ctx.gameover for a position: the outcome with the winner's seat. */
function endOf(game: AnyGame, position: Position): unknown {
  const outcome = game.outcome(position);
  if (outcome === undefined) return undefined;
  return outcome.winner === null ? { draw: true, reason: outcome.reason } : { winner: SEATS[outcome.winner], reason: outcome.reason };
}

/** boardgame.io's client in Node, in seat `playerID` of a match. */
function nodeClient(game: AnyGame, matchID: string, playerID: string, credentials: string) {
  const client = Client({
    game: boardgameIoGame(game),
    multiplayer: SocketIO({ server: url() }),
    matchID,
    playerID,
    credentials,
    debug: false,
  });
  client.start();
  return client;
}
type NodeClient = ReturnType<typeof nodeClient>;

/** The state a client holds now. */
function stateOf(client: NodeClient): { G: Position; ctx: Ctx; isConnected: boolean; _stateID: number } {
  const state = client.getState();
  if (state === null) throw new Error('the client has no state yet');
  return state;
}

/** The page joins match `matchID` in its online mode and waits until it is connected. */
async function joinOnPage(page: Session, matchID: string): Promise<void> {
  await page.page.fill('#online-server', url());
  await page.page.fill('#online-match', matchID);
  await page.page.click('#online-join');
  await page.page.waitForSelector('#online-status[data-connected="true"]', { timeout: SETTLE });
}

/** The position the page shows, in the notation. */
const pagePosition = (page: Session): Promise<string> => page.page.inputValue('#position');

beforeAll(async () => {
  const started = Date.now();
  database = await startPostgres();
  port = await freePort();
  server = await startServerProcess();
  browser = await launchChromium();
  console.log(`PostgreSQL, the server and Chromium started in ${Date.now() - started} ms`);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await killServer();
  database?.stop();
});

describe('the multiplayer example', () => {
  it.each(GAME_IDS)('%s: the page and a Node client play a game to its end, through a crash of the server', async (id) => {
    const started = Date.now();
    const game: AnyGame = gameById(id);
    const lobby = new LobbyClient({ server: url() });
    const { matchID } = await lobby.createMatch(id, { numPlayers: 2 });
    const page = await Session.open(browser, `multiplayer ${id}`);
    await joinOnPage(page, matchID);
    // The page took the first free seat, Black's; Node takes White's.
    const white = await lobby.joinMatch(id, matchID, { playerName: 'node' });
    expect(white.playerID).toBe(SEATS.white);
    const client = nodeClient(game, matchID, white.playerID, white.playerCredentials);
    const strong = alphaBeta(game, { depth: 2, random: 1 });
    const weak = randomBot(game, { random: 2 });
    const crashAt = 10;
    let restarts = 0;
    let outage = 0;
    try {
      await until(() => client.getState()?.isConnected === true, 'the Node client to connect');
      for (;;) {
        const { G, ctx } = stateOf(client);
        const expected = game.formatPosition(G);
        await until(
          async () => (await pagePosition(page)) === expected,
          `the page to show ply ${G.ply}, ${expected} (it shows ${await pagePosition(page)}; ${await page.page.textContent('#online-status')})`,
        );
        if (game.outcome(G) !== undefined) {
          // The Node client shows its own last move at once; the server's word on the end follows.
          await until(() => stateOf(client).ctx.gameover !== undefined, 'the server to end the game');
          break;
        }
        expect(ctx.gameover).toBeUndefined();
        if (G.ply === crashAt && restarts === 0) {
          const before = stored(matchID);
          const killed = Date.now();
          await killServer();
          await until(() => !stateOf(client).isConnected, 'the Node client to see the server gone');
          await page.page.waitForSelector('#online-status[data-connected="false"]', { timeout: SETTLE });
          server = await startServerProcess();
          restarts++;
          await until(() => stateOf(client).isConnected, 'the Node client to reconnect');
          await page.page.waitForSelector('#online-status[data-connected="true"]', { timeout: SETTLE });
          outage = Date.now() - killed;
          // Nothing lost: the database, the Node client and the page hold the game as before.
          expect(stored(matchID)).toEqual(before);
          expect(stateOf(client).G).toEqual(G);
          expect(await pagePosition(page)).toBe(game.formatPosition(G));
          // The page's attempts to reconnect while the server was down (as many as fell in the
          // outage, perhaps none) were refused connections, as expected: not errors of the page.
          const refused = (error: string): boolean => error.includes('net::ERR_CONNECTION_REFUSED');
          page.errors.splice(0, page.errors.length, ...page.errors.filter((error) => !refused(error)));
        }
        if (game.toMove(G) === 'white') {
          client.moves['play']?.(game.formatMove(G, strong.chooseMove(G)));
        } else {
          await page.clickMove(game, G, weak.chooseMove(G));
        }
        await until(() => stateOf(client).G.ply === G.ply + 1, `ply ${G.ply + 1} to reach the Node client`);
      }
      const { G, ctx } = stateOf(client);
      expect(ctx.gameover).toEqual(endOf(game, G));
      expect(await page.page.getAttribute('#status', 'data-state')).toBe('over');
      const row = stored(matchID);
      expect(JSON.parse(row.state).G).toEqual(G);
      expect(JSON.parse(row.gameover)).toEqual(ctx.gameover);
      expect(restarts).toBe(1);
      expect(page.errors).toEqual([]);
      console.log(
        `${id}: ${G.ply} plies to ${JSON.stringify(ctx.gameover)}, with a restart at ply ${crashAt} (from the kill to both clients back: ${outage} ms), in ${Date.now() - started} ms`,
      );
    } finally {
      client.stop();
      await page.close();
    }
  });

  describe('forged requests change nothing', () => {
    let socket: Socket;
    let matchID: string;
    let black: { playerID: string; playerCredentials: string };
    let white: { playerID: string; playerCredentials: string };
    const game: AnyGame = gameById('kono');

    beforeAll(async () => {
      const lobby = new LobbyClient({ server: url() });
      ({ matchID } = await lobby.createMatch('kono', { numPlayers: 2 }));
      black = await lobby.joinMatch('kono', matchID, { playerName: 'black' });
      white = await lobby.joinMatch('kono', matchID, { playerName: 'white' });
      socket = io(`${url()}/kono`, { transports: ['websocket'] });
      await until(() => socket.connected, 'a raw socket to connect');
    });
    afterAll(() => {
      socket?.close();
    });

    /** Sends one update as a client of boardgame.io would, but with whatever is given. */
    const send = (action: unknown, stateID: number, playerID: string): void => {
      socket.emit('update', action, stateID, matchID, playerID);
    };
    const move = (type: string, args: unknown[], playerID: string, credentials: string) => ({
      type: 'MAKE_MOVE',
      payload: { type, args, playerID, credentials },
    });
    /** The stored state, once the server has had time to answer what was sent. */
    const settledState = async (): Promise<string> => {
      // boardgame.io queues a match's updates in order: a lobby call after them is answered after them.
      await new Promise((done) => setTimeout(done, 300));
      return stored(matchID).state;
    };

    it('moves out of turn, for the other seat, with forged arguments, events, undo and stale state ids', async () => {
      const before = stored(matchID).state;
      const { _stateID: stateID, G } = JSON.parse(before) as { _stateID: number; G: Position };
      const legal = game.formatMove(G, game.legalMoves(G)[0]);
      // White, not to move, plays; White claims Black's seat with its own credentials; no credentials.
      send(move('play', [legal], white.playerID, white.playerCredentials), stateID, white.playerID);
      send(move('play', [legal], black.playerID, white.playerCredentials), stateID, black.playerID);
      send(move('play', [legal], black.playerID, ''), stateID, black.playerID);
      // Black, to move: a forged position instead of a move, action indexes out of range or of the wrong type.
      const forged = { ...G, board: 'bbbb/bbbb/bbbb/bbbb w' };
      send(move('play', [forged], black.playerID, black.playerCredentials), stateID, black.playerID);
      send(move('playAction', [1e9], black.playerID, black.playerCredentials), stateID, black.playerID);
      send(move('playAction', ['0'], black.playerID, black.playerCredentials), stateID, black.playerID);
      send(move('setBoard', [forged], black.playerID, black.playerCredentials), stateID, black.playerID);
      // Events and undo, which the game switches off, sent all the same.
      for (const type of ['endGame', 'endTurn', 'pass', 'setActivePlayers', 'setPhase']) {
        send(
          {
            type: 'GAME_EVENT',
            payload: { type, args: [{ winner: '0' }], playerID: black.playerID, credentials: black.playerCredentials },
          },
          stateID,
          black.playerID,
        );
      }
      send(
        { type: 'UNDO', payload: { type: null, args: null, playerID: black.playerID, credentials: black.playerCredentials } },
        stateID,
        black.playerID,
      );
      // A legal move with a stale state id.
      send(move('play', [legal], black.playerID, black.playerCredentials), stateID - 1, black.playerID);
      expect(await settledState()).toBe(before);
      // The same move, as it should be sent, is played: the channel works.
      send(move('play', [legal], black.playerID, black.playerCredentials), stateID, black.playerID);
      await until(
        () => (JSON.parse(stored(matchID).state) as { _stateID: number })._stateID === stateID + 1,
        'the legal move to be stored',
      );
      expect((JSON.parse(stored(matchID).state) as { G: Position }).G).toEqual(game.play(G, game.parseMove(G, legal)));
    });

    it('a forged position in the database refuses every move, and the server goes on', async () => {
      const before = JSON.parse(stored(matchID).state) as { _stateID: number; G: Position; ctx: Ctx };
      expect(before.ctx.currentPlayer).toBe(white.playerID);
      const legal = game.formatMove(before.G, game.legalMoves(before.G)[0]);
      for (const board of ['wwww/wwww/wwww/wwww w', 'not a board', 7]) {
        const forged = JSON.stringify({ ...before, G: { ...before.G, board } });
        database.query(`update "Games" set state = '${forged.replaceAll("'", "''")}'::json where id = '${matchID}'`);
        const written = stored(matchID).state;
        send(move('play', [legal], white.playerID, white.playerCredentials), before._stateID, white.playerID);
        expect(await settledState()).toBe(written);
      }
      // Still serving: the lobby answers, and the match restored from the good state plays on.
      const lobby = new LobbyClient({ server: url() });
      expect((await lobby.getMatch('kono', matchID)).matchID).toBe(matchID);
      database.query(`update "Games" set state = '${JSON.stringify(before).replaceAll("'", "''")}'::json where id = '${matchID}'`);
      send(move('play', [legal], white.playerID, white.playerCredentials), before._stateID, white.playerID);
      await until(
        () => (JSON.parse(stored(matchID).state) as { _stateID: number })._stateID === before._stateID + 1,
        'the move on the restored state',
      );
      expect(server?.exitCode).toBeNull();
    });
  });
});
