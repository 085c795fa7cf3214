/** The current time, injected so token expiry and reset-code expiry can be tested without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Waits; injected so a deliberate delay (the login backoff) is tested without really waiting. */
export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
