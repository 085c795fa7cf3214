export const ukWords: readonly string[] = [];
