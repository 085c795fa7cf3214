/** The editor's address of a key; a dotted key is safe in a path, encoding keeps it so whatever it holds. */
export const textPagePath = (key: string): string => `/admin/texts/${encodeURIComponent(key)}`;
