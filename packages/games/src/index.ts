export {
  type AbacusAnswer,
  type AbacusSettings,
  type AbacusTask,
  abacusAnswer,
  abacusRules,
  abacusSettings,
} from './abacus/abacus.ts';
export { beadsFor, MAX_RODS, numberFromBeads, type Rod, rodSchema } from './abacus/beads.ts';
export { type CrystalState, chargedBy, isCombo, toggleCrystalSelection, useRefusal } from './albums/crystals.ts';
export { isPictureComplete, type PictureRule, placementRefusal, type SlotPiece } from './albums/picture.ts';
export { exchangeRefusal, legendaryRefusal, lotItemsRefusal } from './albums/selections.ts';
export { drawPuzzles, puzzlePrice } from './albums/shop.ts';
export {
  ARTICULATION_ROUND_SIZES,
  type ArticulationAnswer,
  type ArticulationSettings,
  type ArticulationTask,
  articulationAnswer,
  articulationMinMs,
  articulationRoundSize,
  articulationRules,
  articulationSettings,
} from './articulation/articulation.ts';
export {
  ARTICULATION_EXERCISE_KEYS,
  ARTICULATION_EXERCISES,
  ARTICULATION_POSES,
  type ArticulationExercise,
  type ArticulationPose,
  type ArticulationStep,
  guidedStepMs,
  MIN_BEAT_MS,
  minStepMs,
} from './articulation/exercises.ts';
export { hundredths, REACTION_FLOOR_MS, typingFloorMs } from './common/human.ts';
export { QUICK_EXAMPLE_LEVELS } from './common/quick-example.ts';
export {
  DINO_DURATIONS,
  DINO_MODES,
  type DinoAnswer,
  type DinoSettings,
  type DinoTask,
  dinoAnswer,
  dinoRules,
} from './dino/dino.ts';
export {
  ANSWER_FLOOR_TICKS,
  Course,
  DINO_DUCK_HEIGHT,
  DINO_HEIGHT,
  DINO_WIDTH,
  MISS_PAUSE_TICKS,
  metres,
  type Obstacle,
  type ObstacleKind,
  type QuickTask,
  type RunAction,
  type RunPress,
  type RunState,
  replayRun,
  speedAt,
  startRun,
  stepRun,
  TICK_MS,
} from './dino/physics.ts';
export {
  type EquationLevel,
  type EquationsSettings,
  type EquationTask,
  equationLevels,
  equationsRules,
  equationsSettings,
} from './equations/equations.ts';
export {
  type BinaryOperator,
  ExpressionError,
  type ExpressionErrorCode,
  type ExpressionNode,
} from './expression/ast.ts';
export { type EvaluateOptions, evaluate, variablesOf } from './expression/evaluate.ts';
export { MAX_EXPRESSION_DEPTH, parseExpression } from './expression/parse.ts';
export {
  coveringPath,
  FILLWORD_MAX_LENGTH,
  FILLWORD_SIZES,
  type FillwordAnswer,
  type FillwordSettings,
  type FillwordTask,
  fillwordAnswer,
  fillwordRules,
  fillwordSettings,
  isSnake,
} from './fillword/fillword.ts';
export {
  type FlashAnzanSettings,
  type FlashAnzanTask,
  flashAnzanRules,
  flashAnzanSettings,
  sumOf,
} from './flash-anzan/flash-anzan.ts';
export { type Fraction, formatFraction, fractionSchema, isReduced, reduce } from './fractions/fraction.ts';
export {
  FRACTION_LEVEL_MAX_DENOMINATOR,
  type FractionAnswer,
  type FractionJudgement,
  type FractionOperation,
  type FractionsSettings,
  type FractionTask,
  fractionAnswer,
  fractionOperations,
  fractionsRules,
  fractionsSettings,
  judgeFraction,
  solveFraction,
} from './fractions/fractions.ts';
export {
  type GraphAnswer,
  type GraphsSettings,
  type GraphTask,
  type GraphTaskKind,
  graphAnswer,
  graphsRules,
  graphsSettings,
  graphTaskKinds,
  type Point,
  solveGraphTask,
} from './graphs/graphs.ts';
export {
  LABYRINTH_MAX_MAZES,
  LABYRINTH_MODES,
  LABYRINTH_SIZES,
  type LabyrinthAnswer,
  type LabyrinthGate,
  type LabyrinthMode,
  type LabyrinthSettings,
  type LabyrinthTask,
  labyrinthAnswer,
  labyrinthRules,
  labyrinthSettings,
  solveLabyrinth,
  walksOut,
} from './labyrinth/labyrinth.ts';
export { type Maze, MOVES, type Move, OPEN, step } from './labyrinth/maze.ts';
export {
  MEMO_PICTURES,
  type MemoAnswer,
  type MemoPicture,
  type MemoSettings,
  type MemoTask,
  memoAnswer,
  memoRules,
  memoSettings,
  memoShowMs,
  memoWordsNeeded,
} from './memo/memo.ts';
export {
  displayMentalExpression,
  type MentalTaskProblem,
  type MentalTaskSolution,
  type MentalTestSettings,
  type MentalTestTask,
  mentalTestRules,
  mentalTestSettings,
  normalizeMentalExpression,
  solveMentalTask,
} from './mental-test/mental-test.ts';
export {
  beatMs,
  COUNT_IN_BEATS,
  METRONOME_MAX_BPM,
  METRONOME_MIN_BPM,
  type MetronomeAnswer,
  type MetronomeSettings,
  type MetronomeTask,
  metronomeRules,
} from './metronome/metronome.ts';
export {
  CONNECT_FOUR_COLUMNS,
  CONNECT_FOUR_DIRECTIONS,
  CONNECT_FOUR_ROWS,
  CONNECT_FOUR_WIN_LENGTH,
  type ConnectFourMove,
  type ConnectFourState,
  connectFour,
  connectFourMove,
  discAt,
  winningLine,
} from './online/connect-four/connect-four.ts';
export {
  botMove as connectFourBotMove,
  CONNECT_FOUR_BOT_LEVELS,
  CONNECT_FOUR_BOT_SETTINGS,
  type ConnectFourBotLevel,
} from './online/connect-four/connect-four-bot.ts';
export {
  PICNIC_MAX_PLAYERS,
  PICNIC_MIN_PLAYERS,
  PICNIC_MOVE_SECONDS,
  PICNIC_ROUNDS,
  type PicnicLast,
  type PicnicPlayer,
  type PicnicState,
  picnic,
  picnicResults,
  picnicScore,
} from './online/picnic/picnic.ts';
export {
  botMove as picnicBotMove,
  PICNIC_BOT_LEVELS,
  PICNIC_BOT_MISTAKE_RATES,
  type PicnicBotLevel,
} from './online/picnic/picnic-bot.ts';
export {
  PICNIC_BLANKET_SIZE,
  PICNIC_ITEMS,
  PICNIC_MAX_TARGET,
  PICNIC_MIN_TARGET,
  type PicnicCard,
  type PicnicItem,
  type PicnicMove,
  picnicMove,
  sumOf as picnicSum,
} from './online/picnic/picnic-cards.ts';
export {
  applyPicnicSingle,
  PICNIC_SINGLE_MIN_MOVE_MS,
  PICNIC_SINGLE_MISS_PAUSE_MS,
  PICNIC_SINGLE_MS,
  PICNIC_SINGLE_REFUSALS,
  PicnicSingleError,
  type PicnicSingleMove,
  type PicnicSingleRefusal,
  type PicnicSingleReplay,
  type PicnicSingleState,
  picnicSingleLegalMoves,
  picnicSingleMove,
  picnicSingleRefusal,
  replayPicnicSingle,
  startPicnicSingle,
} from './online/picnic/picnic-single.ts';
export {
  type PicnicSingleAnswer,
  type PicnicSingleSettings,
  type PicnicSingleTask,
  picnicSingleAnswer,
  picnicSingleRules,
  picnicSingleSettings,
} from './online/picnic/picnic-single-rules.ts';
export {
  applyRoomEvent,
  type CreateRoom,
  type CreateRoomCommand,
  createRoom,
  createRoomCommand,
  FORFEIT_REASONS,
  type ForfeitReason,
  isLobby,
  nextDeadline,
  ROOM_BOT_DELAY_SPREAD_MS,
  ROOM_BOT_LEVELS,
  ROOM_BOT_MIN_DELAY_MS,
  ROOM_BOT_NAMES,
  ROOM_COUNTDOWN_MS,
  ROOM_GRACE_MS,
  ROOM_MAX_WATCHERS,
  ROOM_MOVE_MS,
  ROOM_PLACES,
  ROOM_REFUSALS,
  ROOM_STATUSES,
  type Room,
  type RoomBotLevel,
  type RoomCommand,
  type RoomEffect,
  type RoomEvent,
  type RoomForfeit,
  type RoomGameState,
  type RoomRefusal,
  type RoomResult,
  type RoomSeat,
  type RoomStatus,
  type RoomStep,
  type RoomWatcher,
  roomCommand,
  roomEventFor,
  rulesOf as roomRules,
  seatOf as roomSeatOf,
  toMove as roomSeatToMove,
} from './online/room/room.ts';
export { botMoveFor, type PicnicView, type RoomGameView, type RoomView, viewRoom } from './online/room/room-view.ts';
export {
  type BoardCell,
  type GameOutcome,
  TURN_GAME_IDS,
  TURN_REFUSALS,
  type TurnGame,
  type TurnGameId,
  TurnMoveError,
  type TurnRefusal,
} from './online/turn-game.ts';
export { rulesFor, trainerRules } from './registry.ts';
export { createRng, type Rng } from './rng.ts';
export {
  SCHULTE_MAX_LETTER_SIZE,
  SCHULTE_MAX_MISSES_PER_CELL,
  SCHULTE_MAX_SIZE,
  SCHULTE_MIN_SIZE,
  type SchulteAnswer,
  type SchulteCell,
  type SchulteSettings,
  type SchulteTask,
  sameSchulteCell,
  schulteRules,
  schulteSymbols,
  schulteTargets,
  schulteVariants,
} from './schulte/schulte.ts';
export {
  dealSpeechField,
  NotEnoughCardsError,
  type SpeechCardsAnswer,
  type SpeechCardsSettings,
  type SpeechCardsTask,
  type SpeechCell,
  speechCardsAnswer,
  speechCardsRules,
  speechCardsSettings,
} from './speech-cards/speech-cards.ts';
export {
  bareWord,
  FIND_WORD_TARGETS,
  type FindWordTask,
  type ReadingQuestionTask,
  readingMs,
  type SpeedReadingAnswer,
  type SpeedReadingSettings,
  type SpeedReadingTask,
  speedReadingAnswer,
  speedReadingRules,
  speedReadingSettings,
} from './speed-reading/speed-reading.ts';
export {
  formatSpeedTask,
  type SpeedOperation,
  type SpeedTask,
  type SpeedTestSettings,
  speedOperations,
  speedTestRules,
  speedTestSettings,
} from './speed-test/speed-test.ts';
export {
  type StroopColour,
  type StroopMode,
  type StroopSettings,
  type StroopTask,
  stroopColours,
  stroopModes,
  stroopRules,
} from './stroop/stroop.ts';
export type { AnyTrainerRules, PlayedAnswer, RoundFacts, RoundOutcome, TrainerRules } from './trainer.ts';
export {
  convertUnits,
  solveUnitTask,
  type UnitAnswer,
  type UnitConverterSettings,
  type UnitTask,
  unitAnswer,
  unitConverterRules,
  unitConverterSettings,
  unitTaskKinds,
} from './unit-converter/unit-converter.ts';
export { type Quantity, quantities, UNITS, type UnitId, unitsOf } from './unit-converter/units.ts';
export { type JudgedAnswer, roundFacts } from './validate/round-facts.ts';
export { rejectMessage, validateFields } from './validate/validate-messages.ts';
export {
  type RejectReason,
  ROUND_GRACE_MS,
  type RoundClaim,
  type RoundVerdict,
  validateAnyRound,
  validateRound,
} from './validate/validate-round.ts';
export {
  fillText,
  fillTexts,
  placeholdersOf,
  type WordProblemTemplate,
  type WordProblemTexts,
  wordProblemTemplateSchema,
} from './word-problem/template.ts';
export {
  templatesForClass,
  type WordProblemSettings,
  type WordProblemTask,
  wordProblemRules,
  wordProblemSettings,
} from './word-problem/word-problem.ts';
export {
  straightLine,
  WORD_SEARCH_LEVEL_SHAPES,
  type WordSearchAnswer,
  type WordSearchSettings,
  type WordSearchTask,
  wordSearchAnswer,
  wordSearchRules,
  wordSearchSettings,
} from './word-search/word-search.ts';
export {
  type GridCell,
  type LetterGrid,
  lettersOf,
  MAX_MISSES_PER_WORD,
  sameCell,
  wordsOverlap,
} from './words/grid.ts';
export { pickCoveringWords, pickSearchWords } from './words/pick.ts';
export { WORD_GAME_LEVELS, type WordGameLevel } from './words/word-game.ts';
