import type { FastifyInstance } from 'fastify';
import { listCategories } from '../services/books';

/** How long the category names are kept while catalogue changes are not being heard. */
const UNHEARD_TTL_MS = 30_000;

/** The catalogue's category names (those with live books), in order. */
export type CatalogueCategories = () => Promise<readonly string[]>;

/**
 * The category names, read through the books service and kept for as long as the catalogue is unchanged (its
 * generation; for a short while when changes are not heard). They decide which category list pages are drawn on the
 * server and listed in the sitemap, so they are asked for on most HTML answers: one read per catalogue change.
 */
export function catalogueCategories(
  app: Pick<FastifyInstance, 'db' | 'catalogueGeneration'>,
  now: () => number = Date.now,
): CatalogueCategories {
  let kept: { generation: number | null; at: number; names: Promise<readonly string[]> } | null = null;
  return () => {
    const generation = app.catalogueGeneration();
    const fresh =
      kept !== null &&
      (generation === null
        ? kept.generation === null && now() - kept.at < UNHEARD_TTL_MS
        : kept.generation === generation);
    if (fresh) return kept!.names;
    const names = listCategories(app.db).then((rows) => rows.map((row) => row.category));
    const entry = { generation, at: now(), names };
    kept = entry;
    // A failed read is not kept: the next request reads again.
    names.catch(() => {
      if (kept === entry) kept = null;
    });
    return names;
  };
}
