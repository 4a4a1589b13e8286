// Type test of index.d.ts: every export of the package used the way the
// README shows, with the types written out, so `tsc -p tsconfig.json` (strict)
// fails when a declaration drifts from the API. Never run, only compiled;
// test/types.test.js checks that every runtime export is named here.

import * as xiapl from '..';
import {
  ABI_VERSION, libraryPath, version, libraryAbiVersion, statusName,
  parseCard, parseCards, cardName, cardRank, cardSuit, maskFromIds, maskToIds, parseMask, maskToString,
  Deck,
  Game, GAME_NAMES, Ranking, RANKING_NAMES, parseGame, gameName, gameInfo, Category, CATEGORY_NAMES, STRENGTH_MAX,
  evaluateMask, evaluateIds, evaluateHand, evaluateLow, evaluateMany, evaluateHandsMany, evaluateLowsMany,
  countCompletions, completions, completionHistogram, judge, judgeLow,
  bestHand, bestLow, rankingMax, strengthCategory, strengthKickers, describeStrength, handName, Standing, outs, hitTable,
  FlopTexture, FlopSuits, FlopPairing, flopTexture, flopClasses, gameDeck, moneyFacts, potRaiseTo, suitSymmetries,
  SimulationMode, SimulationOptions, maxPlayers, calculateEquity, calculateEquityVsRandom,
  Range, calculateRangeEquity, calculateRangeEquityPerCombo, calculateMultiwayRangeEquity,
  rankStartingHands, generateTopPercentRange,
  calculateEquityAsync, calculateEquityVsRandomAsync, calculateRangeEquityAsync,
  calculateRangeEquityPerComboAsync, calculateMultiwayRangeEquityAsync,
  canonicalizeBoard, boardOrbitSize, canonicalizeHand, handOrbitSize, canonicalizeHeroAndBoard, holdemHandClass,
  countCanonicalBoards, countCanonicalHands, countCanonicalSituations, CanonStream,
  generateCanonicalSituations, generateCanonicalBoards, generateCanonicalHands,
  STRENGTH_MAX_HEROES, STRENGTH_MAX_BINS, boardStrengths, ICM_MAX_EXACT_PLAYERS, icm, Solver,
  TABLE_MAX_SEATS, Betting, Phase, Street, ActionKind, ACTION_NAMES, DEAL_BOARD, DEAL_HOLE, RUN_MAX, UNKNOWN_CARD, standardBlinds, forcedBets,
  usualTable, Family,
  TableState,
  PHH_ALL, Phh, parsePhh, replayTexts, parsePhhAction, chipsFromAmount, chipsToAmount, chipUnit, Rng,
  SITES, readSites,
  XiaplError, InvalidArgumentError, ParseError, IllegalActionError, IllegalStepError, BufferTooSmallError,
  LimitExceededError, OutOfMemoryError, CancelledError, InternalError, UnsupportedError, LibraryLoadError,
} from '..';
import type {
  Mask, MaskLike, CardId, Strength, GameValue, GameLike, RankingValue, GameInfo, FamilyValue, TableDefaults, CategoryValue, BestHand, HistogramKind,
  StandingValue, NextCard, Outs, HitTable, HitDraw, FlopTextureFacts, FlopClass, MoneyFacts,
  SimulationModeValue, SimulationOptionsInit, ProgressFunction, SimulationExtras, PlayerEquity, PlayerSplit,
  CategoryBreakdown, EquityResult, SplitEquityResult, Combo, RangeEquityResult, ComboEquity,
  RangeEquityPerComboResult, TopPercentOptions, AsyncCallOptions, CanonicalSituation, SituationChunk, BoardChunk,
  HandChunk, BoardStrengthsOptions, BoardStrengths, IcmEstimate, IcmBubbleFactor, IcmShoveCall, SolverSpot, SolveResult,
  SolveOptions, SolverSizes, SolverNodeInfo, SolverProgressFunction,
  StreamOptions, PhaseValue, StreetValue, ActionKindValue, Chips, TableStart, LegalAction, Pot, TableInfo, TableStep,
  BettingValue, BettingLike, ForcedBetsOptions, ForcedBets, HistoryStep, ReplayWarning, PotResult, AllInPot, AllInSpot, AllInOptions,
  Decimal, PhhText, PhhHandJson, PhhInfo, ReplayTextsOptions, PhhAction, SiteFailure, SiteReport,
} from '..';

// --- versions -------------------------------------------------------------------

const abi: number = ABI_VERSION;
const where: string = libraryPath;
const release: string = version();
const loaded: number = libraryAbiVersion();
const parseStatus: string = statusName(-2);

// --- cards -------------------------------------------------------------------------

const ace: CardId = parseCard('As');
const ids: CardId[] = parseCards('As Ks');
const name: string = cardName(ace);
const rank: number = cardRank(ace);
const suit: 'c' | 'd' | 'h' | 's' = cardSuit(ace);
const fromIds: Mask = maskFromIds(ids);
const fromTyped: Mask = maskFromIds(new Int32Array([0, 1]));
const back: CardId[] = maskToIds(fromIds);
const board: Mask = parseMask('Ah Kh 7c 2d 2s');
const hole: Mask = parseMask('Ad As');
const asNumber: MaskLike = 3;
const text: string = maskToString(asNumber);

// --- deck --------------------------------------------------------------------------

const deck: Deck = new Deck().shuffle(7n).burn(1).remove(1n).setCards([1, 2, 3]);
const dealt: CardId[] = deck.deal(2);
const copy: Deck = deck.clone().reset();
const remaining: number = copy.length + deck.cards().length;
const deckClosed: boolean = deck.closed;
deck.close();
copy.close();

// --- evaluation --------------------------------------------------------------------

const holdem: GameValue = Game.HOLDEM;
const omaha: 1 = Game.OMAHA4;
const gameNames: readonly string[] = GAME_NAMES;
const flush: CategoryValue = Category.FLUSH;
const categoryNames: readonly string[] = CATEGORY_NAMES;
const top: 7462 = STRENGTH_MAX;
const s1: Strength = evaluateMask(board | hole);
const s2: Strength = evaluateIds(new Int32Array([0, 1, 2, 3, 5]));
const s3: Strength = evaluateHand(board, hole, holdem);
const many: Uint16Array = evaluateMany(new BigUint64Array([board | hole]));
const manyFromArray: Uint16Array = evaluateMany([board | hole, 31n]);
const hands: Uint16Array = evaluateHandsMany([board], [hole], Game.HOLDEM);
const winners: number[] = judge([hole, parseMask('2h 2c')], board);
const completionCount: number = countCompletions(hole, 0n) + countCompletions(board | hole, parseMask('Ad'), 7);
const completed: Uint16Array = completions(board, parseMask('2h'), 6);
const byKind: HistogramKind = 'category';
const byCategory: number[] = completionHistogram(board, 0n, 7, byKind);
const completionFacts: number = completionCount + completed.length + byCategory[Category.FLUSH] +
  completionHistogram(hole).length;
const best: BestHand = bestHand(board, hole);
const five: Mask = best.five;
const category: CategoryValue = strengthCategory(best.strength);
const kickers: number[] = strengthKickers(s3);
const described: string = describeStrength(s1) + handName(s2);

// --- outs --------------------------------------------------------------------------

const ahead: 1 = Standing.AHEAD;
const spot: Outs = outs(parseMask('AhJh'), [parseMask('KsKd')], parseMask('2h7h9c'), Game.HOLDEM, 0n);
const plo: Outs = outs(parseMask('AhKhQcJc'), new BigUint64Array([parseMask('9s9d8s7d')]), parseMask('Th9h2c'), 'plo');
const now: StandingValue = spot.now;
const nextRows: readonly NextCard[] = spot.cards;
const firstOut: NextCard | undefined = spot.outs[0];
const outFacts: number = spot.count + spot.strength + plo.cards.length + (firstOut === undefined ? 0 :
  firstOut.card + firstOut.standing + firstOut.strength + (firstOut.isOut ? 1 : 0));
const hits: HitTable = hitTable(Range.fromString('JTs,76s,AKo'), parseMask('9h8h2c'), parseMask('Jc'));
const hitsGame: GameValue = hitTable(Range.fromString('AA**', 'plo'), parseMask('Ah7d2c')).game;
const drawName: HitDraw = 'comboDraw';
const hitFacts: number = hits.combos + hits.weight + hits.made[Category.FLUSH] + hits.flushDraw + hits.openEnded +
  hits.gutshot + hits.comboDraw + hits.overcards + hits.share(hits[drawName]) + hits.rows().length + hitsGame;

// --- board facts -------------------------------------------------------------------

const texture: FlopTextureFacts = flopTexture(parseMask('Ah2c3d'), 'holdem');
const textureWord: 'monotone' | 'paired' | 'connected' | 'two-tone' | 'rainbow' = texture.texture;
const textureFacts: string = textureWord + texture.suits + texture.pairing + (texture.connected ? 'c' : '');
const twoTone: 3 = FlopTexture.TWO_TONE;
const rainbowSuits: 2 = FlopSuits.RAINBOW;
const trips: 2 = FlopPairing.TRIPS;
const flopGroups: FlopClass[] = flopClasses(suitSymmetries(Range.fromString('AhKh'), Range.fromString('QQ')), Game.SHORT_DECK);
const classFacts: bigint = flopGroups[0].flop + BigInt(flopGroups[0].weight);
const shortDeck: Mask = gameDeck('shortdeck');
const money: MoneyFacts = moneyFacts(TableState.start({ stacks: [100, 100], blinds: [1, 2] }));
const moneyFactsSum: number = money.voluntaryRound[0] + money.raiseRound[0] + (money.firstInRaiser ?? -1) +
  potRaiseTo(TableState.start({ stacks: [100, 100], blinds: [1, 2] }));
void [textureFacts, twoTone, rainbowSuits, trips, classFacts, shortDeck, moneyFactsSum];

// --- other games -------------------------------------------------------------------

const plo8: GameValue = parseGame('PLO Hi/Lo');
const razzByName: GameLike = 'razz';
const badugi: 11 = Game.BADUGI;
const gameTitle: string = gameName(Game.STUD_HILO) + gameName('2-7');
const facts: GameInfo = gameInfo(plo8);
const lowRanking: RankingValue = facts.lowRanking;
const figures: number = facts.holeCards + facts.minHoleCards + facts.boardCards + facts.holeUsed + facts.deckCards +
  facts.maxPlayers + facts.game + facts.highRanking;
const hiLo: boolean = facts.hiLo && facts.name.length > 0;
const rankingNames: readonly string[] = RANKING_NAMES;
const omahaBoard: Mask = parseMask('5h 6c 9s 2h 3h');
const omahaHole: Mask = parseMask('As 2s 3d 4d');
const low: Strength | null = evaluateLow(omahaBoard, omahaHole, plo8);
const lows: Uint16Array = evaluateLowsMany([omahaBoard], new BigUint64Array([omahaHole]), Game.OMAHA4_HILO);
const lowWinners: number[] = judgeLow([omahaHole, parseMask('Kh Kd Qc Jc')], omahaBoard, 'plo8');
const lowFive: BestHand | null = bestLow(omahaBoard, omahaHole, Game.OMAHA4_HILO);
const razzStrength: Strength = evaluateHand(0n, parseMask('As 2d 3c 4h 6s Kd Kc'), razzByName);
const razzRanking: RankingValue = gameInfo(Game.RAZZ).highRanking;
const lowText: string = describeStrength(razzStrength, razzRanking) + handName(razzStrength, Ranking.ACE_TO_FIVE);
const lowRanks: number[] = strengthKickers(razzStrength, Ranking.ACE_TO_FIVE);
const lowCategory: CategoryValue = strengthCategory(razzStrength, razzRanking);
const badugiTop: number = rankingMax(Ranking.BADUGI) + badugi;

// --- equity ------------------------------------------------------------------------

const mc: SimulationModeValue = SimulationMode.MONTE_CARLO;
const progress: ProgressFunction = (done: number, total: number) => done < total;
const extras: SimulationExtras = { threads: 2, progress };
const init: SimulationOptionsInit = { mode: mc, iterations: 1000n, seed: 3, deterministic: true, threads: 0, progress: null };
const exact: SimulationOptions = SimulationOptions.exact(extras);
const seeded: SimulationOptions = SimulationOptions.mcSeeded(100000, 42n, { threads: 4 });
const fresh: SimulationOptions = SimulationOptions.mcRandom(1000);
const auto: SimulationOptions = SimulationOptions.auto(1000, 1n, extras).withProgress(null);
const built: SimulationOptions = new SimulationOptions(init);
const iterations: bigint = built.iterations;
const watch: ProgressFunction | null = built.progress;
const most: number = maxPlayers(Game.OMAHA6);
const eq: EquityResult = calculateEquity([parseMask('AsKs'), parseMask('QdQc')], 0n, exact, Game.HOLDEM, 0n);
const row: PlayerEquity = eq.players[0]!;
const stats: number = row.equity + row.win + row.tie + row.stdError + eq.trials + eq.chopRate + eq.evaluated;
const usedSeed: bigint = eq.seed;
const wasExact: boolean = eq.exact;
const vsRandom: EquityResult = calculateEquityVsRandom(hole, 0n, 3, init, Game.HOLDEM, 0n);
const split: SplitEquityResult = calculateEquity([omahaHole, parseMask('Kh Kd Qc Jc')], parseMask('5h 6c 9s'), null,
  'plo8', parseMask('2c'));
const halves: PlayerSplit = split.players[0]!;
const shares: number = halves.scoop + halves.highShare + halves.lowShare + split.players[1]!.equity;
const breakdownResult: SplitEquityResult = calculateEquity([hole, parseMask('Qd Qc')], 0n,
  SimulationOptions.exact({ threads: 1, breakdown: true }));
const wantsBreakdown: boolean = new SimulationOptions({ breakdown: true }).breakdown;
const flushWins: number | undefined = breakdownResult.players[0]!.winByCategory?.[Category.FLUSH];
const splitPairs: readonly number[] | undefined = breakdownResult.players[0]!.tieByCategory;

// --- ranges ------------------------------------------------------------------------

const aa: Range = Range.fromString('AA', Game.HOLDEM);
const everything: Range = Range.all();
const mine: Range = Range.fromCombos([hole, { mask: parseMask('Ks Kd'), weight: 0.5 }]);
const combos: Combo[] = mine.combos(0n);
const comboWeight: number = combos[0]!.weight;
const rangeGame: GameValue = aa.game;
const sized: number = aa.size + aa.totalWeight;
const combined: Range = aa.union(mine).intersection(everything).difference(mine);
const headsUp: RangeEquityResult = calculateRangeEquity(aa, mine, board, 0n, seeded);
const perCombo: RangeEquityPerComboResult = calculateRangeEquityPerCombo(aa, mine, board, 0n, null);
const comboRow: ComboEquity = perCombo.heroCombos[0]!;
const matchup: number = comboRow.matchupWeight + comboRow.equity + headsUp.heroEquity + headsUp.villainEquity;
const multi: EquityResult = calculateMultiwayRangeEquity([aa, mine, everything], board, 0n, exact);
const rangeBreakdown: CategoryBreakdown | undefined =
  calculateRangeEquity(aa, mine, board, 0n, { breakdown: true }).heroBreakdown;
const villainSplits: readonly number[] | undefined = headsUp.villainBreakdown?.tieByCategory;
const classes: string[] = rankStartingHands(0.1);
const topRange: Range = generateTopPercentRange(0.1, Game.HOLDEM);
const topByCombos: Range = generateTopPercentRange(0.1, Game.HOLDEM, { by: 'combos' });
const topOptions: TopPercentOptions = { by: 'classes' };
const topByClasses: Range = generateTopPercentRange(0.1, Game.HOLDEM, topOptions);
const rangeText: string = topByCombos.toString() + topByClasses.toString();
const rangeClosed: boolean = topRange.closed;
for (const r of [aa, everything, mine, combined, topRange, topByCombos, topByClasses]) r.close();

// --- equity on a worker thread -------------------------------------------------------

async function onWorkers(signal: AbortSignal): Promise<number> {
  const control: AsyncCallOptions = { signal };
  const a: SplitEquityResult = await calculateEquityAsync([hole, parseMask('Kd Kc')], 0n, seeded, 'holdem', 0n, control);
  const b: EquityResult = await calculateEquityVsRandomAsync(hole, board, 2, null, Game.HOLDEM, 0n, { signal: null });
  const r1 = Range.fromString('QQ+');
  const r2 = Range.fromString('AKs');
  const c: RangeEquityResult = await calculateRangeEquityAsync(r1, r2, 0n, 0n, exact, control);
  const d: RangeEquityPerComboResult = await calculateRangeEquityPerComboAsync(r1, r2, board, 0n, { progress });
  const e: EquityResult = await calculateMultiwayRangeEquityAsync([r1, r2], board, 0n, null, control);
  r1.close();
  r2.close();
  try {
    await calculateEquityAsync([hole], board, null, Game.HOLDEM, 0n, { signal: AbortSignal.abort('late') });
  } catch (error) {
    if (error instanceof CancelledError) return error.status;
  }
  return a.players[0]!.scoop + a.trials + b.trials + c.trials + d.heroCombos.length + e.players.length;
}
const running: Promise<number> = onWorkers(new AbortController().signal);

// --- suit canonicalization -------------------------------------------------------------

const canonBoard: Mask = canonicalizeBoard(board);
const boardOrbit: number = boardOrbitSize(board);
const canonHand: Mask = canonicalizeHand(hole);
const handOrbit: number = handOrbitSize(hole);
const situation: CanonicalSituation = canonicalizeHeroAndBoard(hole, parseMask('Ah Kh Qd'));
const handClass: string = holdemHandClass(hole);
const counts: number = countCanonicalBoards(3) + countCanonicalHands(Game.OMAHA4) + countCanonicalSituations(4);
const streamOptions: StreamOptions = { chunkSize: 1024 };
const situations: CanonStream<SituationChunk> = generateCanonicalSituations(3, Game.HOLDEM, streamOptions);
const firstSituations: SituationChunk | null = situations.nextChunk();
situations.close();
let boardWeight = 0n;
for (const chunk of generateCanonicalBoards(3)) {
  const boards: BigUint64Array = chunk.boards;
  for (const w of chunk.weights) boardWeight += w + boards[0]!;
}
const handStream: CanonStream<HandChunk> = generateCanonicalHands(Game.HOLDEM, { chunkSize: 169 });
const handChunk: IteratorResult<HandChunk, undefined> = handStream.next();
const boardChunk: BoardChunk | undefined = generateCanonicalBoards(4).nextChunk() ?? undefined;
const streamClosed: boolean = handStream.closed;

// --- hand-strength tables ----------------------------------------------------------------

const strengthOptions: BoardStrengthsOptions = { bins: 10 };
const strengthRows: BoardStrengths = boardStrengths(canonicalizeBoard(parseMask('Ah 7d 2c')), strengthOptions);
const rowHeroes: BigUint64Array = strengthRows.heroes;
const rowOrbits: BigUint64Array = strengthRows.orbitSizes;
const rowEhs: Float64Array = strengthRows.ehs;
const rowEhs2: Float64Array = strengthRows.ehs2;
const rowHistogram: Uint32Array | null = boardStrengths(canonBoard).histogram;
const strengthFacts: number = rowHeroes.length + rowOrbits.length + rowEhs[0]! + rowEhs2[0]! + strengthRows.bins +
  (strengthRows.histogram?.length ?? 0) + (rowHistogram === null ? 0 : 1) + Number(strengthRows.board) +
  STRENGTH_MAX_HEROES + STRENGTH_MAX_BINS;

// --- table rules engine ------------------------------------------------------------------

const seats: 10 = TABLE_MAX_SEATS;
const betting: 0 | 1 = Betting.POT_LIMIT;
const phase: PhaseValue = Phase.DEALING;
const street: StreetValue = Street.RIVER;
const raise: ActionKindValue = ActionKind.BET_OR_RAISE;
const actionNames: readonly string[] = ACTION_NAMES;
const dealBoard: 16 = DEAL_BOARD;
const chips: Chips = 100n;
const blinds: number[] = standardBlinds(3, 0, 1, 2);
const start: TableStart = { stacks: [200, chips, 80], blinds: [1, 2], holeCards: [hole, null, 0n], seed: 5 };
let state: TableState = TableState.start(start);
const legal: LegalAction[] = state.legalActions();
state = state.betOrRaiseTo(6).call().fold().deal(parseMask('Jc 3d 5c'));
const steps: TableStep[] = [{ kind: ActionKind.CHECK }, { kind: DEAL_BOARD, amount: parseMask('2c'), seat: null }];
const info: TableInfo = state.info();
const pots: Pot[] = state.pots;
const saved: string = state.toText();
const restored: TableState = TableState.fromText(saved).applyMany(steps).dealRandom();
const actor: number | null = restored.actor;
const tableFacts = [restored.isFinished, restored.stacks, restored.won, restored.folded,
  restored.allInSeats, restored.holeMasks, restored.bets, restored.contributed, restored.potTotal,
  restored.currentBet, restored.minRaise, restored.totalChips, restored.cardsNeeded, restored.board,
  restored.seatCount, restored.phase, restored.street];
state.apply(ActionKind.CHECK, 0).check().checkOrCall().allIn().close();
restored.checkInvariants();
restored.close();

const forcedOptions: ForcedBetsOptions = { straddles: [4, 8n], ante: 1, bigBlindAnte: 2 };
const forced: ForcedBets = forcedBets(6, 0, 1, 2, forcedOptions);
const usual: TableDefaults = usualTable('plo8', null, 0);
const usualFamily: FamilyValue = gameInfo('razz').family;
const studFamily: number = Family.STUD + usual.bigBet + usualFamily + gameInfo('plo8').names.length;
console.log(studFamily);
const straddled: TableState = TableState.start({ stacks: [100, 100, 100, 100], straddles: forced.blinds.slice(3, 4),
  antes: forced.antes, bigBlindAnte: 0 });
const stateBetting: BettingValue = straddled.betting;
const stateFacts: [GameValue, boolean, number, BettingValue] = [straddled.game, straddled.potLimit, straddled.button,
  straddled.info().betting];
const history: HistoryStep[] = straddled.history();
const replayedSteps: TableState = straddled.applyMany(history.map((h): TableStep => ({ kind: h.kind, cards: h.cards })));
const allInOptions: AllInOptions = { countFoldedCards: false, threads: 1 };
const spots: AllInSpot[] = replayedSteps.allInEquity(allInOptions);
const spotPots: readonly AllInPot[] = spots[0]?.pots ?? [];
const needlessFacts: [boolean, number, number, string[]] = [history[0]?.needless ?? false, straddled.needlessFolds,
  straddled.info().needlessFolds, straddled.warnings()];
const replayWarnings: ReplayWarning[] = straddled.replayWarnings();
const stepStreets: [number, number] = [history[0]?.street ?? 0, history[0]?.draw ?? 0];
let potResults: PotResult[] = [];
if (replayedSteps.isFinished) potResults = replayedSteps.potResults();

const fixedLimit: BettingLike = 'fixed-limit';
const limitStart: TableStart = { stacks: [100, 100], game: 'plo8', betting: fixedLimit, smallBet: 2, bigBet: 4n };
const limitState: TableState = TableState.start(limitStart);
const structure: 2 = Betting.FIXED_LIMIT;
const limitFacts: [number, number, number, number, BettingValue] = [limitState.raises, limitState.fixedBet,
  limitState.info().raises, limitState.info().fixedBet, limitState.betting];
const otherBettings: BettingLike[] = [Betting.NO_LIMIT, 'pot-limit', 'no-limit', 'FL'];
limitState.close();

// Stud and draw games: the bring-in, hole cards dealt street by street or after a draw, discards.
const studStart: TableStart = { stacks: [50, 50], game: 'stud', antes: 1, bringIn: 1n, smallBet: 2, bigBet: 4 };
let stud: TableState = TableState.start(studStart);
const dealHole: 17 = DEAL_HOLE;
// Cards in order: the board, a seat's hole cards, a step's cardIds, an action's cardIds.
const ordered: TableState = TableState.start({ stacks: [10, 10], holeCards: [parseMask('7h6h'), null],
  holeOrder: ['7h6h', null] }).checkOrCall().checkOrCall().dealCards([9, 14, 3]);
const orderFacts: [number[], number[], readonly number[], readonly number[], number, 8, -1] = [ordered.boardCards,
  ordered.holeCardsInOrder(0), ordered.history()[2].cardIds, parsePhhAction('d db Jc3d5c').cardIds,
  parsePhhAction('d dh p1 ????').unknownCount, RUN_MAX, UNKNOWN_CARD];
const orderedMoves: TableState[] = [ordered, stud.dealHoleCards(0, [UNKNOWN_CARD, 3, 4]), stud.discardCards([])];
const drawing: PhaseValue = Phase.DRAWING;
const seventh: StreetValue = 4;
const dueFacts: [number | null, number, number, number, number, number] = [stud.dealSeat, stud.holeCardsDue,
  stud.lastStreet, stud.info().dealSeat, stud.info().holeCardsDue, stud.info().lastStreet];
stud = stud.dealHole(0, parseMask('As 2s Kd'), { up: parseMask('Kd') }).dealHole(1, 0n, { unknown: 3 }).bringIn();
const studKinds: ActionKindValue[] = [ActionKind.BRING_IN, ActionKind.DISCARD];
const upFacts: [Mask[], number[]] = [stud.upMasks, stud.unknownCounts];
const holeStep: HistoryStep | undefined = stud.history()[0];
const holeFacts: [number | null, number, Mask] = [holeStep?.to ?? null, holeStep?.unknown ?? 0, holeStep?.up ?? 0n];
let draw: TableState = TableState.start({ stacks: [50, 50], game: 'badugi', draws: 2, seed: 3 });
draw = draw.call().check().discard(parseMask('2c'), 1).standPat();
const drawSteps: TableStep[] = [{ kind: DEAL_HOLE, to: 0, cards: parseMask('3c'), up: 0n, unknown: 1 },
  { kind: ActionKind.DISCARD, cards: 0n, unknown: 0, seat: 1 }];
draw.applyMany(drawSteps).dealRandom().close();
stud.close();

// --- PHH hand histories, chips and random numbers --------------------------------------

const phhText: PhhText = 'variant = "NT"\n';
const document: Phh = parsePhh(phhText);
const phhHands: PhhHandJson[] = document.json();
const firstHand: PhhHandJson = document.json(0);
const allHands: PhhHandJson[] = document.json(PHH_ALL);
const fromJson: Phh = Phh.fromJson(phhHands);
const unit: Decimal = document.chipUnit(0);
const phhInfo: PhhInfo = Phh.parse(new Uint8Array(0)).info();
const phhFacts = [document.count, document.text(), document.text(PHH_ALL), document.jsonText(0), document.boardCards(),
  document.closed, firstHand.variant, firstHand['players'], allHands.length, phhInfo.holes, fromJson.count];
const finalState: TableState = document.replay(0, unit);
const everyState: TableState[] = document.replayStates(0, null);
const written: Phh = finalState.toPhh('0.01');
const fromTable: Phh = Phh.fromTable(finalState);
const textsOptions: ReplayTextsOptions = { threads: 0 };
const batch: (TableState | XiaplError)[] = replayTexts([phhText, new Uint8Array(0)], textsOptions);
const action: PhhAction = parsePhhAction('p1 cbr 300');
const actionFacts = [action.actor, action.verb, action.kind, action.player, action.cards, action.amount, action.comment];
const bringIn: PhhAction['kind'] = parsePhhAction('p3 pb').kind;
const discard: PhhAction['verb'] = 'sd';
const betFields: (number | undefined)[] = [firstHand.bring_in, firstHand.small_bet, firstHand.big_bet, firstHand.min_bet];
const chipFacts: [number, string, string] = [chipsFromAmount('0.5', 12.5), chipsToAmount(0.5, 25n), chipUnit(['12.5', 1n])];
for (const d of [document, fromJson, written, fromTable]) d.close();

// --- site hand histories ------------------------------------------------------------------

const siteNames: readonly string[] = SITES;
const imported: { phh: Phh; report: SiteReport } = readSites('PokerStars Hand #1: ...', null);
const failures: SiteFailure[] = imported.report.failures;
const siteFacts = [siteNames.length, imported.report.hands, imported.report.kept, failures.length > 0 ? failures[0].line : 0,
  Phh.readSites(new Uint8Array(0), 'pokerstars').report.kept, imported.phh.siteReport().hands];
const starsText: string = written.pokerStars(0);

const rng: Rng = new Rng(42n);
const draws: [bigint, number, number] = [rng.next(), rng.below(52), rng.uniform()];
const rngCopy: Rng = Rng.fromState(rng.clone().state);
const sameRng: boolean = rngCopy.equals(rng);

// --- errors --------------------------------------------------------------------------------

function describe(error: unknown): string {
  if (error instanceof IllegalStepError) return `step ${error.index}`;
  if (error instanceof IllegalActionError || error instanceof ParseError) return error.statusName;
  if (error instanceof InvalidArgumentError || error instanceof BufferTooSmallError) return String(error.status);
  if (error instanceof LimitExceededError || error instanceof OutOfMemoryError) return error.message;
  if (error instanceof CancelledError || error instanceof InternalError) return error.name;
  if (error instanceof UnsupportedError) return error.message;
  if (error instanceof XiaplError) return error.statusName;
  if (error instanceof LibraryLoadError) return error.message;
  return 'other';
}
const made: XiaplError[] = [new XiaplError('x', -7, 'XIAPL_ERR_INTERNAL'), new IllegalStepError('x', -1, 'n', 2)];

export const used = [
  xiapl, abi, where, release, loaded, parseStatus, ace, ids, name, rank, suit, fromIds, fromTyped, back, text,
  dealt, remaining, deckClosed, omaha, gameNames, flush, categoryNames, top, many, manyFromArray, hands, winners,
  five, category, kickers, completionFacts, described, gameTitle, figures, hiLo, rankingNames, lowRanking, low, lows, lowWinners, lowFive,
  lowText, lowRanks, lowCategory, ahead, now, nextRows, outFacts, hitFacts, badugiTop, shares, fresh, auto, iterations, watch, most, stats, usedSeed, wasExact, vsRandom,
  breakdownResult, wantsBreakdown, flushWins, splitPairs, rangeBreakdown, villainSplits,
  comboWeight, rangeGame, sized, matchup, multi, classes, rangeClosed, rangeText, running, canonBoard, boardOrbit,
  canonHand, handOrbit, situation, handClass, counts, firstSituations, boardWeight, handChunk, boardChunk, streamClosed, strengthFacts, seats,
  betting, phase, street, raise, actionNames, dealBoard, blinds, legal, info, pots, actor, tableFacts, describe, made,
  stateBetting, stateFacts, needlessFacts, replayWarnings, stepStreets, spotPots, potResults, fixedLimit, structure, limitFacts, otherBettings, bringIn, discard,
  betFields, phhFacts, everyState, batch, actionFacts, chipFacts, siteFacts, starsText, draws, sameRng, dealHole, orderFacts, orderedMoves, drawing, seventh,
  dueFacts, studKinds, upFacts, holeFacts,
];

// tournament prize equity
const icmEquity: Float64Array = icm.exact([5000, 3000, 2000], [50, 30, 20]);
const icmEstimate: IcmEstimate = icm.monteCarlo([5000, 3000, 2000], [50, 30, 20], 1000, { seed: 1n, threads: 2 });
const icmBubble: IcmBubbleFactor = icm.bubbleFactor([5000, 3000, 2000], [50, 30, 20], 0, 1);
const icmShove: IcmShoveCall = icm.shoveCall([5000, 3000, 2000], [50, 30, 20], 0, 1, 0.5, 0, { posted: [0, 0, 0] });
const icmLimit: 64 = ICM_MAX_EXACT_PLAYERS;
void [icmEquity, icmEstimate.stdError, icmBubble.factor, icmShove.callGain, icmLimit];

const solverSpot: SolverSpot = { oop: 'AA,QQ', ip: 'KK,JJ', board: 'Td9d6hQc2s', pot: 100, stack: 200, raises: '' };
const solver: Solver = new Solver(solverSpot);
const solved: SolveResult = solver.solve({ target: 0.5, maxIterations: 100, threads: 1 });
const solverRoot: number = solver.node('');
const solverActions: string[] = solver.actions(solverRoot);
const solverHands: bigint[] = solver.hands(0);
const solverStrategy: Float64Array[] = solver.strategy(solverRoot);
const solverValues: Float64Array[] = [solver.range(0, 1), solver.ev(0, 0), solver.equity(0, 1)];
const solverProgress: SolverProgressFunction = (iterations, exploitability) => iterations < 50 || exploitability < 1;
const solveOptions: SolveOptions = {
  target: 0, targetChips: 1, maxIterations: 100, checkEvery: 5, threads: 2, compressed: true, progress: solverProgress,
};
const solverSizes: SolverSizes = { player: 'ip', street: 'river', bets: '33%', raises: null, donks: '-' };
const sizedSolver: Solver = new Solver(solverSpot);
sizedSolver.setSizes(solverSizes);
sizedSolver.setSizes({ player: 0, street: 2, bets: '' });
sizedSolver.addAction('', 'bet 75');
sizedSolver.removeAction('', 'allin');
const solverMemory: number = sizedSolver.memory(true) + sizedSolver.memory();
const solvedWith: SolveResult = sizedSolver.solve(solveOptions);
const solverInfo: SolverNodeInfo = sizedSolver.nodeInfo(0);
const solverKind: 'player' | 'chance' | 'fold' | 'showdown' = solverInfo.kind;
const solverParent: number | null = solverInfo.parent;
sizedSolver.close();
void [solverMemory, solvedWith, solverKind, solverParent];
const solverClosed: boolean = solver.closed;
solver.close();
void [solved.ev, solverActions, solverHands, solverStrategy, solverValues, solverClosed];
