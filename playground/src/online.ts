/**
 * The playground's online mode: a seat in a match on a boardgame.io server that plays the
 * library's games (examples/multiplayer), joined by the match's id through the server's lobby,
 * then played through boardgame.io's own client. The page loads this module only when someone
 * joins (it brings boardgame.io's client with it).
 */
import { Client, LobbyClient, LobbyClientError } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { games, type AnyGame, type Player, type Position } from 'ludicore';
import { boardgameIoGame, playerOfSeat } from 'ludicore/boardgame.io';

/** What the server says of the match, after every change. */
export interface OnlineState {
  /** The position, as the server holds it. */
  readonly position: Position;
  /** Whether the page is connected to the server now (it reconnects by itself). */
  readonly connected: boolean;
}

/** The seat the page holds in a match. */
export interface OnlineSeat {
  /** The match's game. */
  readonly game: AnyGame;
  /** The match's id. */
  readonly matchID: string;
  /** The player the page plays. */
  readonly player: Player;
  /** Sends a move, in the game's notation, to the server; the position comes back as a new state. */
  send(notation: string): void;
  /** Leaves the match (the seat stays the page's on the server). */
  stop(): void;
}

/** The name the page joins under. */
const PLAYER_NAME = 'playground';

/**
 * The game of match `matchID` on the server: the lobby is asked under each game's name (a
 * boardgame.io server may answer under any name, so the match's own `gameName` decides).
 */
async function gameOfMatch(lobby: LobbyClient, matchID: string): Promise<AnyGame> {
  for (const game of Object.values(games) as AnyGame[]) {
    try {
      if ((await lobby.getMatch(game.id, matchID)).gameName === game.id) return game;
    } catch (error) {
      if (!(error instanceof LobbyClientError)) throw error;
    }
  }
  throw new Error(`the server has no match ${matchID} of any game`);
}

/**
 * Joins match `matchID` on the boardgame.io server at `server` in a free seat, and connects;
 * `onState` hears the match's state at once and after every change.
 */
export async function joinOnline(server: string, matchID: string, onState: (state: OnlineState) => void): Promise<OnlineSeat> {
  const lobby = new LobbyClient({ server });
  const game = await gameOfMatch(lobby, matchID);
  let joined: { playerID: string; playerCredentials: string };
  try {
    joined = await lobby.joinMatch(game.id, matchID, { playerName: PLAYER_NAME });
  } catch (error) {
    if (error instanceof LobbyClientError) throw new Error(`could not join match ${matchID}: both seats may be taken`, { cause: error });
    throw error;
  }
  const player = playerOfSeat(joined.playerID);
  if (player === undefined) throw new Error(`the server gave the page seat ${joined.playerID}, which no player holds`);
  const client = Client({
    game: boardgameIoGame(game),
    multiplayer: SocketIO({ server }),
    matchID,
    playerID: joined.playerID,
    credentials: joined.playerCredentials,
    debug: false,
  });
  client.subscribe((state) => {
    if (state !== null) onState({ position: state.G, connected: state.isConnected });
  });
  client.start();
  return {
    game,
    matchID,
    player,
    send: (notation) => client.moves['play']?.(notation),
    stop: () => client.stop(),
  };
}
