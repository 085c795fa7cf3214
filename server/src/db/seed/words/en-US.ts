export const enWords: readonly string[] = [];
