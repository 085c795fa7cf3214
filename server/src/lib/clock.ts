/** The current time, injected so token expiry and reset-code expiry can be tested without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
