/**
 * A large generated catalogue for scale tests and benchmarks: deterministic for a given seed,
 * realistic-ish titles from word lists, 16 categories, a handful of shared generated covers.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './client';
import { coverFileName, renderCoverSvg } from './covers';
import { DEMO_CATEGORIES } from './demo-catalogue';
import { books } from './schema';

export const LARGE_CATEGORIES: readonly string[] = [
  ...DEMO_CATEGORIES,
  'Poetry',
  'Biography',
  'Travel',
  'Cooking',
  'Philosophy',
  'Comics',
  'Religion',
  'Health',
];

const ADJECTIVES = [
  'Silent',
  'Golden',
  'Hidden',
  'Broken',
  'Last',
  'Forgotten',
  'Crimson',
  'Quiet',
  'Endless',
  'Wild',
  'Little',
  'Secret',
  'Burning',
  'Distant',
  'Northern',
  'Paper',
  'Midnight',
  'Monsoon',
  'River',
  'Iron',
  'Gentle',
  'Restless',
  'Lost',
  'Bright',
  'Salt',
  'Hungry',
  'Winter',
  'Practical',
  'Modern',
  'Complete',
];
const NOUNS = [
  'River',
  'Garden',
  'Kingdom',
  'Harbour',
  'Lantern',
  'Mirror',
  'Village',
  'Journey',
  'Storm',
  'Letter',
  'Orchard',
  'Compass',
  'Island',
  'Bridge',
  'Market',
  'Song',
  'Machine',
  'Forest',
  'Tide',
  'Map',
  'Delta',
  'Boatman',
  'Weaver',
  'Festival',
  'Archive',
  'Algorithm',
  'Economy',
  'Atlas',
  'Kitchen',
  'Mind',
];
const PLACES = [
  'Dhaka',
  'Sylhet',
  'Chittagong',
  'Rajshahi',
  'Khulna',
  'Barisal',
  'Sundarbans',
  'Cox’s Bazar',
  'Bengal',
  'the Padma',
  'the Jamuna',
  'the Hills',
  'the Sea',
  'the North',
  'Old Town',
  'the Delta',
];
const SUBJECTS = [
  'Python',
  'Databases',
  'Statistics',
  'Leadership',
  'Marketing',
  'Physics',
  'Astronomy',
  'Gardening',
  'Photography',
  'Mathematics',
  'Chemistry',
  'Negotiation',
  'Calligraphy',
  'Nutrition',
  'Meditation',
  'Design',
];
/** Used with low probability, so benchmarks and tests have a rare term to look for. */
export const RARE_WORDS = ['Zephyrine', 'Quillwort', 'Xanthous'] as const;
const AUTHORS = [
  'Anika Rahman',
  'Tanvir Hasan',
  'Nusrat Jahan',
  'Farhan Kabir',
  'Sadia Islam',
  'Rafiq Ahmed',
  'Mitu Chowdhury',
  'Imran Hossain',
  'Laila Karim',
  'Arif Mahmud',
  'Priya Sen',
  'Jamal Uddin',
  'Ruma Begum',
  'Kamal Das',
];
const SENTENCES = [
  'A vivid story told with warmth and wit.',
  'Readers of every age will find something to treasure here.',
  'Clear explanations, worked examples and practical advice throughout.',
  'Set against the rivers and markets of Bangladesh.',
  'This new edition adds a foreword and a reading guide.',
  'An accessible introduction that never talks down to the reader.',
  'Beautifully written and carefully researched.',
  'Includes maps, notes and a short glossary.',
];

/** mulberry32: a tiny deterministic PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type NewBook = typeof books.$inferInsert;

export interface GenerateOptions {
  /** PRNG seed: the same seed, now and skuTag give the same books. */
  seed?: number;
  /** Newest creation time; books are spread over the ~3 years before it. */
  now?: number;
  /** Prefix making skus unique across runs into the same database. */
  skuTag?: string;
  /** Index of the first book (for generating in batches). */
  offset?: number;
  /** Size of the whole catalogue being generated in batches (spreads creation times); default offset + count. */
  total?: number;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

function title(random: () => number): string {
  const r = random();
  let name: string;
  if (r < 0.3) name = `The ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`;
  else if (r < 0.5) name = `${pick(random, NOUNS)}s of ${pick(random, PLACES)}`;
  else if (r < 0.65) name = `A ${pick(random, NOUNS)} in ${pick(random, PLACES)}`;
  else if (r < 0.8) name = `${pick(random, SUBJECTS)} for Everyone`;
  else if (r < 0.9) name = `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`;
  else name = `Notes on ${pick(random, SUBJECTS)}`;
  if (random() < 0.25) name += `, Volume ${1 + Math.floor(random() * 5)}`;
  if (random() < 0.0005) name = `${pick(random, RARE_WORDS)} ${name}`;
  return name;
}

export const largeCoverPath = (category: string) => `/uploads/covers/${coverFileName(`large ${category}`)}`;

/** Writes one generated cover per category into `${uploadsDir}/covers` (the books share them). */
export function writeLargeCovers(uploadsDir: string): void {
  const dir = path.join(uploadsDir, 'covers');
  mkdirSync(dir, { recursive: true });
  for (const category of LARGE_CATEGORIES) {
    const svg = renderCoverSvg({ title: `${category} Collection`, author: 'Boipoka', category });
    writeFileSync(path.join(dir, coverFileName(`large ${category}`)), svg);
  }
}

/**
 * `count` generated books (not inserted), starting at book number `offset`. Book i depends only on the seed and i
 * (each book has its own PRNG stream), so generating in batches gives the same books as generating all at once.
 * Creation times are strictly decreasing with i: generation order is "newest first".
 */
export function generateBooks(count: number, options: GenerateOptions = {}): NewBook[] {
  const offset = options.offset ?? 0;
  const seed = options.seed ?? 42;
  const now = options.now ?? Date.now();
  const tag = options.skuTag ?? now.toString(36).toUpperCase();
  const span = 3 * 365 * 24 * 3600_000;
  const total = Math.max(options.total ?? offset + count, 1);
  const out: NewBook[] = [];
  for (let k = 0; k < count; k++) {
    const i = offset + k;
    const random = prng(Math.imul(seed, 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca77));
    const category = LARGE_CATEGORIES[Math.floor(random() * LARGE_CATEGORIES.length)];
    const author = pick(random, AUTHORS);
    // Skewed sales: most books sell a little, a few sell a lot.
    const soldCount = Math.floor(Math.pow(random(), 4) * 2000);
    out.push({
      name: title(random),
      category,
      image: largeCoverPath(category),
      description: `By ${author}. ${pick(random, SENTENCES)} ${pick(random, SENTENCES)}`,
      sku: `SKU-LG-${tag}-${i.toString(36).toUpperCase().padStart(5, '0')}`,
      pricePaisa: (150 + Math.floor(random() * 236) * 10) * 100,
      stock: Math.floor(random() * 200),
      soldCount,
      // Spread over ~3 years; the "- i" keeps them distinct even when the span per book rounds to 0.
      createdAt: new Date(now - Math.floor((i * span) / total) - i),
    });
  }
  return out;
}

/**
 * Inserts `count` generated books in multi-row batches and returns how many were inserted.
 * With `uploadsDir`, also writes the shared covers there.
 */
export async function seedLargeCatalogue(
  db: Db,
  count: number,
  options: GenerateOptions & { uploadsDir?: string; batchSize?: number; onProgress?: (inserted: number) => void } = {},
): Promise<number> {
  if (options.uploadsDir) writeLargeCovers(options.uploadsDir);
  const batchSize = options.batchSize ?? 1000;
  const now = options.now ?? Date.now();
  const skuTag = options.skuTag ?? now.toString(36).toUpperCase();
  const total = (options.offset ?? 0) + count;
  let inserted = 0;
  while (inserted < count) {
    const size = Math.min(batchSize, count - inserted);
    const batch = generateBooks(size, { ...options, now, skuTag, total, offset: (options.offset ?? 0) + inserted });
    await db.insert(books).values(batch);
    inserted += size;
    options.onProgress?.(inserted);
  }
  return inserted;
}
