'use strict';

// Prints the best hand of a Hold'em or Omaha player:
//   node examples/evaluate.js "Ah Kh 7c 2d 2s" "Ad As"
//   node examples/evaluate.js "Ah Kh Qh 2c 3d" "Jh Th 2s 3s"   (4 hole cards: Omaha)

const xiapl = require('..');

const [boardText = 'Ah Kh 7c 2d 2s', holeText = 'Ad As'] = process.argv.slice(2);
try {
  const board = xiapl.parseMask(boardText);
  const hole = xiapl.parseMask(holeText);
  const games = { 2: xiapl.Game.HOLDEM, 4: xiapl.Game.OMAHA4, 5: xiapl.Game.OMAHA5, 6: xiapl.Game.OMAHA6 };
  const holeCount = xiapl.maskToIds(hole).length;
  const game = games[holeCount];
  if (game === undefined) throw new Error(`give 2 (Hold'em) or 4-6 (Omaha) hole cards, not ${holeCount}`);
  const best = xiapl.bestHand(board, hole, game);
  console.log(`xiapl ${xiapl.version()}, ${xiapl.GAME_NAMES[game]}: ${xiapl.maskToString(hole)} | ${xiapl.maskToString(board)}`);
  console.log(`strength ${best.strength} of ${xiapl.STRENGTH_MAX}: ${xiapl.handName(best.strength)} (${xiapl.describeStrength(best.strength)})`);
  console.log(`best five: ${xiapl.maskToString(best.five)} (hole cards used: ${xiapl.maskToString(best.holeUsed)})`);
} catch (error) {
  console.error(error instanceof xiapl.XiaplError ? `${error.statusName}: ${error.message}` : error.message);
  process.exitCode = 1;
}
