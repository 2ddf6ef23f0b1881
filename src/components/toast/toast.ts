import type { OptionsObject, SnackbarMessage } from 'notistack';

/**
 * Toasts without notistack on the first load: the storefront's shell only holds this file. The first
 * toast asks <Toaster> to load notistack's provider (its own chunk); once it has mounted, the queued toasts show.
 * SPEC.md §9: top-right, closed after 5000 ms (ToastHost sets both).
 */
export type ToastOptions = Pick<OptionsObject, 'variant' | 'autoHideDuration' | 'persist' | 'preventDuplicate'>;
type Enqueue = (message: SnackbarMessage, options?: ToastOptions) => unknown;

let enqueue: Enqueue | null = null;
const queue: [SnackbarMessage, ToastOptions | undefined][] = [];
const wanted = new Set<() => void>();
let requested = false;

/** Shows a toast; notistack and its provider are loaded the first time one is needed. */
export function toast(message: SnackbarMessage, options?: ToastOptions): void {
  if (enqueue) {
    enqueue(message, options);
    return;
  }
  queue.push([message, options]);
  if (!requested) {
    requested = true;
    for (const listener of wanted) listener();
  }
}

/** notistack's useSnackbar shape, so screens read as before: `const { enqueueSnackbar } = useToast()`. */
const api = { enqueueSnackbar: toast } as const;
export const useToast = () => api;

/** For <Toaster>: whether a toast has been asked for yet, and a way to hear when one is. */
export const toastRequested = () => requested;
export function onToastRequested(listener: () => void): () => void {
  wanted.add(listener);
  return () => wanted.delete(listener);
}

/** ToastHost calls this once notistack's provider is mounted (null when it unmounts). */
export function attachToastHost(next: Enqueue | null): void {
  enqueue = next;
  if (!next) return;
  for (const [message, options] of queue.splice(0)) next(message, options);
}
