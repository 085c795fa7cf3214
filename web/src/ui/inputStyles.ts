/** Only the typed expression is monospaced, so its signs line up; label and errors keep the page font. */
export const MONOSPACE_INPUT = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };
