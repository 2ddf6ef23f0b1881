/**
 * The shop's mails: plain, readable HTML plus a text part, no images or tracking pixels. Links are written with the
 * SHOP_URL_TOKEN, which the outbox worker replaces with the shop's public address when it sends (the change that
 * queues a mail may run where no request tells the address, e.g. the reconciler).
 */
import { HTML_LANG, formatDhakaTime, formatPaisaAsTaka, type Language } from '../../domain/format';
import { translator, type Translate } from '../i18n';
import type { OutgoingMail } from './outbox';

export const SHOP_URL_TOKEN = '{{shop_url}}';
export const SHOP_NAME = 'Boipoka (বইপোকা)';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Dhaka time, as the shop's customers read it (Dhaka has no daylight saving): '25 Nov 2026, 21:05 (Dhaka)'. */
export function dhakaTime(date: Date, language: Language = 'en'): string {
  return translator(language)('receipt.dhakaTime', { time: formatDhakaTime(date, language) });
}

interface Section {
  greeting: string;
  paragraphs: string[];
  /** Label → value rows (an order's facts). */
  facts?: [string, string][];
  link?: { label: string; path: string };
}

/** One layout for every mail, in the reader's language: the same words in the HTML and in the text part. */
function compose(
  language: Language,
  kind: string,
  to: string,
  subject: string,
  section: Section,
  dedupeKey: string,
): OutgoingMail {
  const t = translator(language);
  const shopName = t('mail.shopName');
  const url = section.link ? `${SHOP_URL_TOKEN}${section.link.path}` : null;
  const html = [
    `<!doctype html><html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,\'Noto Sans Bengali\',sans-serif;color:#1f2933;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">',
    `<p style="font-weight:700;color:#0b5c4a;font-size:18px">${escapeHtml(shopName)}</p>`,
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
    `<p style="color:#52606d;font-size:13px">${escapeHtml(t('mail.footer', { shop: shopName }))}</p>`,
    '</body></html>',
  ].join('');
  const text = [
    shopName,
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
  /** The language the shopper checked out in. */
  language: Language;
}

/** The amounts and facts of a receipt, labelled as the receipt labels them. */
function receiptFacts(order: MailOrder, t: Translate, language: Language): [string, string][] {
  const taka = (paisa: number) => formatPaisaAsTaka(paisa, language);
  return [
    [t('receipt.orderId'), order.id],
    [t('receipt.tranId'), order.tranId],
    [t('receipt.paidAt'), order.paidAt ? dhakaTime(order.paidAt, language) : '—'],
    [t('receipt.book'), order.productName],
    [t('receipt.price'), taka(order.pricePaisa)],
    [t('receipt.tax'), taka(order.taxPaisa)],
    [t('receipt.serviceCharge'), taka(order.serviceChargePaisa)],
    [t('receipt.discount'), order.discountPaisa > 0 ? `− ${taka(order.discountPaisa)}` : taka(0)],
    [t('receipt.grandTotal'), taka(order.totalAmountPaisa)],
    [t('receipt.paidBy'), order.cardType ?? t('receipt.paidBy.default')],
  ];
}

export function receiptMail(order: MailOrder): OutgoingMail {
  const { language } = order;
  const t = translator(language);
  return compose(
    language,
    'receipt',
    order.cusEmail,
    t('mail.receipt.subject', { book: order.productName, tranId: order.tranId }),
    {
      greeting: t('mail.greeting', { name: order.cusName }),
      paragraphs: [t('mail.receipt.body')],
      facts: receiptFacts(order, t, language),
      link: { label: t('mail.receipt.link'), path: `/receipts/${order.id}` },
    },
    `receipt:${order.id}`,
  );
}

export function deliveryConfirmedMail(order: MailOrder): OutgoingMail {
  const { language } = order;
  const t = translator(language);
  return compose(
    language,
    'delivery_confirmed',
    order.cusEmail,
    t('mail.delivery.subject', { book: order.productName }),
    {
      greeting: t('mail.greeting', { name: order.cusName }),
      paragraphs: [t('mail.delivery.body', { book: order.productName })],
      facts: [
        [t('receipt.orderId'), order.id],
        [t('receipt.tranId'), order.tranId],
      ],
      link: { label: t('mail.delivery.link'), path: '/mybooks' },
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
  language: Language;
}): OutgoingMail {
  const t = translator(input.language);
  return compose(
    input.language,
    'back_in_stock',
    input.to,
    t('mail.backInStock.subject', { book: input.bookName }),
    {
      greeting: t('mail.greeting', { name: input.name }),
      paragraphs: [t('mail.backInStock.body', { book: input.bookName })],
      link: { label: t('mail.backInStock.link'), path: `/books/${input.bookId}` },
    },
    // One mail per request: a later request (after this one is spent) is a new mail.
    `back-in-stock:${input.bookId}:${input.to}:${input.requestedAt.getTime()}`,
  );
}
