/**
 * The playground page: pick a game, its rules options and the players, then play by clicking the
 * board. Bots think in a Web Worker (worker.ts); the page keeps the game as a record and draws it
 * with the library's renderer after every change.
 */
import { formatRecord, gameById, games, isRulesError, type AnyGame, type MoveEffect, type Player, type Position } from 'ludicore';
import { renderSvg } from 'ludicore/render';
import { drawnPoints, focusPoint, makeBoardAccessible, pointNameAt } from './board-access.js';
import { flippedFor } from './board-side.js';
import { ARROW_KEYS, pointInDirection } from './directions.js';
import { effectPoints } from './effect-journeys.js';
import {
  choicePoints,
  freshSelection,
  moveChosenAt,
  moveToPlay,
  moveWithoutPoints,
  movesToChooseFrom,
  oneClickPoints,
  selectionAfter,
  startPoints,
  type Selection,
} from './gestures.js';
import { HINT_PLAYER, hintOf, markHint, type Hint } from './hint.js';
import { animateEffects } from './move-animation.js';
import { drawMoveList } from './move-list-view.js';
import type { OnlineSeat, OnlineState } from './online.js';
import { followServer } from './online-session.js';
import { readOptions, renderOptions } from './options-form.js';
import { hasPiecesToPlace, pieceCounts } from './piece-counts.js';
import { drawPieceCounts } from './piece-counts-view.js';
import { PLAYER_KINDS, PLAYER_LABELS, isPlayerKind, type PlayerKind } from './players.js';
import type { BotReply, BotRequest, TableOffer, TableReply } from './protocol.js';
import {
  canRedo,
  canUndo,
  currentPosition,
  describeOutcome,
  isShowingPast,
  lastMoveAnnouncement,
  newSession,
  outcomeShown,
  playMove,
  playerToMove,
  recordShown,
  redo,
  resign,
  sessionFromPosition,
  sessionFromRecord,
  showAfter,
  undo,
  withSeats,
  type Seats,
  type Session,
} from './session.js';
import { capitalised, pointLabel } from './words.js';

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`playground: the page has no ${type.name} #${id}`);
  return found;
}

const ui = {
  main: element('main', HTMLElement),
  game: element('game', HTMLSelectElement),
  options: element('options', HTMLElement),
  optionsError: element('options-error', HTMLElement),
  black: element('black', HTMLSelectElement),
  white: element('white', HTMLSelectElement),
  newGame: element('new-game', HTMLButtonElement),
  undo: element('undo', HTMLButtonElement),
  redo: element('redo', HTMLButtonElement),
  pass: element('pass', HTMLButtonElement),
  hint: element('hint', HTMLButtonElement),
  resign: element('resign', HTMLButtonElement),
  flip: element('flip', HTMLButtonElement),
  pause: element('pause', HTMLButtonElement),
  step: element('step', HTMLButtonElement),
  pieceCounts: element('piece-counts', HTMLTableElement),
  labels: element('labels', HTMLInputElement),
  pointName: element('point-name', HTMLElement),
  status: element('status', HTMLElement),
  announcement: element('announcement', HTMLElement),
  botSummary: element('bot-summary', HTMLElement),
  tableFile: element('table-file', HTMLInputElement),
  board: element('board', HTMLElement),
  choices: element('choices', HTMLElement),
  moves: element('moves', HTMLOListElement),
  movesStart: element('moves-start', HTMLButtonElement),
  moveForm: element('move-form', HTMLFormElement),
  moveText: element('move-text', HTMLInputElement),
  moveError: element('move-error', HTMLElement),
  position: element('position', HTMLInputElement),
  loadPosition: element('load-position', HTMLButtonElement),
  copyPosition: element('copy-position', HTMLButtonElement),
  positionError: element('position-error', HTMLElement),
  record: element('record', HTMLTextAreaElement),
  loadRecord: element('load-record', HTMLButtonElement),
  copyRecord: element('copy-record', HTMLButtonElement),
  recordError: element('record-error', HTMLElement),
  onlineServer: element('online-server', HTMLInputElement),
  onlineMatch: element('online-match', HTMLInputElement),
  onlineJoin: element('online-join', HTMLButtonElement),
  onlineLeave: element('online-leave', HTMLButtonElement),
  onlineStatus: element('online-status', HTMLElement),
};

/** Milliseconds between moves when bots play each other, so that people can follow the game. */
const BOT_GAME_PAUSE = 400;
/** The board's width in pixels, as drawn: it is shown at the width of its column, never wider than the screen. */
const BOARD_SIZE = 560;
/**
 * The width a crowded board is drawn at (Gong's 313 points): the whole width of the page, which
 * then puts the panel below the board, so that its closest points (Gong's first ring) get hit
 * areas of at least 24 pixels and its names 12 pixels.
 */
const WIDE_BOARD_SIZE = 1080;

/** Boards of more points than this are crowded: drawn wide, and without point names by default. */
const CROWDED = 100;
const isCrowded = (game: AnyGame): boolean => game.board.size > CROWDED;

let session: Session;
/** The clicks so far, while a person is to move; `null` while the board takes no clicks. */
let selection: Selection | null = null;
let worker: Worker | null = null;
/** The id of the bot request in flight, or `null`. */
let pending: number | null = null;
let pause: ReturnType<typeof setTimeout> | undefined;
let requests = 0;
/** The table file the user gave for the perfect bot, kept for every worker started after. */
let offeredTable: TableOffer | undefined;
let tableToAnnounce = false;
/** The point that holds the board's one tab stop (roving tabindex), by name. */
let tabStop: string | undefined;
/** The seat the page holds in a match on a server, while it plays online; `null` otherwise. */
let online: OnlineSeat | null = null;
/** Whether the request in flight is for a hint rather than a bot's move. */
let pendingHint = false;
/** The hint shown on the board for the position shown, if any. */
let hintShown: Hint | null = null;
/** Whether the board is drawn from White's side (see board-side.ts). */
let flipped = false;
/** A game between bots paused: no bot moves but by Step. */
let paused = false;
/** Step was pressed: the next bot move is asked for at once, paused or not. */
let stepping = false;

const messageOf = (error: unknown): string => (isRulesError(error) || error instanceof Error ? error.message : String(error));
const currentGame = (): AnyGame => session.record.game;

function seatsFromMenus(): Seats {
  const kind = (select: HTMLSelectElement): PlayerKind => (isPlayerKind(select.value) ? select.value : 'human');
  return { black: kind(ui.black), white: kind(ui.white) };
}

/** Makes `next` the game on the page, dropping any selection and any bot search of the old one. */
function show(next: Session): void {
  stopBot();
  session = next;
  selection = null;
  hintShown = null;
  for (const field of [ui.moveError, ui.positionError, ui.recordError, ui.optionsError]) field.textContent = '';
  update();
}

/** Starts another game (new, or loaded): nothing said about the old one stays on the page. */
function begin(next: Session): void {
  for (const field of [ui.botSummary, ui.announcement, ui.pointName]) field.textContent = '';
  ui.moveText.value = '';
  tabStop = undefined;
  flipped = flippedFor(next.seats);
  paused = false;
  stepping = false;
  show(next);
}

/** Shows `next`, reached by the person (a move, an undo, a click in the move list): a move typed before is stale. */
function showAfterPerson(next: Session): void {
  ui.moveText.value = '';
  show(next);
}

/** Whether a bot is thinking (for a move or a hint), or pausing before its move in a game between bots. */
const botBusy = (): boolean => pending !== null || pause !== undefined;

/** Whether both sides are bots: the game that Pause and Step are for. */
const botsOnly = (): boolean => session.seats.black !== 'human' && session.seats.white !== 'human';

/** Fields the user has typed into since the page last wrote them. */
const edited = new Set<HTMLInputElement | HTMLTextAreaElement>();

/** Shows `text` in a field, unless the user is typing there. */
function refresh(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  if (edited.has(field) && document.activeElement === field) return;
  edited.delete(field);
  field.value = text;
}

function update(): void {
  const game = currentGame();
  const position = currentPosition(session);
  const mover = playerToMove(session);
  const human = mover !== undefined && session.seats[mover] === 'human' && onlineTurn(mover);
  selection = human ? freshSelection(game, position) : null;
  drawBoard(game, position);
  drawPieceCounts(
    ui.pieceCounts,
    pieceCounts(game, position, session.record.start.options),
    hasPiecesToPlace(game, position, session.record.start.options),
  );
  drawChoices();
  drawMoves();
  drawStatus(mover, human);
  const pass = selection === null ? undefined : moveWithoutPoints(selection);
  ui.pass.disabled = pass === undefined;
  ui.pass.textContent = pass === undefined ? 'Pass' : capitalised(game.formatMove(position, pass.move));
  refresh(ui.position, game.formatPosition(position));
  refresh(ui.record, formatRecord(session.record));
  startBotIfItsTurn();
  drawButtons();
}

/**
 * The buttons that depend on whose turn it is and on the bots. Undo, Redo, Hint and Resign are
 * for a person to move (a thinking bot would only move again); Pause and Step for a game between
 * bots. Online, the server's game is the game: no undo, redo or resignation here.
 */
function drawButtons(): void {
  const mover = playerToMove(session);
  const personToMove = mover !== undefined && session.seats[mover] === 'human' && onlineTurn(mover);
  ui.undo.disabled = !canUndo(session) || botBusy() || online !== null;
  ui.redo.disabled = !canRedo(session) || botBusy() || online !== null;
  ui.hint.disabled = !personToMove || botBusy();
  ui.resign.disabled = !personToMove || botBusy() || online !== null;
  const pausable = botsOnly() && mover !== undefined;
  ui.pause.disabled = !pausable;
  ui.pause.textContent = paused ? 'Resume' : 'Pause';
  ui.pause.setAttribute('aria-pressed', String(paused));
  ui.step.disabled = !pausable || !paused || botBusy() || isShowingPast(session);
  ui.flip.setAttribute('aria-pressed', String(flipped));
}

/** The renderer's options for the board's shape: its size and the side it is drawn from. */
const boardShape = (game: AnyGame): { size: number; flip: boolean } => ({
  size: isCrowded(game) ? WIDE_BOARD_SIZE : BOARD_SIZE,
  flip: flipped,
});

/** Whether the board takes the clicks of `mover`: offline always; online only the page's own seat, at the game's last position. */
const onlineTurn = (mover: Player): boolean => online === null || (mover === online.player && !isShowingPast(session));

function drawBoard(game: AnyGame, position: Position): void {
  const clicks = selection?.clicks ?? [];
  // With nothing selected, one-click moves (placements, returns) are marked where they can go;
  // with a choice to make, the points that make it (the pawn a Gong move sends on) too.
  const targets = new Set(
    selection === null ? [] : clicks.length > 0 ? [...selection.targets, ...choicePoints(selection)] : oneClickPoints(selection),
  );
  const first = clicks[0];
  const hadFocus = ui.board.contains(document.activeElement);
  const title = `${game.name}, ${session.shown} moves played: ${game.formatPosition(position)}`;
  // Agon's and Gong's labels are styled apart (style.css): Agon's cells leave them the least room,
  // and Gong's are made larger on the wide board.
  ui.board.dataset['layout'] = game.board.layout.kind;
  ui.main.dataset['board'] = isCrowded(game) ? 'wide' : 'standard';
  // The pieces off the board are counted in the table under it, not drawn.
  ui.board.innerHTML = renderSvg(game, position, {
    ...boardShape(game),
    labels: ui.labels.checked,
    interactive: true,
    lastMove: lastMovePoints(),
    targets: [...targets],
    ...(first === undefined ? {} : { selected: first }),
    title,
  });
  const { board } = game;
  const hinted = new Set(hintShown?.points ?? []);
  const label = (name: string): string => {
    const p = board.point(name);
    const said = pointLabel(name, game.pieceAt(position, p), p === first ? 'selected' : targets.has(p) ? 'target' : undefined);
    return hinted.has(p) ? `${said}, hint` : said;
  };
  const stop = tabStopOf(game);
  makeBoardAccessible(ui.board, `Board${flipped ? ' from White’s side' : ''}: ${title}`, label, stop);
  if (hintShown !== null)
    markHint(
      ui.board,
      hintShown.points.map((p) => board.name(p)),
    );
  // Drawing anew replaced the focused point: focus its successor, so that keyboard play goes on.
  if (hadFocus) focusPoint(ui.board, stop);
}

/** The effects of the move that led to the position shown, if any. */
function lastMoveEffects(): readonly MoveEffect[] {
  const { record, shown } = session;
  const move = record.moves[shown - 1];
  const before = record.positions[shown - 1];
  return move === undefined || before === undefined ? [] : record.game.effects(before, move);
}

/** The points the last move touched, as its effects name them (a capture's too). */
const lastMovePoints = (): number[] => effectPoints(lastMoveEffects());

/** Animates the move just played on the board drawn after it (the position is already the new one). */
function animateLastMove(): void {
  const game = currentGame();
  const before = session.record.positions[session.shown - 1];
  if (before === undefined) return;
  animateEffects(
    ui.board,
    lastMoveEffects(),
    (point) => game.board.name(point),
    () => renderSvg(game, before, boardShape(game)),
  );
}

/** Where the board's tab stop is: the point last focused, else the selected piece, else the first that can be clicked. */
function tabStopOf(game: AnyGame): string {
  const { board } = game;
  const known = tabStop !== undefined && board.indexOf(tabStop) >= 0 ? tabStop : undefined;
  const first = selection?.clicks[0] ?? (selection === null ? undefined : startPoints(selection)[0]) ?? 0;
  tabStop = known ?? board.name(first);
  return tabStop;
}

/**
 * Buttons for the moves the clicks so far complete when they are several, which differ by their
 * gestures' choice: the piece put down (Agon's Queen or Guard), or the point that settles the rest
 * (the pawn a Gong move sends on, which a click on the board picks too).
 */
function drawChoices(): void {
  ui.choices.replaceChildren();
  const open = selection === null ? [] : movesToChooseFrom(selection);
  if (open.length < 2) return;
  const position = currentPosition(session);
  const caption = document.createElement('span');
  caption.textContent = 'Which move?';
  ui.choices.append(caption);
  for (const { move } of open) {
    const notation = currentGame().formatMove(position, move);
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset['move'] = notation;
    button.textContent = notation;
    button.addEventListener('click', () => playHuman(move));
    ui.choices.append(button);
  }
}

function drawMoves(): void {
  drawMoveList(ui.moves, ui.movesStart, session.record, session.shown);
}

function drawStatus(mover: Player | undefined, human: boolean): void {
  const outcome = outcomeShown(session);
  if (outcome !== undefined) {
    ui.status.dataset['state'] = 'over';
    ui.status.textContent = describeOutcome(outcome);
  } else if (mover === undefined) {
    return; // Never: there is a player to move while the game is on.
  } else if (online !== null && !human) {
    ui.status.dataset['state'] = 'online';
    ui.status.textContent =
      mover === online.player ? `You play ${mover}: go to the last move to play.` : `${capitalised(mover)} (online) to move.`;
  } else if (human) {
    ui.status.dataset['state'] = 'human';
    const lengths = (selection?.moves ?? []).map(({ gesture }) => gesture.points.length);
    const onlyPlacements = lengths.every((length) => length === 1);
    const hint = lengths.every((length) => length === 0)
      ? 'the only move is to pass'
      : onlyPlacements
        ? 'click a marked point to place a piece'
        : 'click a piece, then a marked point';
    const later = session.record.moves.length - session.shown;
    const past = isShowingPast(session)
      ? ` A move here drops the ${later === 1 ? 'move' : `${later} moves`} after it (Redo brings ${later === 1 ? 'it' : 'them'} back).`
      : '';
    ui.status.textContent = `${capitalised(mover)} to move: ${hint}.${past}`;
  } else if (isShowingPast(session)) {
    // A bot moving here would drop the later moves the person is looking through.
    ui.status.dataset['state'] = 'paused';
    ui.status.textContent = `${capitalised(mover)} (${PLAYER_LABELS[session.seats[mover]]}) waits: go to the last move to let it play.`;
  } else if (paused && !stepping && !botBusy()) {
    ui.status.dataset['state'] = 'paused';
    ui.status.textContent = `Paused: ${capitalised(mover)} (${PLAYER_LABELS[session.seats[mover]]}) to move. Step plays one move; Resume goes on.`;
  } else {
    ui.status.dataset['state'] = 'bot';
    ui.status.textContent = `${capitalised(mover)} (${PLAYER_LABELS[session.seats[mover]]}) is thinking…`;
  }
}

/** Point names on the board by default, except on crowded boards (Gong's 313 points), where they would crowd it. */
const labelledByDefault = (game: AnyGame): boolean => !isCrowded(game);

function playHuman(move: unknown): void {
  if (online !== null) {
    // The server plays it: the page shows the move when the server's position comes back.
    online.send(currentGame().formatMove(currentPosition(session), move));
    selection = null;
    drawBoard(currentGame(), currentPosition(session));
    drawChoices();
    return;
  }
  showAfterPerson(playMove(session, move));
  animateLastMove();
  ui.announcement.textContent = lastMoveAnnouncement(session);
}

/** A click, or Enter or Space, on the point `name`: selects, or plays the move it completes. */
function pressPoint(name: string): void {
  if (selection === null) return;
  const game = currentGame();
  const point = game.board.point(name);
  // A click on a point that makes the choice the clicks wait for plays that move.
  const chosen = moveChosenAt(selection, point);
  if (chosen !== undefined) {
    playHuman(chosen.move);
    return;
  }
  selection = selectionAfter(game, currentPosition(session), selection, point);
  const only = moveToPlay(selection);
  if (only !== undefined) playHuman(only.move);
  else {
    drawBoard(currentGame(), currentPosition(session));
    drawChoices();
  }
}

// --- Bots -------------------------------------------------------------------------------------

/** The bot worker's code (worker.ts bundled), which the build inlines so that the page is one file. */
declare const PLAYGROUND_WORKER: string;
let workerUrl: string | undefined;

function botWorker(): Worker {
  if (worker !== null) return worker;
  workerUrl ??= URL.createObjectURL(new Blob([PLAYGROUND_WORKER], { type: 'text/javascript' }));
  const started = new Worker(workerUrl);
  started.onmessage = (event: MessageEvent<BotReply | TableReply>) => {
    const reply = event.data;
    if ('tableLoaded' in reply) {
      // Said once, when the user gives the file; a worker started again takes it silently.
      if (tableToAnnounce) ui.botSummary.textContent = `The perfect bot has the table of ${reply.tableLoaded}.`;
      tableToAnnounce = false;
    } else if ('tableError' in reply) ui.botSummary.textContent = `That table was not taken: ${reply.tableError}`;
    else answer(reply);
  };
  started.onerror = (event) => {
    pending = null;
    pendingHint = false;
    ui.botSummary.textContent = `The bot failed: ${event.message}`;
    drawButtons();
  };
  worker = started;
  // A worker started again (after a search was abandoned) gets the table the user gave the last.
  if (offeredTable !== undefined) started.postMessage(offeredTable);
  return started;
}

/** Reads the table file the user chose and hands it to the bot worker, which says whether it takes it. */
async function offerTableFile(): Promise<void> {
  const file = ui.tableFile.files?.[0];
  if (file === undefined) return;
  offeredTable = { table: new Uint8Array(await file.arrayBuffer()), file: file.name };
  ui.botSummary.textContent = `Reading ${file.name}…`;
  tableToAnnounce = true;
  botWorker().postMessage(offeredTable);
}

/** Asks the worker for `player`'s move in the position shown; the answer is a move to play, or a hint. */
function askWorker(player: BotRequest['player'], forHint: boolean): void {
  const request: BotRequest = {
    id: ++requests,
    record: formatRecord(recordShown(session)),
    player,
    seed: Math.floor(Math.random() * 2 ** 31),
  };
  pending = request.id;
  pendingHint = forHint;
  botWorker().postMessage(request);
}

function startBotIfItsTurn(): void {
  const mover = playerToMove(session);
  if (mover === undefined || botBusy() || isShowingPast(session) || online !== null) return;
  const kind = session.seats[mover];
  if (kind === 'human') return;
  // Paused, a bot moves only for Step, and only once.
  if (paused && !stepping) return;
  const now = stepping;
  stepping = false;
  const ask = (): void => {
    pause = undefined;
    askWorker(kind, false);
  };
  // Bots answering bots wait a moment so that the game can be followed (not for Step: it was asked for).
  if (botsOnly() && session.record.moves.length > 0 && !now) pause = setTimeout(ask, BOT_GAME_PAUSE);
  else ask();
}

/** Asks a bot (HINT_PLAYER) for the move of the person to move, to show it without playing it. */
function requestHint(): void {
  const mover = playerToMove(session);
  if (mover === undefined || session.seats[mover] !== 'human' || botBusy()) return;
  hintShown = null;
  ui.botSummary.textContent = `Looking for a move for ${capitalised(mover)}…`;
  askWorker(HINT_PLAYER, true);
  drawBoard(currentGame(), currentPosition(session));
  drawButtons();
}

/** Shows the hint a bot found (`notation`, with its search's `summary`) on the board and says it. */
function showHint(notation: string, summary: string): void {
  const game = currentGame();
  const position = currentPosition(session);
  hintShown = hintOf(game, position, game.parseMove(position, notation));
  const said = `Hint for ${capitalised(game.toMove(position))}: ${hintShown.notation}`;
  ui.botSummary.textContent = `${said} (${summary})`;
  ui.announcement.textContent = `${said}.`;
  drawBoard(game, position);
  drawButtons();
}

function answer(reply: BotReply): void {
  if (reply.id !== pending) return;
  if ('progress' in reply) {
    // The perfect bot's table is being solved: the bot is still thinking.
    ui.botSummary.textContent = reply.progress;
    return;
  }
  pending = null;
  const forHint = pendingHint;
  pendingHint = false;
  if ('error' in reply) {
    ui.botSummary.textContent = `The bot could not ${forHint ? 'find a hint' : 'move'}: ${reply.error}`;
    drawButtons();
    return;
  }
  if (forHint) {
    showHint(reply.move, reply.summary);
    return;
  }
  ui.botSummary.textContent = reply.summary;
  show(playMove(session, currentGame().parseMove(currentPosition(session), reply.move)));
  animateLastMove();
  ui.announcement.textContent = lastMoveAnnouncement(session);
}

/** Stops any bot search: a search still running is abandoned with its worker. */
function stopBot(): void {
  if (pause !== undefined) clearTimeout(pause);
  pause = undefined;
  if (pending === null) return;
  pending = null;
  pendingHint = false;
  worker?.terminate();
  worker = null;
}

// --- Controls ---------------------------------------------------------------------------------

function startNewGame(): void {
  const game = gameById(ui.game.value);
  try {
    ui.optionsError.textContent = '';
    begin(newSession(game, readOptions(ui.options, game), seatsFromMenus()));
  } catch (error) {
    ui.optionsError.textContent = messageOf(error);
  }
}

/** Runs `load`; on a library error shows its message in `errorField` and leaves the game as it was. */
function loadInto(errorField: HTMLElement, load: () => Session): boolean {
  try {
    const next = load();
    errorField.textContent = '';
    begin(next);
    return true;
  } catch (error) {
    errorField.textContent = messageOf(error);
    return false;
  }
}

async function copy(field: HTMLInputElement | HTMLTextAreaElement, button: HTMLButtonElement): Promise<void> {
  const label = button.textContent;
  try {
    await navigator.clipboard.writeText(field.value);
    button.textContent = 'Copied';
  } catch {
    field.select();
    button.textContent = 'Press Ctrl+C';
  }
  setTimeout(() => (button.textContent = label), 1500);
}

/**
 * The draw rules a new game starts with, shown in the options form, so that every game ends: the
 * repetition draw at a position's third occurrence and a draw at ply 400. Clearing a field turns
 * its rule off.
 */
const DRAW_DEFAULTS: Readonly<Record<string, unknown>> = Object.freeze({ repetition: 3, maxPlies: 400 });

// --- Online -----------------------------------------------------------------------------------

/** The controls that start or load another game: off while the page plays a server's match. */
const offlineControls = (): (HTMLButtonElement | HTMLSelectElement)[] => [
  ui.game,
  ui.black,
  ui.white,
  ui.newGame,
  ui.loadPosition,
  ui.loadRecord,
  ui.onlineJoin,
];

function setOnline(seat: OnlineSeat | null): void {
  online = seat;
  for (const control of offlineControls()) control.disabled = seat !== null;
  ui.onlineLeave.disabled = seat === null;
}

/** The server's state of the match: the page shows its position (the record following it) and whether it is connected. */
function followState(seat: OnlineSeat, { position, connected }: OnlineState): void {
  if (online !== seat) return;
  ui.onlineStatus.dataset['connected'] = String(connected);
  const where = `match ${seat.matchID} of ${seat.game.name}`;
  ui.onlineStatus.textContent = connected ? `Connected: you play ${seat.player} in ${where}.` : `Disconnected from ${where}: reconnecting…`;
  let next: Session;
  try {
    next = followServer(session, seat.game, position, { black: 'human', white: 'human' });
  } catch (error) {
    ui.onlineStatus.textContent = `The server sent a position the game refuses: ${messageOf(error)}`;
    return;
  }
  if (next === session) return;
  const oneMoveOn = next.record.start === session.record.start && next.record.moves.length === session.record.moves.length + 1;
  show(next);
  if (oneMoveOn) {
    animateLastMove();
    ui.announcement.textContent = lastMoveAnnouncement(session);
  }
}

/** Joins the match whose id the user gave, on the server they gave. */
async function joinMatch(): Promise<void> {
  const server = ui.onlineServer.value.trim();
  const matchID = ui.onlineMatch.value.trim();
  if (server === '' || matchID === '') {
    ui.onlineStatus.textContent = 'Give the server’s address and the match’s id.';
    return;
  }
  ui.onlineJoin.disabled = true;
  ui.onlineStatus.dataset['connected'] = 'false';
  ui.onlineStatus.textContent = `Joining match ${matchID}…`;
  try {
    // boardgame.io's client comes with the online mode: loaded when someone joins.
    const { joinOnline } = await import('./online.js');
    // What the server says before the join is settled waits for it.
    const pending: OnlineState[] = [];
    let follow = (state: OnlineState): unknown => pending.push(state);
    const seat = await joinOnline(server, matchID, (state) => follow(state));
    follow = (state) => followState(seat, state);
    stopBot();
    ui.game.value = seat.game.id;
    ui.labels.checked = labelledByDefault(seat.game);
    setOnline(seat);
    // The board from the page's side, as a person sits at a real board.
    flipped = seat.player === 'white';
    for (const state of pending) followState(seat, state);
  } catch (error) {
    ui.onlineStatus.textContent = `Could not join: ${messageOf(error)}`;
    ui.onlineJoin.disabled = false;
  }
}

function leaveMatch(): void {
  online?.stop();
  setOnline(null);
  ui.onlineStatus.dataset['connected'] = 'false';
  ui.onlineStatus.textContent = 'Left the match: the game goes on here, offline.';
  show(withSeats(session, seatsFromMenus()));
}

function setUp(): void {
  for (const game of Object.values(games)) ui.game.add(new Option(game.name, game.id));
  for (const select of [ui.black, ui.white]) for (const kind of PLAYER_KINDS) select.add(new Option(PLAYER_LABELS[kind], kind));
  ui.black.value = 'human';
  ui.white.value = 'level-5';
  ui.game.value = 'kono';
  renderOptions(ui.options, gameById(ui.game.value), DRAW_DEFAULTS);

  ui.game.addEventListener('change', () => {
    const game = gameById(ui.game.value);
    renderOptions(ui.options, game, DRAW_DEFAULTS);
    ui.labels.checked = labelledByDefault(game);
    startNewGame();
  });
  ui.newGame.addEventListener('click', startNewGame);
  for (const select of [ui.black, ui.white]) {
    select.addEventListener('change', () => {
      stopBot();
      session = withSeats(session, seatsFromMenus());
      flipped = flippedFor(session.seats);
      if (!botsOnly()) paused = false;
      update();
    });
  }
  ui.undo.addEventListener('click', () => showAfterPerson(undo(session)));
  ui.redo.addEventListener('click', () => showAfterPerson(redo(session)));
  ui.hint.addEventListener('click', requestHint);
  ui.resign.addEventListener('click', () => {
    const mover = playerToMove(session);
    if (mover === undefined || session.seats[mover] !== 'human' || botBusy()) return;
    showAfterPerson(resign(session));
    const outcome = outcomeShown(session);
    ui.announcement.textContent = outcome === undefined ? '' : describeOutcome(outcome);
  });
  ui.flip.addEventListener('click', () => {
    flipped = !flipped;
    drawBoard(currentGame(), currentPosition(session));
    drawButtons();
  });
  ui.pause.addEventListener('click', () => {
    paused = !paused;
    // Paused, the move being thought about is dropped: nothing moves until Step or Resume.
    if (paused) stopBot();
    update();
  });
  ui.step.addEventListener('click', () => {
    if (!paused || botBusy()) return;
    stepping = true;
    update();
  });
  ui.moves.addEventListener('click', (event) => {
    const ply = event.target instanceof Element ? event.target.closest('button[data-ply]')?.getAttribute('data-ply') : null;
    if (ply != null) showAfterPerson(showAfter(session, Number(ply)));
  });
  ui.movesStart.addEventListener('click', () => showAfterPerson(showAfter(session, 0)));
  ui.pass.addEventListener('click', () => {
    const pass = selection === null ? undefined : moveWithoutPoints(selection);
    if (pass !== undefined) playHuman(pass.move);
  });
  ui.labels.addEventListener('change', update);
  ui.tableFile.addEventListener('change', () => void offerTableFile());

  ui.board.addEventListener('click', (event) => {
    const name = pointNameAt(event.target);
    if (name === undefined) return;
    tabStop = name;
    pressPoint(name);
  });
  // The board from the keyboard: arrows move between points as they are drawn, Enter or Space presses one.
  ui.board.addEventListener('keydown', (event) => {
    const name = pointNameAt(event.target);
    if (name === undefined) return;
    const direction = ARROW_KEYS[event.key];
    if (direction !== undefined) {
      event.preventDefault();
      const points = drawnPoints(ui.board);
      const from = points.find((point) => point.name === name);
      if (from === undefined) return;
      tabStop = pointInDirection(points, from, direction).name;
      focusPoint(ui.board, tabStop);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pressPoint(name);
    }
  });
  // The name of the point under the pointer or focused, for boards too crowded to label (Gong).
  ui.board.addEventListener('mouseover', (event) => (ui.pointName.textContent = pointNameAt(event.target) ?? ''));
  ui.board.addEventListener('mouseleave', () => (ui.pointName.textContent = ''));
  ui.board.addEventListener('focusin', (event) => {
    const name = pointNameAt(event.target);
    if (name === undefined) return;
    tabStop = name;
    ui.pointName.textContent = name;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && selection !== null && selection.clicks.length > 0) {
      selection = freshSelection(currentGame(), currentPosition(session));
      drawBoard(currentGame(), currentPosition(session));
      drawChoices();
    }
  });

  ui.moveForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const mover = playerToMove(session);
    if (mover !== undefined && session.seats[mover] !== 'human') {
      const wait = isShowingPast(session) ? 'go to the last move to let it play' : 'wait for its move';
      ui.moveError.textContent = `${capitalised(mover)} is a bot: ${wait}, or make ${mover} human.`;
      return;
    }
    try {
      playHuman(currentGame().parseMove(currentPosition(session), ui.moveText.value));
    } catch (error) {
      ui.moveError.textContent = messageOf(error);
    }
  });

  ui.loadPosition.addEventListener('click', () => {
    loadInto(ui.positionError, () => sessionFromPosition(currentGame(), ui.position.value, session.record.start.options, session.seats));
  });
  ui.loadRecord.addEventListener('click', () => {
    const loaded = loadInto(ui.recordError, () => sessionFromRecord(ui.record.value, session.seats));
    if (loaded && ui.game.value !== currentGame().id) {
      ui.game.value = currentGame().id;
      ui.labels.checked = labelledByDefault(currentGame());
      update();
    }
    if (loaded) renderOptions(ui.options, currentGame(), session.record.start.options);
  });
  for (const field of [ui.position, ui.record]) field.addEventListener('input', () => edited.add(field));
  ui.copyPosition.addEventListener('click', () => void copy(ui.position, ui.copyPosition));
  ui.copyRecord.addEventListener('click', () => void copy(ui.record, ui.copyRecord));
  ui.onlineJoin.addEventListener('click', () => void joinMatch());
  ui.onlineLeave.addEventListener('click', leaveMatch);

  startNewGame();
  document.body.dataset['ready'] = 'true';
}

setUp();
