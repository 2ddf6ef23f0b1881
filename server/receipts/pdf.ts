/**
 * A receipt as a PDF (pdfkit). Text is drawn in Noto Sans Bengali (the @fontsource package the SPA already ships):
 * its Bengali subset for Bengali runs, including the taka sign and conjuncts shaped by fontkit, and its Latin subset
 * for the rest, switched run by run since each subset file holds one script.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Receipt } from '../../domain/schemas/receipts';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('@fontsource/noto-sans-bengali/package.json')), 'files');
const FONTS = {
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

const taka = (amount: string) => `৳ ${amount}`;

/** The receipt's PDF bytes. */
export function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Receipt ${receipt.tranId}`, Author: 'Boipoka', Subject: receipt.book },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 56;
  const right = doc.page.width - 56;
  let y = 56;
  write(doc, receipt.shop.name, { bold: true, size: 20, x: left, y });
  y += 30;
  write(doc, receipt.shop.address, { size: 10, x: left, y });
  y += 15;
  write(doc, receipt.shop.email, { size: 10, x: left, y });
  y += 30;
  write(doc, 'Receipt', { bold: true, size: 16, x: left, y });
  y += 28;

  const line = (label: string, value: string, bold = false) => {
    write(doc, label, { x: left, y, bold, size: 11 });
    write(doc, value, { x: left + 170, y, bold, size: 11, width: right - left - 170 });
    y += 19;
  };
  line('Order', receipt.orderId);
  line('Transaction id', receipt.tranId);
  line('Paid', receipt.paidAtDhaka);
  line('Customer', receipt.customer.name);
  line('E-mail', receipt.customer.email);
  line('Phone', receipt.customer.phone);
  line('Address', receipt.customer.address);
  y += 12;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#999999').stroke();
  y += 12;

  const amount = (label: string, value: string, bold = false) => {
    write(doc, label, { x: left, y, bold, size: bold ? 13 : 11 });
    write(doc, value, { x: right - 160, y, bold, size: bold ? 13 : 11, width: 160, align: 'right' });
    y += bold ? 24 : 19;
  };
  line('Book', receipt.book, true);
  amount('Price', taka(receipt.price));
  amount('Tax (5%)', taka(receipt.tax));
  amount('Service charge (3%)', taka(receipt.serviceCharge));
  amount('Discount', receipt.discount === '0.00' ? taka(receipt.discount) : `− ${taka(receipt.discount)}`);
  doc
    .moveTo(right - 200, y)
    .lineTo(right, y)
    .strokeColor('#999999')
    .stroke();
  y += 8;
  amount('Grand total', taka(receipt.grandTotal), true);
  y += 10;
  line('Payment method', receipt.paymentMethod);
  line('Delivery', receipt.deliveryStatus === 'confirmed' ? 'Confirmed for delivery' : 'Awaiting confirmation');
  y += 24;
  write(doc, 'Thank you for shopping at Boipoka. Prices include 5% tax and a 3% service charge.', {
    x: left,
    y,
    size: 9,
  });
  doc.end();
  return done;
}
