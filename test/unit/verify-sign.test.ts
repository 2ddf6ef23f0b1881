import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeVerifySign, signCallback, verifySign } from '../../server/payments/verify-sign';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('verify_sign', () => {
  const fields = {
    tran_id: 'BPK-1',
    val_id: 'V1',
    amount: '540.00',
    currency: 'BDT',
    status: 'VALID',
    card_type: 'VISA-Dutch Bangla',
    extra: 'not signed',
  };
  const key = 'tran_id,val_id,amount,currency,status,card_type';
  // Sorted by key, raw values, store_passwd = md5(password), md5 of it all.
  const expected = md5(
    `amount=540.00&card_type=VISA-Dutch Bangla&currency=BDT&status=VALID&store_passwd=${md5('p@ss&word')}&tran_id=BPK-1&val_id=V1`,
  );

  it('is md5 of the verify_key fields plus md5(store password), sorted by key', () => {
    expect(computeVerifySign(fields, key, 'p@ss&word')).toBe(expected);
  });

  it('accepts the gateway’s signature and refuses any change', () => {
    const signed = { ...fields, verify_key: key, verify_sign: expected };
    expect(verifySign(signed, 'p@ss&word')).toBe(true);
    expect(verifySign({ ...signed, verify_sign: expected.toUpperCase() }, 'p@ss&word')).toBe(true);
    expect(verifySign(signed, 'another password')).toBe(false);
    expect(verifySign({ ...signed, amount: '5.40' }, 'p@ss&word')).toBe(false);
    expect(verifySign({ ...signed, tran_id: 'BPK-2' }, 'p@ss&word')).toBe(false);
    expect(verifySign({ ...signed, extra: 'changed freely: not covered' }, 'p@ss&word')).toBe(true);
    expect(verifySign({ ...signed, verify_sign: 'zz' }, 'p@ss&word')).toBe(false);
    const { verify_sign: _s, ...unsigned } = signed;
    expect(verifySign(unsigned, 'p@ss&word')).toBe(false);
  });

  it('refuses a signature whose verify_key leaves out tran_id, val_id, amount, currency or status', () => {
    const partialKey = 'tran_id,val_id,currency,status';
    const signed = { ...fields, verify_key: partialKey, verify_sign: computeVerifySign(fields, partialKey, 'pw') };
    expect(verifySign(signed, 'pw')).toBe(false);
  });

  it('signCallback makes fields that verify', () => {
    const signed = signCallback({ tran_id: 'T', val_id: 'V', amount: '10.00', currency: 'BDT', status: 'VALID' }, 'pw');
    expect(signed.verify_key).toBe('tran_id,val_id,amount,currency,status');
    expect(verifySign(signed, 'pw')).toBe(true);
  });
});
