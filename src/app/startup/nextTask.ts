/**
 * Resolves in a later task: the browser can paint and answer input in between. A message to itself rather than a
 * timer, as React's scheduler does: a timer in a background tab waits up to a second, and nested ones are clamped.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
