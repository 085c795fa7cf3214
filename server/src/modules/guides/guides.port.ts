import { guideExists } from './guides.repo.ts';

/** What other modules may ask of guides: users records only a code that names one. */
export const guidesPort = { guideExists };

export type GuidesPort = typeof guidesPort;
