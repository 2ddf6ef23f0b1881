/**
 * Spaced-out letters split Bangla's joined letters and break the headline stroke (মাত্রা) that runs over a word:
 * a Bangla page keeps its letters together.
 */
export const BANGLA_LETTERS = { '&:lang(bn)': { letterSpacing: 0 } } as const;
