#!/usr/bin/env bash
# Packs the library, installs the tarball into a fresh temporary project and uses it there
# through both `import` and `require`, the way a user's program would.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
tarball=$(npm pack --silent --pack-destination "$work" | tail -n 1)
cd "$work"
npm init -y >/dev/null
npm install --silent --no-audit --no-fund "./$tarball"
# The documentation the README links to is in the installed copy; the source maps are not.
for file in README.md docs/guide.md docs/rules/kono.md docs/images/gong-start.svg examples/README.md; do
  [ -f "node_modules/ludicore/$file" ] || { echo "the installed package lacks $file" >&2; exit 1; }
done
if compgen -G 'node_modules/ludicore/dist/*.map' >/dev/null; then echo 'the installed package has source maps' >&2; exit 1; fi
# Every entry but ludicore/testing has no dependency: they load without fast-check (and boardgame.io).
node -e "for (const entry of ['', '/kono', '/julgonu', '/agon', '/gong', '/ai', '/solve', '/render', '/boardgame.io']) require('ludicore' + entry)"
node --input-type=module -e "for (const entry of ['', '/kono', '/julgonu', '/agon', '/gong', '/ai', '/solve', '/render', '/boardgame.io']) await import('ludicore' + entry)"
# ludicore/boardgame.io runs none of boardgame.io's code: its game object works without it installed.
node --input-type=module -e "
import { boardgameIoGame, INVALID_MOVE } from 'ludicore/boardgame.io';
import { kono } from 'ludicore/kono';
const game = boardgameIoGame(kono, { repetition: 3 });
const G = game.setup({});
const after = game.moves.play({ G, playerID: '0' }, 'b1xb3');
if (kono.formatPosition(after) !== 'wwww/wbww/bbbb/b1bb w') throw new Error('unexpected position ' + kono.formatPosition(after));
if (game.moves.play({ G, playerID: '1' }, 'b1xb3') !== INVALID_MOVE) throw new Error('a move for the other seat was played');
"
if node -e "require('ludicore/testing')" 2>/dev/null; then echo 'ludicore/testing loaded without fast-check' >&2; exit 1; fi
# ludicore/testing's property kit needs its optional peer dependency, fast-check: the copy the
# project's own tests use, so that the smoke test needs no registry for it.
npm install --silent --no-audit --no-fund --no-save "$root/node_modules/fast-check"
cat > esm.mjs <<'JS'
import { kono } from 'ludicore/kono';
import { games, isRulesError, RulesError } from 'ludicore';
import { checkGame, gameProperties, konoAdapter } from 'ludicore/testing';
import fc from 'fast-check';
let pos = kono.start();
pos = kono.play(pos, kono.parseMove(pos, 'a1xa3'));
if (kono.formatPosition(pos) !== 'wwww/bwww/bbbb/1bbb w') throw new Error('unexpected position ' + kono.formatPosition(pos));
if (games.kono !== kono) throw new Error('the registry and the subpath disagree');
try { kono.parseMove(pos, 'zz'); throw new Error('no error'); } catch (e) {
  if (!isRulesError(e, 'notation/syntax') || !(e instanceof RulesError)) throw e;
}
checkGame(kono, { runs: 3 });
for (const { name, property } of gameProperties(kono, { adapter: konoAdapter })) fc.assert(property, { seed: 1, numRuns: 5 });
const { julgonu } = await import('ludicore/julgonu');
if (games.julgonu !== julgonu) throw new Error('the registry and the Jul-Gonu subpath disagree');
let jg = julgonu.start({ noRepeat: 'any' });
jg = julgonu.play(jg, julgonu.parseMove(jg, 'a1-a2'));
if (julgonu.formatPosition(jg) !== 'wwww/4/b3/1bbb w') throw new Error('unexpected Jul-Gonu position ' + julgonu.formatPosition(jg));
const { agon } = await import('ludicore/agon');
if (games.agon !== agon) throw new Error('the registry and the Agon subpath disagree');
let ag = agon.start({ setup: 'classic' });
ag = agon.play(ag, agon.parseMove(ag, 'a5-a6'));
if (agon.toMove(ag) !== 'white' || !Object.isFrozen(ag) || ag.board !== agon.formatPosition(JSON.parse(JSON.stringify(ag)))) throw new Error('unexpected Agon position');
const { gong } = await import('ludicore/gong');
if (games.gong !== gong) throw new Error('the registry and the Gong subpath disagree');
const gg = gong.play(gong.start(), gong.parseMove(gong.start(), '@c13'));
if (gong.formatPosition(gg).split(' ').slice(1).join(' ') !== 'w 7 8') throw new Error('unexpected Gong position ' + gong.formatPosition(gg));
const { alphaBeta, randomBot } = await import('ludicore/ai');
const aiMove = alphaBeta(kono, { depth: 2 }).chooseMove(kono.start());
if (!kono.isLegal(kono.start(), aiMove)) throw new Error('the alpha-beta bot chose an illegal move');
try { randomBot(kono, { random: 1.5 }); throw new Error('no error'); } catch (e) { if (!isRulesError(e, 'argument/invalid')) throw e; }
const { renderSvg } = await import('ludicore/render');
if (!renderSvg(kono, kono.start()).startsWith('<svg xmlns="http://www.w3.org/2000/svg"')) throw new Error('renderSvg did not draw an SVG image');
const { solvers, solverById } = await import('ludicore/solve');
if (solvers.kono.game !== kono || solverById('julgonu-off').game !== julgonu) throw new Error('the solvers and the game subpaths disagree');
if (solvers.kono.solve({ maxPieces: 1 }).stats.positions !== 273) throw new Error('the one-piece Kono table has the wrong size');
console.log('import ok:', kono.formatPosition(pos), julgonu.formatPosition(jg), agon.formatPosition(ag), 'gong ok');
JS
cat > cjs.cjs <<'JS'
const { kono } = require('ludicore/kono');
const { games, isRulesError, RulesError } = require('ludicore');
let pos = kono.start();
pos = kono.play(pos, kono.parseMove(pos, 'a1xa3'));
if (kono.formatPosition(pos) !== 'wwww/bwww/bbbb/1bbb w') throw new Error('unexpected position ' + kono.formatPosition(pos));
if (games.kono !== kono) throw new Error('the registry and the subpath disagree');
try { kono.play(pos, { kind: 'step', from: 0, to: 15 }); throw new Error('no error'); } catch (e) {
  if (!isRulesError(e, 'move/illegal') || !(e instanceof RulesError)) throw e;
}
const { julgonu } = require('ludicore/julgonu');
if (games.julgonu !== julgonu) throw new Error('the registry and the Jul-Gonu subpath disagree');
let jg = julgonu.start();
jg = julgonu.play(jg, julgonu.parseMove(jg, 'd1-d2'));
if (julgonu.formatPosition(jg) !== 'wwww/4/3b/bbb1 w') throw new Error('unexpected Jul-Gonu position ' + julgonu.formatPosition(jg));
const { agon } = require('ludicore/agon');
if (games.agon !== agon) throw new Error('the registry and the Agon subpath disagree');
const ag = agon.play(agon.start(), { kind: 'step', from: agon.board.point('f1'), to: agon.board.point('f2') });
if (agon.formatPosition(ag) !== '6/7/g6G/g7G/g8G/1q8Q/g8G/g7G/g6G/7/6 w - -') throw new Error('unexpected Agon position ' + agon.formatPosition(ag));
const { gong } = require('ludicore/gong');
if (games.gong !== gong) throw new Error('the registry and the Gong subpath disagree');
if (gong.legalMoves(gong.start({ firstPlayer: 'white' })).length !== 12) throw new Error('unexpected Gong start');
const { mcts } = require('ludicore/ai');
if (!kono.isLegal(pos, mcts(kono, { iterations: 50 }).chooseMove(pos))) throw new Error('the MCTS bot chose an illegal move');
const fc = require('fast-check');
const { gameArbitraries } = require('ludicore/testing');
fc.assert(fc.property(gameArbitraries(julgonu).positionAndMove, ({ position, move }) => julgonu.isLegal(position, move)), { seed: 1, numRuns: 20 });
const { renderSvg } = require('ludicore/render');
if (!renderSvg(gong, gong.start(), { interactive: true }).includes('data-point="gon"')) throw new Error('renderSvg did not draw the Gon');
const { solveJulGonu, solverById } = require('ludicore/solve');
try { solverById('gong'); throw new Error('no error'); } catch (e) { if (!isRulesError(e, 'argument/invalid')) throw e; }
if (solveJulGonu({ maxPieces: 1 }).value(julgonu.parsePosition('b3/4/4/w3 b', { noRepeat: 'off' })).result !== 'loss') throw new Error('a lone Jul-Gonu piece should have lost');
console.log('require ok:', kono.formatPosition(pos), julgonu.formatPosition(jg), agon.formatPosition(ag), 'gong ok');
JS
node esm.mjs
node cjs.cjs
# The command-line program, as npm installs it for the user (package.json "bin").
cli_out=$(./node_modules/.bin/ludicore perft kono 3)
case "$cli_out" in
  *"perft 3: 100 ("*) ;;
  *) echo "unexpected output of ludicore perft kono 3: $cli_out" >&2; exit 1 ;;
esac
set +e
cli_err=$(./node_modules/.bin/ludicore show chess 2>&1 >/dev/null)
cli_status=$?
set -e
if [ "$cli_status" -ne 2 ] || [ "$cli_err" != 'ludicore: unknown game "chess"; known games: kono, julgonu, agon, gong' ]; then
  echo "unexpected answer of ludicore to an unknown game (exit $cli_status): $cli_err" >&2
  exit 1
fi
echo 'cli ok: ludicore perft kono 3 and a bad game'
