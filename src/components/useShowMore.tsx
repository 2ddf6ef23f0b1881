import { useState } from 'react';
import { ShowMoreToggle } from './ShowMoreToggle';

/**
 * The first `rows` items, then 'See More {noun}' / 'See Less {noun}' when there are more (SPEC.md §9's row counts).
 * Returns the visible items and the toggle button (null when everything fits).
 */
export function useShowMore<T>(items: readonly T[], rows: number, noun: string) {
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? items : items.slice(0, rows);
  const toggle =
    items.length > rows ? (
      <ShowMoreToggle expanded={expanded} noun={noun} onToggle={() => setExpanded((value) => !value)} />
    ) : null;
  return { visible, toggle, expanded, setExpanded };
}
