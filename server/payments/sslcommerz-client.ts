/**
 * A small typed SSLCommerz v4 client on fetch (../shared/sslcommerz-protocol.md): session init, the validation API and
 * the transaction query. The same code talks to SSLCommerz and to the local sandbox gateway; only `baseUrl` (and, for
 * the in-process sandbox, `fetch`) differ. Values are URL-encoded, every call has a timeout, failures throw.
 */

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface SslcommerzClientOptions {
  baseUrl: string;
  storeId: string;
  storePassword: string;
  timeoutMs?: number;
  fetch?: FetchLike;
}

export interface SessionInitRequest {
  total_amount: string;
  currency: string;
  tran_id: string;
  product_category: string;
  product_name: string;
  product_profile: string;
  success_url: string;
  fail_url: string;
  cancel_url: string;
  ipn_url?: string;
  cus_name: string;
  cus_email: string;
  cus_add1: string;
  cus_city: string;
  cus_postcode: string;
  cus_country: string;
  cus_phone: string;
  shipping_method: 'NO' | 'YES' | 'Courier';
  num_of_item: number;
  value_a?: string;
}

export interface SessionInitResult {
  sessionkey: string;
  GatewayPageURL: string;
  store_name?: string;
}

export interface ValidationResult {
  status: 'VALID' | 'VALIDATED' | 'INVALID_TRANSACTION' | string;
  tran_id?: string;
  val_id?: string;
  amount?: string;
  store_amount?: string;
  currency?: string;
  currency_type?: string;
  currency_amount?: string;
  bank_tran_id?: string;
  card_type?: string;
  risk_level?: string;
  risk_title?: string;
  APIConnect?: string;
  validated_on?: string;
}

export interface TransactionElement {
  status: string;
  tran_id?: string;
  val_id?: string;
  amount?: string;
  currency?: string;
  bank_tran_id?: string;
  risk_level?: string;
  risk_title?: string;
}

export interface TransactionQueryResult {
  APIConnect: string;
  no_of_trans_found: number;
  element: TransactionElement[];
}

export interface RefundRequest {
  bankTranId: string;
  /** Taka with two decimals, e.g. '120.50'. */
  refundAmount: string;
  remarks: string;
  /** The merchant's own reference for this refund (unique). */
  refeId: string;
}

/** The refund API's answer, normalised: success (also 'refunded'), failed (also 'cancelled'), or processing. */
export interface RefundResult {
  status: 'success' | 'failed' | 'processing';
  refundRefId?: string;
  reason?: string;
}

export class SslcommerzError extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'timeout' | 'http' | 'protocol' | 'refused',
  ) {
    super(message);
  }
}

export const DEFAULT_TIMEOUT_MS = 20_000;

export class SslcommerzClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: FetchLike;
  private readonly timeoutMs: number;

  constructor(private readonly options: SslcommerzClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.fetchImpl = options.fetch ?? ((url, init) => fetch(url, init));
    this.timeoutMs = Math.min(Math.max(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, 1), 30_000);
  }

  private async call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new SslcommerzError(`the payment gateway did not answer within ${this.timeoutMs} ms`, 'timeout');
      throw new SslcommerzError(`the payment gateway could not be reached: ${(error as Error).message}`, 'network');
    }
    const text = await response.text();
    if (!response.ok) throw new SslcommerzError(`the payment gateway answered HTTP ${response.status}`, 'http');
    try {
      const body = JSON.parse(text) as unknown;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
      return body as Record<string, unknown>;
    } catch {
      throw new SslcommerzError('the payment gateway answered something other than a JSON object', 'protocol');
    }
  }

  private query(params: Record<string, string>): string {
    return new URLSearchParams({
      ...params,
      store_id: this.options.storeId,
      store_passwd: this.options.storePassword,
      format: 'json',
    }).toString();
  }

  /** POST /gwprocess/v4/api.php; throws unless status is SUCCESS with a session key and a gateway page URL. */
  async initSession(request: SessionInitRequest): Promise<SessionInitResult> {
    const form = new URLSearchParams({ store_id: this.options.storeId, store_passwd: this.options.storePassword });
    for (const [key, value] of Object.entries(request)) if (value !== undefined) form.set(key, String(value));
    const body = await this.call('/gwprocess/v4/api.php', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    if (body.status !== 'SUCCESS') {
      const reason = typeof body.failedreason === 'string' && body.failedreason ? body.failedreason : 'no reason given';
      throw new SslcommerzError(`the payment gateway refused the session: ${reason}`, 'refused');
    }
    const { sessionkey, GatewayPageURL } = body;
    if (
      typeof sessionkey !== 'string' ||
      !sessionkey ||
      typeof GatewayPageURL !== 'string' ||
      !/^https?:\/\//.test(GatewayPageURL)
    ) {
      throw new SslcommerzError('the payment gateway gave no session key or gateway page URL', 'protocol');
    }
    return { sessionkey, GatewayPageURL, ...(typeof body.store_name === 'string' && { store_name: body.store_name }) };
  }

  /** GET /validator/api/validationserverAPI.php for a val_id. */
  async validate(valId: string): Promise<ValidationResult> {
    const body = await this.call(`/validator/api/validationserverAPI.php?${this.query({ val_id: valId, v: '1' })}`, {
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    if (typeof body.status !== 'string')
      throw new SslcommerzError('the validation API answered without a status', 'protocol');
    return stringFields(body) as unknown as ValidationResult;
  }

  /** GET /validator/api/merchantTransIDvalidationAPI.php by tran_id (or session key). */
  async queryTransaction(by: { tranId: string } | { sessionKey: string }): Promise<TransactionQueryResult> {
    const params: Record<string, string> = 'tranId' in by ? { tran_id: by.tranId } : { sessionkey: by.sessionKey };
    const body = await this.call(`/validator/api/merchantTransIDvalidationAPI.php?${this.query(params)}`, {
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    if (body.APIConnect !== 'DONE')
      throw new SslcommerzError(`the transaction query failed (APIConnect ${String(body.APIConnect)})`, 'refused');
    // By session key the API answers one transaction's fields at the top level; by tran_id a list in `element`.
    const raw = Array.isArray(body.element) ? body.element : typeof body.status === 'string' ? [body] : [];
    const element = raw
      .filter(
        (item): item is Record<string, unknown> =>
          item !== null && typeof item === 'object' && typeof (item as { status?: unknown }).status === 'string',
      )
      .map((item) => stringFields(item) as unknown as TransactionElement);
    return { APIConnect: 'DONE', no_of_trans_found: element.length, element };
  }

  /** Refund initiation: the transaction query endpoint with bank_tran_id, refund_amount, refund_remarks and refe_id. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const params = {
      bank_tran_id: request.bankTranId,
      refund_amount: request.refundAmount,
      refund_remarks: request.remarks,
      refe_id: request.refeId,
      refund_trans_id: request.refeId,
    };
    const body = await this.call(`/validator/api/merchantTransIDvalidationAPI.php?${this.query(params)}`, {
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    return refundResult(body);
  }

  /** Refund status: the same endpoint with the gateway's refund_ref_id. */
  async refundStatus(refundRefId: string): Promise<RefundResult> {
    const body = await this.call(
      `/validator/api/merchantTransIDvalidationAPI.php?${this.query({ refund_ref_id: refundRefId })}`,
      {
        method: 'GET',
        headers: { accept: 'application/json' },
      },
    );
    return refundResult(body);
  }
}

function refundResult(body: Record<string, unknown>): RefundResult {
  if (body.APIConnect !== 'DONE')
    throw new SslcommerzError(`the refund API failed (APIConnect ${String(body.APIConnect)})`, 'refused');
  const raw = typeof body.status === 'string' ? body.status.toLowerCase() : '';
  const status =
    raw === 'success' || raw === 'refunded'
      ? 'success'
      : raw === 'failed' || raw === 'cancelled'
        ? 'failed'
        : raw === 'processing'
          ? 'processing'
          : null;
  if (!status)
    throw new SslcommerzError(`the refund API answered an unknown status ${JSON.stringify(body.status)}`, 'protocol');
  const fields = stringFields(body);
  return {
    status,
    ...(fields.refund_ref_id && { refundRefId: fields.refund_ref_id }),
    ...((fields.errorReason || fields.error_reason) && { reason: fields.errorReason || fields.error_reason }),
  };
}

function stringFields(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body))
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  return out;
}
