/** Business constants and limits of spec §9; one place so server and web agree. */
export const LIKES_TO_OPEN_SHOP = 5;
export const LIKES_TO_OPEN_ONLINE = 10;

export const PASSWORD_MIN_STUDENT = 4;
export const PASSWORD_MIN_STAFF = 12;
export const PASSWORD_MAX = 128;

export const DIARY_VERSION = 1;
export const LOADER_TIMEOUT_MS = 120_000;

export const INFINITE_SCROLL_STEP = 50;
export const MAIL_LIST_STEP = 15;
export const RATING_PAGE_SIZE = 50;
export const PROJECTS_PAGE_SIZE = 20;
export const PROJECTS_TOP_SIZE = 20;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const UNREAD_WEEK_DAYS = 7;
export const CHAT_PREVIEW_LENGTH = 50;
export const INVITE_BANNER_MS = 10_000;

export const MAX_LEGENDARY_SELECTION = 5;
export const MAX_LOT_ITEMS = 4;
export const PUZZLE_SLOTS = 10;
export const CRYSTAL_CHARGE_NEEDED = 7;
export const MAX_ACTIVE_CRYSTALS = 2;
/** Ordinary puzzles given up together for one random puzzle of the open album (spec §8 "items to exchange"). */
export const EXCHANGE_SIZE = 3;
/** How long a used crystal's effect holds. */
export const CRYSTAL_ACTIVE_HOURS = 24;
/** Lots of the market: a page, and the highest price a child may ask. */
export const MARKET_PAGE_SIZE = 20;
export const MARKET_MAX_PRICE = 500;

/** Token header of spec §7; a renewed token arrives in it too (spec §4). */
export const TOKEN_HEADER = 'jwt-token';

/**
 * Ids and counts are PostgreSQL integers: a larger number names no row and would fail in the database, so
 * schemas refuse it as invalid input first (SQLite would have accepted it silently).
 */
export const INT_MAX = 2_147_483_647;

/** RECORDING_MAX_BYTES unless the server is configured otherwise: about two hours filmed on a phone. */
export const RECORDING_MAX_BYTES_DEFAULT = 500 * 1024 * 1024;

/** The id of the JSON block in which the server hands each page its client config (no request before the first paint). */
export const CLIENT_CONFIG_ELEMENT_ID = 'client-config';
