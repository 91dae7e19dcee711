/**
 * The bot worker: it rebuilds the game from the record it is sent, lets the chosen bot decide,
 * and answers with the move in notation. Searching here keeps the page responsive.
 */
import { games, isRulesError, parseRecord, type GameRecord } from 'ludicore';
import { heldTable, offerTable, perfectPlayer } from './perfect.js';
import { botFor } from './players.js';
import type { BotReply, BotRequest, TableOffer, TableReply } from './protocol.js';

/** The part of a dedicated worker's global scope used here (the page's types are the DOM's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<BotRequest | TableOffer>) => void) | null;
  postMessage(message: BotReply | TableReply): void;
}

const scope = self as unknown as WorkerScope;

/** One line about the search, from whatever the bot reported. */
function summarise(name: string, report: Readonly<Record<string, unknown>>): string {
  const parts = [name];
  const forced = report['forced'] as { result: string; plies: number } | undefined;
  if (typeof report['depth'] === 'number') parts.push(`depth ${report['depth']}`);
  if (typeof report['nodes'] === 'number') parts.push(`${report['nodes'].toLocaleString('en')} nodes`);
  if (typeof report['iterations'] === 'number') parts.push(`${report['iterations'].toLocaleString('en')} iterations`);
  if (forced !== undefined) parts.push(`sees a forced ${forced.result} in ${forced.plies} plies`);
  else if (typeof report['score'] === 'number') parts.push(`score ${report['score'].toFixed(2)}`);
  if (typeof report['value'] === 'number') parts.push(`winning chance ${Math.round(report['value'] * 100)} %`);
  if (report['randomMove'] === true) parts.push('a random move');
  if (typeof report['elapsedMs'] === 'number') parts.push(`${Math.round(report['elapsedMs'])} ms`);
  return parts.join(', ');
}

scope.onmessage = ({ data: message }) => {
  if ('table' in message) {
    try {
      scope.postMessage({ tableLoaded: offerTable(message.table) });
    } catch (error) {
      scope.postMessage({ tableError: `${message.file}: ${error instanceof Error ? error.message : String(error)}` });
    }
    return;
  }
  const request = message;
  try {
    // Any game's record: the bots work through the Game contract alone.
    const record: GameRecord = parseRecord(request.record, games);
    const { game, end: position } = record;
    const bot =
      request.player === 'perfect'
        ? perfectPlayer(game, record.start.options, request.seed, (progress) => scope.postMessage({ id: request.id, progress }))
        : botFor(game, request.player, request.seed, heldTable(game, record.start.options));
    const decision = bot.decide(position);
    scope.postMessage({
      id: request.id,
      move: game.formatMove(position, decision.move),
      summary: summarise(bot.name, decision as unknown as Record<string, unknown>),
    });
  } catch (error) {
    scope.postMessage({ id: request.id, error: isRulesError(error) || error instanceof Error ? error.message : String(error) });
  }
};
