/**
 * Checkout arithmetic (SPEC.md §9), in integer paisa so the SPA and the server agree to the paisa.
 * Tax 5%, service charge 3%, review discount 15% of the price.
 */
import type { NotPurchasableReason, PriceQuote } from './schemas/checkout';

export const TAX_RATE = 0.05;
export const SERVICE_CHARGE_RATE = 0.03;
export const REVIEW_DISCOUNT_RATE = 0.15;

export interface PriceBreakdown {
  pricePaisa: number;
  taxPaisa: number;
  serviceChargePaisa: number;
  discountPaisa: number;
  totalPaisa: number;
  grandTotalPaisa: number;
}

const percentOf = (paisa: number, rate: number) => Math.round(paisa * rate);

export function priceBreakdown(pricePaisa: number, reviewDiscount: boolean): PriceBreakdown {
  if (!Number.isInteger(pricePaisa) || pricePaisa < 0)
    throw new RangeError('price must be a non-negative integer of paisa');
  const taxPaisa = percentOf(pricePaisa, TAX_RATE);
  const serviceChargePaisa = percentOf(pricePaisa, SERVICE_CHARGE_RATE);
  const totalPaisa = pricePaisa + taxPaisa + serviceChargePaisa;
  const discountPaisa = reviewDiscount ? percentOf(pricePaisa, REVIEW_DISCOUNT_RATE) : 0;
  return {
    pricePaisa,
    taxPaisa,
    serviceChargePaisa,
    discountPaisa,
    totalPaisa,
    grandTotalPaisa: totalPaisa - discountPaisa,
  };
}

/** Taka (as typed or sent as JSON) → integer paisa; null when it is not a valid non-negative amount. */
export function takaToPaisa(taka: number | string): number | null {
  const text = typeof taka === 'number' ? String(taka) : taka.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const paisaToTaka = (paisa: number): number => paisa / 100;

/** '1234.50' — two decimals, as SPEC.md shows amounts. */
export const formatPaisa = (paisa: number): string => (paisa / 100).toFixed(2);

/** The customer's latest paid order, as the checkout quote needs it. */
export interface LatestPaidOrder {
  orderId: string;
  productName: string;
  reviewed: boolean;
}

/**
 * What one book costs this customer (SPEC.md §9 + ARCHITECTURE.md): the 15% review discount applies when their latest
 * paid order carries a review; when it has none, the prompt names that order. Not purchasable when already bought
 * (checked first) or out of stock.
 */
export function quote(input: {
  pricePaisa: number;
  stock: number;
  purchased: boolean;
  latestPaidOrder: LatestPaidOrder | null;
}): PriceQuote {
  const latest = input.latestPaidOrder;
  const breakdown = priceBreakdown(input.pricePaisa, latest?.reviewed === true);
  const reason: NotPurchasableReason | null = input.purchased ? 'purchased' : input.stock <= 0 ? 'out_of_stock' : null;
  return {
    pricePaisa: breakdown.pricePaisa,
    taxPaisa: breakdown.taxPaisa,
    serviceChargePaisa: breakdown.serviceChargePaisa,
    discountPaisa: breakdown.discountPaisa,
    grandTotalPaisa: breakdown.grandTotalPaisa,
    reviewPrompt: latest && !latest.reviewed ? { orderId: latest.orderId, productName: latest.productName } : null,
    purchasable: reason === null,
    reason,
  };
}
