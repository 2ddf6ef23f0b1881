/** Resolves in a later task: the browser can paint and answer input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
