import { childWeek } from './child-week.repo.ts';

/** What other modules may ask of the digest module: a child's week, as the parent cabinet's child page shows it. */
export const parentDigestPort = { childWeek };

export type ParentDigestPort = typeof parentDigestPort;
