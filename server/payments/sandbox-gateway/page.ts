/**
 * The sandbox gateway's HTML: plain server-rendered pages, no inline script (the CSP allows same-origin scripts only).
 */
import type { SandboxSession } from './store';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
.banner{background:#b71c1c;color:#fff;text-align:center;padding:.6rem;font-weight:700;letter-spacing:.08em}
main{max-width:28rem;margin:1.5rem auto;background:#fff;border-radius:8px;padding:1.25rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:.2rem 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}
.buttons{display:grid;gap:.6rem;margin-top:1.25rem}button{font-size:1rem;padding:.75rem;border-radius:6px;border:1px solid #888;background:#fff;cursor:pointer}
button.pay{background:#1565c0;color:#fff;border-color:#1565c0}button:focus-visible{outline:3px solid #ff9800;outline-offset:2px}
p.note{color:#555;font-size:.9rem}`;

function layout(title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style>${script ? `<script src="${escapeHtml(script)}" defer></script>` : ''}</head>
<body><div class="banner" role="note">SANDBOX — test payments only, no money moves</div><main>${body}</main></body></html>`;
}

/**
 * 'BDT 1,234.50', as SSLCommerz's own page writes amounts. Not '৳': this page has only the system fonts, and without a
 * Bengali one (most desktops outside Bangladesh, headless Chromium) the taka sign is an empty box.
 */
const formatAmount = (amount: string, currency: string) =>
  `${currency} ${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function gatewayPage(session: SandboxSession, storeName: string, action: string): string {
  const done = session.status !== 'PENDING';
  return layout(
    `SANDBOX payment — ${storeName}`,
    `<h1>Pay ${escapeHtml(storeName)}</h1>
<dl><dt>Shop</dt><dd>${escapeHtml(storeName)}</dd><dt>Book</dt><dd>${escapeHtml(session.productName)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatAmount(session.totalAmount, session.currency))}</dd>
<dt>Transaction</dt><dd>${escapeHtml(session.tranId)}</dd></dl>
${
  done
    ? `<p class="note">This payment session is already finished (${escapeHtml(session.status)}).</p>`
    : `<form method="post" action="${escapeHtml(action)}" class="buttons">
<button class="pay" type="submit" name="choice" value="card">Pay with card</button>
<button class="pay" type="submit" name="choice" value="mobile">Pay with mobile banking</button>
<button type="submit" name="choice" value="fail">Fail</button>
<button type="submit" name="choice" value="cancel">Cancel</button>
</form>`
}
<p class="note">This is Boipoka's local SSLCommerz sandbox. No card is charged.</p>`,
  );
}

/**
 * The browser POST-back: a form of the signed fields that submits itself (via a same-origin script) or by its button.
 */
export function postBackPage(targetUrl: string, fields: Record<string, string>, scriptUrl: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return layout(
    'SANDBOX — returning to the shop',
    `<h1>Returning to the shop…</h1>
<form id="postback" method="post" action="${escapeHtml(targetUrl)}">
${inputs}
<div class="buttons"><button class="pay" type="submit">Continue to the shop</button></div>
</form>`,
    scriptUrl,
  );
}

export const AUTOSUBMIT_JS = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('postback');if(f)f.submit();});\n`;

export function errorPage(message: string): string {
  return layout('SANDBOX — payment error', `<h1>Payment error</h1><p>${escapeHtml(message)}</p>`);
}
