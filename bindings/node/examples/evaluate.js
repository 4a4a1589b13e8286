'use strict';

// Prints the best hand of a Hold'em or Omaha player, then the exact preflop
// equity of AsKs against QdQc:
//   node examples/evaluate.js "Ah Kh 7c 2d 2s" "Ad As"
//   node examples/evaluate.js "Ah Kh Qh 2c 3d" "Jh Th 2s 3s"   (4 hole cards: Omaha)

const xiapl = require('..');

// The report is printed with one write, so a reader that stops early (`| grep -q`)
// never makes a later print fail.
const lines = [];

const [boardText = 'Ah Kh 7c 2d 2s', holeText = 'Ad As'] = process.argv.slice(2);
try {
  const board = xiapl.parseMask(boardText);
  const hole = xiapl.parseMask(holeText);
  const games = { 2: xiapl.Game.HOLDEM, 4: xiapl.Game.OMAHA4, 5: xiapl.Game.OMAHA5, 6: xiapl.Game.OMAHA6 };
  const holeCount = xiapl.maskToIds(hole).length;
  const game = games[holeCount];
  if (game === undefined) throw new Error(`give 2 (Hold'em) or 4-6 (Omaha) hole cards, not ${holeCount}`);
  const best = xiapl.bestHand(board, hole, game);
  lines.push(`xiapl ${xiapl.version()}, ${xiapl.gameName(game)}: ${xiapl.maskToString(hole)} | ${xiapl.maskToString(board)}`);
  lines.push(`strength ${best.strength} of ${xiapl.STRENGTH_MAX}: ${xiapl.handName(best.strength)} (${xiapl.describeStrength(best.strength)})`);
  lines.push(`best five: ${xiapl.maskToString(best.five)} (hole cards used: ${xiapl.maskToString(best.holeUsed)})`);
  const equity = xiapl.calculateEquity([xiapl.parseMask('As Ks'), xiapl.parseMask('Qd Qc')], 0n,
    xiapl.SimulationOptions.exact());
  const [hero, villain] = equity.players.map((p) => p.equity.toFixed(4));
  lines.push(`AsKs vs QdQc preflop: ${hero} / ${villain} over ${equity.trials} boards (exact)`);
  process.stdout.write(`${lines.join('\n')}\n`);
} catch (error) {
  console.error(error instanceof xiapl.XiaplError ? `${error.statusName}: ${error.message}` : error.message);
  process.exitCode = 1;
}
