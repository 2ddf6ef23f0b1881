/**
 * A receipt as a PDF (pdfkit). Text is drawn in Noto Sans Bengali (the @fontsource package the SPA already ships):
 * its Bengali subset for Bengali runs, including the taka sign and conjuncts shaped by fontkit, and its Latin subset
 * for the rest, switched run by run since each subset file holds one script.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';
import { HTML_LANG, formatCount, formatDhakaTime, formatTaka, type Language } from '../../domain/format';
import type { Receipt } from '../../domain/schemas/receipts';
import { translator } from '../i18n';
import { fixFontkitShaping, keepHeadlineInWords, type FontkitFont } from './fontkit-fixes';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('@fontsource/noto-sans-bengali/package.json')), 'files');
export const FONTS = {
  bengali: path.join(fontDir, 'noto-sans-bengali-bengali-400-normal.woff'),
  bengaliBold: path.join(fontDir, 'noto-sans-bengali-bengali-700-normal.woff'),
  latin: path.join(fontDir, 'noto-sans-bengali-latin-400-normal.woff'),
  latinBold: path.join(fontDir, 'noto-sans-bengali-latin-700-normal.woff'),
};

/** Bengali block, Vedic/Devanagari marks and dandas Bengali uses, and the joiners (U+200C/D) that steer conjuncts. */
const BENGALI = /^(?:[\u0951\u0952\u0964\u0965\u0980-\u09FF\u25CC]|\u200C|\u200D)$/;

/** Splits text into runs of one script; spaces and joiners go with the run they sit in. */
export function scriptRuns(text: string): { bengali: boolean; text: string }[] {
  const runs: { bengali: boolean; text: string }[] = [];
  for (const char of text) {
    const isBengali = BENGALI.test(char);
    const last = runs.at(-1);
    if (last && (last.bengali === isBengali || (char === ' ' && last.bengali))) last.text += char;
    else runs.push({ bengali: isBengali, text: char });
  }
  return runs;
}

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Draws one line at (x, y), run by run at measured positions (pdfkit's `continued` text cannot align mixed fonts
 * right); `align: 'right'` ends the line at x + width.
 */
function write(
  doc: Doc,
  text: string,
  options: { bold?: boolean; size?: number; x: number; y: number; width?: number; align?: 'left' | 'right' },
) {
  const runs = scriptRuns(text).map((run) => ({
    ...run,
    font: run.bengali ? (options.bold ? 'bengaliBold' : 'bengali') : options.bold ? 'latinBold' : 'latin',
  }));
  doc.fontSize(options.size ?? 11);
  const widths = runs.map((run) => doc.font(run.font).widthOfString(run.text));
  let x =
    options.align === 'right' && options.width !== undefined
      ? options.x + options.width - widths.reduce((a, b) => a + b, 0)
      : options.x;
  runs.forEach((run, index) => {
    doc.font(run.font).text(run.text, x, options.y, { lineBreak: false });
    x += widths[index];
  });
}

/** pdfkit and its font engine load with the first receipt asked for, not with every server. */
const loadPdfkit = () => import('pdfkit').then((module) => module.default);

/** The receipt's PDF bytes, every word in `language` (the order's unless the caller asked for another). */
export async function receiptPdf(receipt: Receipt, language: Language = receipt.language): Promise<Buffer> {
  const PDFDocument = await loadPdfkit();
  const t = translator(language);
  // Amounts arrive as taka with two decimals (exact in a double to two places); only their drawing changes.
  const taka = (amount: string) => formatTaka(Number(amount), language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: HTML_LANG[language],
    info: {
      Title: t('receipt.title.withTranId', { tranId: receipt.tranId }),
      Author: 'Boipoka',
      Subject: receipt.book,
    },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  // Through pdfkit's own fontkit (its module may not be the one this file would import).
  for (const name of ['bengali', 'bengaliBold']) {
    const font = (doc.font(name) as unknown as { _font: { font: FontkitFont } })._font.font;
    fixFontkitShaping(font);
    keepHeadlineInWords(font);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 56;
  const right = doc.page.width - 56;
  let y = 56;
  write(doc, t('receipt.shop.name'), { bold: true, size: 20, x: left, y });
  y += 30;
  write(doc, t('receipt.shop.address'), { size: 10, x: left, y });
  y += 15;
  write(doc, receipt.shop.email, { size: 10, x: left, y });
  y += 30;
  write(doc, t('receipt.title'), { bold: true, size: 16, x: left, y });
  y += 28;

  const line = (label: string, value: string, bold = false) => {
    write(doc, label, { x: left, y, bold, size: 11 });
    write(doc, value, { x: left + 170, y, bold, size: 11, width: right - left - 170 });
    y += 19;
  };
  line(t('receipt.orderId'), receipt.orderId);
  line(t('receipt.tranId'), receipt.tranId);
  line(t('receipt.paidAt'), t('receipt.dhakaTime', { time: formatDhakaTime(receipt.paidAt, language) }));
  line(t('receipt.customer'), receipt.customer.name);
  line(t('receipt.email'), receipt.customer.email);
  line(t('receipt.phone'), receipt.customer.phone);
  line(t('receipt.address'), receipt.customer.address);
  y += 12;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#999999').stroke();
  y += 12;

  const amount = (label: string, value: string, bold = false) => {
    write(doc, label, { x: left, y, bold, size: bold ? 13 : 11 });
    write(doc, value, { x: right - 160, y, bold, size: bold ? 13 : 11, width: 160, align: 'right' });
    y += bold ? 24 : 19;
  };
  line(t('receipt.book'), receipt.book, true);
  line(t('receipt.quantity'), formatCount(1, language));
  amount(t('receipt.price'), taka(receipt.price));
  amount(t('receipt.tax'), taka(receipt.tax));
  amount(t('receipt.serviceCharge'), taka(receipt.serviceCharge));
  amount(t('receipt.discount'), receipt.discount === '0.00' ? taka(receipt.discount) : `− ${taka(receipt.discount)}`);
  doc
    .moveTo(right - 200, y)
    .lineTo(right, y)
    .strokeColor('#999999')
    .stroke();
  y += 8;
  amount(t('receipt.grandTotal'), taka(receipt.grandTotal), true);
  if (receipt.refunded !== '0.00') amount(t('receipt.refunded'), `− ${taka(receipt.refunded)}`);
  y += 10;
  line(
    t('receipt.paidBy'),
    receipt.paymentMethod === 'SSLCommerz' ? t('receipt.paidBy.default') : receipt.paymentMethod,
  );
  line(
    t('receipt.status'),
    t(receipt.paymentStatus === 'refunded' ? 'receipt.status.refunded' : 'receipt.status.paid'),
  );
  line(
    t('receipt.delivery'),
    t(receipt.deliveryStatus === 'confirmed' ? 'receipt.delivery.confirmed' : 'receipt.delivery.pending'),
  );
  y += 24;
  write(doc, t('receipt.thanks'), { x: left, y, size: 9 });
  doc.end();
  return done;
}
