/**
 * Lets non-React code (the api client, logout) move the router. The router registers its
 * navigate function on mount; before that, a full page load is the only way to move.
 */
type Navigate = (to: string, options: { replace: boolean }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string): void {
  navigator(to, { replace: true });
}
