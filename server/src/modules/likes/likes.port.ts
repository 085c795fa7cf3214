import { findBalance, findEarned, holdBalances } from './likes.repo.ts';

/** What other modules may ask of likes: reads, and holding balances still (only the likes module changes them). */
export const likesPort = { findBalance, findEarned, holdBalances };

export type LikesPort = typeof likesPort;
