import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

/**
 * A page as the server sends it: `ui`'s HTML in a container on the page, before any script has run. `hydrate()` lets
 * the browser take it over (Testing Library's `hydrate`, so its cleanup unmounts it) and returns the errors React
 * recovered from, a hydration mismatch among them.
 */
export function drawnByServer(ui: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return {
    container,
    hydrate(hydrated: ReactElement = ui) {
      const recoverableErrors: unknown[] = [];
      render(hydrated, { container, hydrate: true, onRecoverableError: (error) => recoverableErrors.push(error) });
      return recoverableErrors;
    },
  };
}
