import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

/*
 * Mantine's ModalsProvider (and with it Modal, the focus trap and the scroll lock) mounts the first time a page asks
 * for a dialog, not with every signed-in layout: most visits never confirm anything. confirmAction() waits here until
 * the provider listens, then opens its dialog.
 */

type ModalsLibrary = typeof import('@mantine/modals');
type ModalsApi = ModalsLibrary['modals'];

let library: Promise<ModalsLibrary> | null = null;
function loadLibrary(): Promise<ModalsLibrary> {
  library ??= import('@mantine/modals').catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

const ModalsProvider = lazy(() => loadLibrary().then((module) => ({ default: module.ModalsProvider })));

let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

let listening: ModalsApi | null = null;

/** Mounts the dialogs' provider if it is not yet, and gives the API that opens them once the provider listens. */
export async function ensureModals(): Promise<ModalsApi> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ modals }] = await Promise.all([loadLibrary(), ready]);
  listening = modals;
  return modals;
}

/** The API at once when a dialog has been shown before, so later dialogs open in the same event as the press. */
export function modalsIfListening(): ModalsApi | null {
  return listening;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A passive effect runs after the provider's layout effect, which is where it starts to listen for requests. */
function Ready() {
  useEffect(() => markReady(), []);
  return null;
}

/** Where the dialogs appear; each signed-in layout mounts it (one layout shows at a time). */
export function ModalsHost() {
  // A page the server draws has asked for no dialog yet.
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <Ready />
      </ModalsProvider>
    </Suspense>
  );
}
