export const ruWords: readonly string[] = [];
