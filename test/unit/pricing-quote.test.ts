import { describe, expect, it } from 'vitest';
import { quote } from '../../domain/pricing';

const base = { stock: 3, purchased: false, latestPaidOrder: null };

describe('quote (checkout, integer paisa)', () => {
  it('adds 5% tax and 3% service charge, each rounded half up to the paisa', () => {
    expect(quote({ ...base, pricePaisa: 50_000 })).toMatchObject({
      pricePaisa: 50_000,
      taxPaisa: 2_500,
      serviceChargePaisa: 1_500,
      discountPaisa: 0,
      grandTotalPaisa: 54_000,
    });
    // 12345 × 5% = 617.25 → 617; × 3% = 370.35 → 370
    expect(quote({ ...base, pricePaisa: 12_345 })).toMatchObject({
      taxPaisa: 617,
      serviceChargePaisa: 370,
      grandTotalPaisa: 13_332,
    });
    // 10 × 5% = 0.5 → 1 (half up); 50 × 3% = 1.5 → 2
    expect(quote({ ...base, pricePaisa: 10 })).toMatchObject({ taxPaisa: 1, grandTotalPaisa: 10 + 1 + 0 });
    expect(quote({ ...base, pricePaisa: 50 })).toMatchObject({
      taxPaisa: 3,
      serviceChargePaisa: 2,
      grandTotalPaisa: 55,
    });
  });

  it('takes 15% of the price off when the latest paid order has a review', () => {
    const reviewed = { orderId: 'o1', productName: 'Old Book', reviewed: true };
    // 77777: tax 3888.85 → 3889, service 2333.31 → 2333, discount 11666.55 → 11667
    expect(quote({ ...base, pricePaisa: 77_777, latestPaidOrder: reviewed })).toEqual({
      pricePaisa: 77_777,
      taxPaisa: 3_889,
      serviceChargePaisa: 2_333,
      discountPaisa: 11_667,
      grandTotalPaisa: 72_332,
      reviewPrompt: null,
      purchasable: true,
      reason: null,
    });
  });

  it('names the latest paid order in the prompt when it has no review, without a discount', () => {
    const q = quote({
      ...base,
      pricePaisa: 50_000,
      latestPaidOrder: { orderId: 'o2', productName: 'Unreviewed', reviewed: false },
    });
    expect(q).toMatchObject({
      discountPaisa: 0,
      grandTotalPaisa: 54_000,
      reviewPrompt: { orderId: 'o2', productName: 'Unreviewed' },
    });
  });

  it('is not purchasable when already bought (first) or out of stock', () => {
    expect(quote({ ...base, pricePaisa: 100, purchased: true, stock: 0 })).toMatchObject({
      purchasable: false,
      reason: 'purchased',
    });
    expect(quote({ ...base, pricePaisa: 100, stock: 0 })).toMatchObject({ purchasable: false, reason: 'out_of_stock' });
    expect(quote({ ...base, pricePaisa: 100, stock: 1 })).toMatchObject({ purchasable: true, reason: null });
  });

  it('refuses a price that is not whole paisa', () => {
    expect(() => quote({ ...base, pricePaisa: 10.5 })).toThrow(RangeError);
  });
});
