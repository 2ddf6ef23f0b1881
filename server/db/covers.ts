/**
 * Deterministic, self-contained book covers as SVG text: no network, no bundled art.
 * The same title/author/category always produces byte-identical output.
 */

export interface CoverInput {
  title: string;
  author: string;
  category: string;
}

const WIDTH = 400;
const HEIGHT = 600;

/** Base hues (degrees) per category; anything unknown falls back to a hash-derived hue. */
const CATEGORY_HUES: Record<string, number> = {
  fiction: 350,
  'bangla literature': 28,
  history: 40,
  science: 195,
  business: 215,
  children: 140,
  'self-help': 280,
  programming: 170,
};

/** 32-bit FNV-1a over UTF-16 code units; stable across runtimes. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Drops characters XML 1.0 forbids: C0 controls other than tab/LF/CR, lone surrogates, U+FFFE/U+FFFF. */
function stripInvalidXmlChars(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const ok =
      cp === 0x9 ||
      cp === 0xa ||
      cp === 0xd ||
      (cp >= 0x20 && cp <= 0xd7ff) ||
      (cp >= 0xe000 && cp <= 0xfffd) ||
      cp >= 0x10000;
    if (ok) out += ch;
  }
  return out;
}

function escapeXml(text: string): string {
  return stripInvalidXmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Truncates by code points (never splitting a surrogate pair), adding an ellipsis. */
function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : chars
        .slice(0, max - 1)
        .join('')
        .trimEnd() + '…';
}

/** Greedy word wrap into at most `maxLines` lines of roughly `width` characters. */
function wrapTitle(title: string, width: number, maxLines: number): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (let word of words) {
    // Hard-break words that are longer than a whole line.
    while (Array.from(word).length > width) {
      if (current) {
        lines.push(current);
        current = '';
      }
      const chars = Array.from(word);
      lines.push(chars.slice(0, width - 1).join('') + '-');
      word = chars.slice(width - 1).join('');
    }
    const candidate = current ? `${current} ${word}` : word;
    if (Array.from(candidate).length <= width) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length === 0) return ['Untitled'];
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = Array.from(kept[maxLines - 1]);
    const room = last.length >= width ? last.slice(0, width - 1) : last;
    kept[maxLines - 1] = room.join('').replace(/[-\s]+$/, '') + '…';
    return kept;
  }
  return lines;
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;
}

function motif(kind: number, h: number, color: string): string {
  const a = (h >>> 8) & 0xff;
  const b = (h >>> 16) & 0xff;
  switch (kind) {
    case 0: {
      // Concentric circles, off-centre.
      const cx = 80 + (a % 240);
      const cy = 120 + (b % 200);
      return `<g fill="none" stroke="${color}" stroke-opacity=".35" stroke-width="3">${[40, 80, 120, 160]
        .map((r) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`)
        .join('')}</g>`;
    }
    case 1: {
      // Diagonal stripes.
      const gap = 34 + (a % 24);
      const parts: string[] = [];
      for (let x = -HEIGHT; x < WIDTH; x += gap) parts.push(`M${x} ${HEIGHT}L${x + HEIGHT} 0`);
      return `<path d="${parts.join('')}" stroke="${color}" stroke-opacity=".18" stroke-width="${8 + (b % 10)}"/>`;
    }
    case 2: {
      // Horizontal waves across the lower half.
      const amp = 10 + (a % 18);
      const parts: string[] = [];
      for (let i = 0; i < 4; i++) {
        const y = 330 + i * 36 + (b % 20);
        parts.push(`M0 ${y}Q50 ${y - amp} 100 ${y}T200 ${y}T300 ${y}T400 ${y}`);
      }
      return `<path d="${parts.join('')}" fill="none" stroke="${color}" stroke-opacity=".35" stroke-width="4"/>`;
    }
    default: {
      // Scattered dots on a loose grid.
      const parts: string[] = [];
      for (let i = 0; i < 9; i++) {
        const x = 50 + ((a * (i + 3) + i * 97) % 300);
        const y = 60 + ((b * (i + 5) + i * 131) % 460);
        const r = 8 + ((a + b + i * 13) % 30);
        parts.push(`<circle cx="${x}" cy="${y}" r="${r}"/>`);
      }
      return `<g fill="${color}" fill-opacity=".16">${parts.join('')}</g>`;
    }
  }
}

export function renderCoverSvg(input: CoverInput): string {
  const title = input.title.trim() || 'Untitled';
  const author = input.author.trim();
  const category = input.category.trim();
  const h = hash32(`${title}\u0000${category}`);

  const base = CATEGORY_HUES[category.toLowerCase()] ?? h % 360;
  const hue1 = base + ((h & 0x3f) - 32); // ±32° around the category hue
  const hue2 = hue1 + 25 + ((h >>> 6) & 0x1f);
  const c1 = hsl(hue1, 55, 30);
  const c2 = hsl(hue2, 60, 48);
  const accent = hsl(hue1 + 180, 70, 85);

  const gradientId = `g${h.toString(36)}`;
  const lines = wrapTitle(title, 14, 4);
  const longest = Math.max(...lines.map((l) => Array.from(l).length));
  const fontSize = longest <= 8 ? 54 : longest <= 11 ? 46 : 38;
  const lineHeight = Math.round(fontSize * 1.18);
  const firstY = 190 - ((lines.length - 1) * lineHeight) / 2 + fontSize / 3;

  const titleText = lines
    .map((line, i) => `<tspan x="200" y="${Math.round(firstY + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${gradientId})"/>` +
    motif(h >>> 30, h, accent) +
    `<rect x="14" y="14" width="${WIDTH - 28}" height="${HEIGHT - 28}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/>` +
    (category
      ? `<text x="200" y="54" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="14" letter-spacing="3" fill="#fff" fill-opacity=".85">${escapeXml(truncate(category.toUpperCase(), 28))}</text>`
      : '') +
    `<text text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-size="${fontSize}" font-weight="bold" fill="#fff">${titleText}</text>` +
    `<line x1="150" y1="508" x2="250" y2="508" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/>` +
    (author
      ? `<text x="200" y="545" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-size="20" font-style="italic" fill="#fff">${escapeXml(truncate(author, 32))}</text>`
      : '') +
    `</svg>`
  );
}

/** File name for a cover: ascii slug of the title, or a hash-based name when nothing ascii survives. */
export function coverFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug || `book-${hash32(title).toString(16).padStart(8, '0')}`}.svg`;
}
