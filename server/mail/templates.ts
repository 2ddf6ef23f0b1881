/**
 * The shop's mails: plain, readable HTML plus a text part, no images or tracking pixels. Links are written with the
 * SHOP_URL_TOKEN, which the outbox worker replaces with the shop's public address when it sends (the change that
 * queues a mail may run where no request tells the address, e.g. the reconciler).
 */
import { formatPaisa } from '../../domain/pricing';
import type { OutgoingMail } from './outbox';

export const SHOP_URL_TOKEN = '{{shop_url}}';
export const SHOP_NAME = 'Boipoka (বইপোকা)';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Dhaka time, as the shop's customers read it (Asia/Dhaka has no daylight saving). */
export function dhakaTime(date: Date): string {
  return `${new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', dateStyle: 'medium', timeStyle: 'short' }).format(date)} (Dhaka)`;
}

export const taka = (paisa: number) => `৳ ${formatPaisa(paisa)}`;

interface Section {
  greeting: string;
  paragraphs: string[];
  /** Label → value rows (an order's facts). */
  facts?: [string, string][];
  link?: { label: string; path: string };
}

/** One layout for every mail: the same words in the HTML and in the text part. */
function compose(kind: string, to: string, subject: string, section: Section, dedupeKey: string): OutgoingMail {
  const url = section.link ? `${SHOP_URL_TOKEN}${section.link.path}` : null;
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,\'Noto Sans Bengali\',sans-serif;color:#1f2933;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">',
    `<p style="font-weight:700;color:#0b5c4a;font-size:18px">${escapeHtml(SHOP_NAME)}</p>`,
    `<p>${escapeHtml(section.greeting)}</p>`,
    ...section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    section.facts
      ? `<table style="border-collapse:collapse">${section.facts
          .map(
            ([label, value]) =>
              `<tr><th style="text-align:left;padding:2px 12px 2px 0;font-weight:600">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    url && section.link ? `<p><a href="${url}">${escapeHtml(section.link.label)}</a></p>` : '',
    `<p style="color:#52606d;font-size:13px">${escapeHtml(SHOP_NAME)}, Dhaka, Bangladesh. You get this mail because of your order or request at the shop.</p>`,
    '</body></html>',
  ].join('');
  const text = [
    SHOP_NAME,
    '',
    section.greeting,
    '',
    ...section.paragraphs.flatMap((p) => [p, '']),
    ...(section.facts ? [...section.facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(url && section.link ? [`${section.link.label}: ${url}`, ''] : []),
  ].join('\n');
  return { kind, to, subject, html, text, dedupeKey };
}

export interface MailOrder {
  id: string;
  tranId: string;
  cusName: string;
  cusEmail: string;
  productName: string;
  pricePaisa: number;
  taxPaisa: number;
  serviceChargePaisa: number;
  discountPaisa: number;
  totalAmountPaisa: number;
  paidAt: Date | null;
  cardType: string | null;
}

export function receiptMail(order: MailOrder): OutgoingMail {
  return compose(
    'receipt',
    order.cusEmail,
    `Your receipt for ${order.productName} (${order.tranId})`,
    {
      greeting: `Dear ${order.cusName},`,
      paragraphs: [
        'Thank you for your order. We have received your payment; the book is in My Books and we will confirm its delivery soon.',
      ],
      facts: [
        ['Order', order.id],
        ['Transaction', order.tranId],
        ['Paid', order.paidAt ? dhakaTime(order.paidAt) : '—'],
        ['Book', order.productName],
        ['Price', taka(order.pricePaisa)],
        ['Tax (5%)', taka(order.taxPaisa)],
        ['Service charge (3%)', taka(order.serviceChargePaisa)],
        ['Discount', order.discountPaisa > 0 ? `− ${taka(order.discountPaisa)}` : taka(0)],
        ['Grand total', taka(order.totalAmountPaisa)],
        ['Payment method', order.cardType ?? 'SSLCommerz'],
      ],
      link: { label: 'View or download your receipt', path: `/receipts/${order.id}` },
    },
    `receipt:${order.id}`,
  );
}

export function deliveryConfirmedMail(order: MailOrder): OutgoingMail {
  return compose(
    'delivery_confirmed',
    order.cusEmail,
    `Your order of ${order.productName} is confirmed for delivery`,
    {
      greeting: `Dear ${order.cusName},`,
      paragraphs: [
        `Good news: the shop has confirmed the delivery of ${order.productName}. It is on its way to the address you gave.`,
      ],
      facts: [
        ['Order', order.id],
        ['Transaction', order.tranId],
      ],
      link: { label: 'See your order in My Books', path: '/mybooks' },
    },
    `delivery-confirmed:${order.id}`,
  );
}

export function backInStockMail(input: {
  to: string;
  name: string;
  bookId: string;
  bookName: string;
  requestedAt: Date;
}): OutgoingMail {
  return compose(
    'back_in_stock',
    input.to,
    `${input.bookName} is back in stock`,
    {
      greeting: `Dear ${input.name},`,
      paragraphs: [
        `You asked us to tell you when ${input.bookName} is back. It is in stock again now — while copies last.`,
      ],
      link: { label: 'Open the book', path: `/books/${input.bookId}` },
    },
    // One mail per request: a later request (after this one is spent) is a new mail.
    `back-in-stock:${input.bookId}:${input.to}:${input.requestedAt.getTime()}`,
  );
}
