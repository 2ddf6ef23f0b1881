/**
 * Two mistakes of fontkit (pdfkit's shaper) that break Noto Sans Bengali's conjuncts, put right as OpenType (and
 * HarfBuzz) define them:
 *
 * - A chaining context's backtrack is matched in reading order, while OpenType lists it from the glyph next to the
 *   input outwards: every rule with two or more backtrack glyphs failed, so ra-phala after a conjunct (ন্দ্র, ট্র)
 *   kept its plain form, unplaced.
 * - A lookup's UseMarkFilteringSet flag is read but the mark set is never applied, so the lookup sees every mark:
 *   with the flag, a mark outside the lookup's set is skipped, and mark attachment classes are not consulted.
 * - A pre-base vowel sign (ে, ি) takes its word-initial form ('init', drawn without the headline) after any letter
 *   but a mark, so the headline broke inside words (লেনদেন); HarfBuzz gives it only where no letter or mark precedes
 *   (keepHeadlineInWords).
 *
 * fontkit keeps its processors private, so they are reached through a font's layout engine once and patched on their
 * prototypes (one patch for every font). test/unit/receipt-shaping.test.ts holds it to HarfBuzz's output.
 */
/** The part of a fontkit font this needs (fontkit ships no types). */
export interface FontkitFont {
  layout(text: string): unknown;
}

interface Coverage {
  version: 1 | 2;
  glyphs?: number[];
  rangeRecords?: { start: number; end: number }[];
}
interface Lookup {
  flags: { flags?: { useMarkFilteringSet?: boolean } };
  markFilteringSet?: number;
  subTables: unknown[];
  lookupType: number;
}
interface GlyphInfo {
  id: number;
  isMark: boolean;
  features: Record<string, boolean>;
}
interface IteratorOptions {
  flags?: Record<string, boolean>;
  markAttachmentType?: number;
  markSet?: Coverage | null;
}
interface GlyphIterator {
  options: IteratorOptions & Record<string, unknown>;
  index: number;
  glyphs: GlyphInfo[];
  cur: GlyphInfo;
  reset(options?: IteratorOptions, index?: number): void;
  next(): GlyphInfo | null;
  increment(count: number): GlyphInfo | null;
  shouldIgnore(glyph: GlyphInfo): boolean;
}
interface Processor {
  font: { GDEF?: { markGlyphSetsDef?: { coverage: Coverage[] } } };
  table: { lookupList: { get(index: number): Lookup } };
  glyphs: GlyphInfo[];
  positions: unknown;
  glyphIterator: GlyphIterator;
  currentFeature: string;
  lookupsForFeatures(features: string[]): { feature: string; lookup: Lookup }[];
  applyLookup(type: number, table: unknown): boolean;
  applyLookupList(records: unknown[]): boolean;
  coverageIndex(coverage: Coverage, glyph?: number): number;
  getClassID(glyph: number, classDef: unknown): number;
  sequenceMatches(index: number, sequence: number[]): boolean;
  classSequenceMatches(index: number, sequence: number[], classDef: unknown): boolean;
  coverageSequenceMatches(index: number, sequence: Coverage[]): boolean;
}

interface ChainRule {
  backtrack: number[];
  input: number[];
  lookahead: number[];
  lookupRecords: unknown[];
}
interface ChainTable {
  version: 1 | 2 | 3;
  coverage: Coverage;
  chainRuleSets: ChainRule[][];
  chainClassSet: (ChainRule[] | null)[];
  inputClassDef: unknown;
  backtrackClassDef: unknown;
  lookaheadClassDef: unknown;
  backtrackGlyphCount: number;
  backtrackCoverage: Coverage[];
  inputGlyphCount: number;
  inputCoverage: Coverage[];
  lookaheadCoverage: Coverage[];
  lookupRecords: unknown[];
}

/** fontkit walks back `length` glyphs, then matches forwards: the backtrack, nearest glyph first, read backwards. */
const backwards = <T>(sequence: readonly T[]) => [...sequence].reverse();

const covers = (coverage: Coverage, id: number) =>
  coverage.version === 1
    ? (coverage.glyphs ?? []).includes(id)
    : (coverage.rangeRecords ?? []).some((range) => id >= range.start && id <= range.end);

/** The iterator options of a lookup: its flags, plus the mark set when it filters marks. */
function optionsFor(processor: Processor, lookup: Lookup): IteratorOptions {
  if (!lookup.flags.flags?.useMarkFilteringSet || lookup.markFilteringSet === undefined) return lookup.flags;
  const markSet = processor.font.GDEF?.markGlyphSetsDef?.coverage[lookup.markFilteringSet] ?? null;
  return { ...lookup.flags, markSet };
}

let patched = false;

/** Patches fontkit once, through any font it opened; later fonts share the patched prototypes. */
export function fixFontkitShaping(font: FontkitFont): void {
  if (patched) return;
  const engine = (font as unknown as { _layoutEngine?: { engine?: Record<string, Processor | null> } })._layoutEngine
    ?.engine;
  // A layout builds the engine and its processors.
  if (!engine?.GSUBProcessor) font.layout('\u0995');
  const built = (font as unknown as { _layoutEngine: { engine: Record<string, Processor | null> } })._layoutEngine
    .engine;
  const gsub = built.GSUBProcessor;
  if (!gsub) return;
  const processorProto = Object.getPrototypeOf(Object.getPrototypeOf(gsub)) as Processor;
  // The iterator class: made by applyLookups, so run an empty one.
  (processorProto as unknown as { applyLookups: (l: unknown[], g: GlyphInfo[], p: unknown) => void }).applyLookups.call(
    gsub,
    [],
    [],
    [],
  );
  const iteratorProto = Object.getPrototypeOf(gsub.glyphIterator) as GlyphIterator;
  const shouldIgnore = iteratorProto.shouldIgnore;

  iteratorProto.shouldIgnore = function (this: GlyphIterator, glyph: GlyphInfo) {
    const markSet = this.options?.markSet;
    if (markSet && glyph.isMark) {
      const flags = this.options.flags ?? {};
      return !covers(markSet, glyph.id) || Boolean(flags.ignoreMarks);
    }
    return shouldIgnore.call(this, glyph);
  };

  // fontkit's own loops, passing the lookup's mark set to the iterator; its chaining context with the backtrack read
  // backwards.
  Object.assign(processorProto, {
    applyChainingContext(this: Processor, table: ChainTable) {
      switch (table.version) {
        case 1: {
          const index = this.coverageIndex(table.coverage);
          if (index === -1) return false;
          for (const rule of table.chainRuleSets[index]) {
            if (
              this.sequenceMatches(-rule.backtrack.length, backwards(rule.backtrack)) &&
              this.sequenceMatches(1, rule.input) &&
              this.sequenceMatches(1 + rule.input.length, rule.lookahead)
            )
              return this.applyLookupList(rule.lookupRecords);
          }
          return false;
        }
        case 2: {
          if (this.coverageIndex(table.coverage) === -1) return false;
          const rules = table.chainClassSet[this.getClassID(this.glyphIterator.cur.id, table.inputClassDef)];
          if (!rules) return false;
          for (const rule of rules) {
            if (
              this.classSequenceMatches(-rule.backtrack.length, backwards(rule.backtrack), table.backtrackClassDef) &&
              this.classSequenceMatches(1, rule.input, table.inputClassDef) &&
              this.classSequenceMatches(1 + rule.input.length, rule.lookahead, table.lookaheadClassDef)
            )
              return this.applyLookupList(rule.lookupRecords);
          }
          return false;
        }
        case 3:
          if (
            this.coverageSequenceMatches(-table.backtrackGlyphCount, backwards(table.backtrackCoverage)) &&
            this.coverageSequenceMatches(0, table.inputCoverage) &&
            this.coverageSequenceMatches(table.inputGlyphCount, table.lookaheadCoverage)
          )
            return this.applyLookupList(table.lookupRecords);
          return false;
        default:
          return false;
      }
    },
    applyLookups(
      this: Processor,
      lookups: { feature: string; lookup: Lookup }[],
      glyphs: GlyphInfo[],
      positions: unknown,
    ) {
      this.glyphs = glyphs;
      this.positions = positions;
      this.glyphIterator = new (iteratorProto.constructor as new (g: GlyphInfo[]) => GlyphIterator)(glyphs);
      for (const { feature, lookup } of lookups) {
        this.currentFeature = feature;
        this.glyphIterator.reset(optionsFor(this, lookup));
        while (this.glyphIterator.index < glyphs.length) {
          if (!(feature in this.glyphIterator.cur.features)) {
            this.glyphIterator.next();
            continue;
          }
          for (const table of lookup.subTables) if (this.applyLookup(lookup.lookupType, table)) break;
          this.glyphIterator.next();
        }
      }
    },
    applyLookupList(this: Processor, lookupRecords: { sequenceIndex: number; lookupListIndex: number }[]) {
      const options = this.glyphIterator.options;
      const glyphIndex = this.glyphIterator.index;
      for (const record of lookupRecords) {
        this.glyphIterator.reset(options, glyphIndex);
        this.glyphIterator.increment(record.sequenceIndex);
        const lookup = this.table.lookupList.get(record.lookupListIndex);
        this.glyphIterator.reset(optionsFor(this, lookup), this.glyphIterator.index);
        for (const table of lookup.subTables) if (this.applyLookup(lookup.lookupType, table)) break;
      }
      this.glyphIterator.reset(options, glyphIndex);
      return true;
    },
  });
  patched = true;
}

interface LaidOut {
  glyphs: { id: number; codePoints: number[] }[];
}
interface LayoutFont {
  layout(...args: unknown[]): LaidOut;
  getGlyph(id: number, codePoints?: number[]): { id: number; codePoints: number[] };
  GSUB?: {
    featureList: { tag: string; feature: { lookupListIndexes: number[] } }[];
    lookupList: { length: number; get(index: number): { lookupType: number; subTables: SingleSubst[] } | undefined };
  };
}
interface SingleSubst {
  version: 1 | 2;
  coverage: Coverage;
  deltaGlyphID?: number;
  /** fontkit decodes it lazily: an array-like with get(i). */
  substitute?: { get(index: number): number };
}

const coveredGlyphs = (coverage: Coverage): number[] =>
  coverage.version === 1
    ? (coverage.glyphs ?? [])
    : (coverage.rangeRecords ?? []).flatMap((range) =>
        Array.from({ length: range.end - range.start + 1 }, (_, i) => range.start + i),
      );

const WRAPPED = Symbol('keepHeadlineInWords');

/** A letter, a mark or a format/unassigned/private character: what keeps a following vowel sign inside a word. */
const IN_WORD = /[\p{L}\p{M}\p{Cf}\p{Cn}\p{Co}\p{Cs}]/u;

/**
 * This font's layout, with a pre-base vowel sign's word-initial form put back to its plain one wherever a letter or
 * mark precedes it (fontkit checks for Cf and Mn only). Both forms advance alike, so positions stay.
 */
export function keepHeadlineInWords(fontkitFont: FontkitFont): void {
  const font = fontkitFont as unknown as LayoutFont & { [WRAPPED]?: true };
  if (font[WRAPPED] || !font.GSUB) return;
  const gsub = font.GSUB;
  const initLookups = new Set(
    gsub.featureList.filter((entry) => entry.tag === 'init').flatMap((entry) => entry.feature.lookupListIndexes),
  );
  /** Every single substitution of the font, per lookup, and which of them make word-initial forms. */
  const singles: { init: boolean; map: Map<number, number> }[] = [];
  for (let index = 0; index < gsub.lookupList.length; index++) {
    const lookup = gsub.lookupList.get(index);
    if (lookup?.lookupType !== 1) continue;
    const map = new Map<number, number>();
    for (const table of lookup.subTables)
      coveredGlyphs(table.coverage).forEach((from, i) => {
        const to = table.version === 1 ? (from + (table.deltaGlyphID ?? 0)) & 0xffff : table.substitute?.get(i);
        if (to !== undefined && !map.has(from)) map.set(from, to);
      });
    singles.push({ init: initLookups.has(index), map });
  }
  // Word-initial glyph → its plain twin: the 'init' forms, then what later lookups make of them beside what they make
  // of the plain forms (a narrower sign before a narrow letter).
  const plainOf = new Map<number, number>();
  for (const { init, map } of singles)
    if (init) for (const [plain, initial] of map) if (plain !== initial) plainOf.set(initial, plain);
  for (let grew = true; grew;) {
    grew = false;
    for (const { map } of singles)
      for (const [initial, plain] of [...plainOf]) {
        const a = map.get(initial);
        const b = map.get(plain);
        if (a !== undefined && b !== undefined && a !== b && !plainOf.has(a)) {
          plainOf.set(a, b);
          grew = true;
        }
      }
  }
  const layout = font.layout.bind(font);
  font.layout = (...args: unknown[]) => {
    const run = layout(...args);
    run.glyphs.forEach((glyph, i) => {
      const plain = plainOf.get(glyph.id);
      if (plain === undefined || i === 0) return;
      const before = run.glyphs[i - 1].codePoints[0];
      // A glyph with no code point is a piece of a conjunct: a letter.
      if (before === undefined || IN_WORD.test(String.fromCodePoint(before)))
        run.glyphs[i] = font.getGlyph(plain, glyph.codePoints);
    });
    return run;
  };
  font[WRAPPED] = true;
}
