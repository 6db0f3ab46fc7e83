import { amountText, statusLabel } from '../../src/rules/invoices.js';
import { DECLINED_CARD, SANDBOX_CARD } from './billing.js';

/**
 * The sandbox card-billing provider's hosted portal (what POST chargebee-portal links to), as
 * server-rendered pages: no script, so the panel's Content-Security-Policy holds, and a plain form
 * that works with a keyboard and a screen reader. A real provider's portal takes its place.
 */

interface PortalInvoice {
  number: string;
  dueAt: Date;
  status: string;
  currency: string;
  amountDueCents: number;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const day = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const STYLE = `
:root{color-scheme:light dark;--bg:#f4f6fb;--card:#fff;--text:#1b2130;--muted:#5b6477;--line:#dfe3ec;--accent:#3454d1;--accent-text:#fff;--bad:#b3261e;--good:#1b7a3d}
@media (prefers-color-scheme:dark){:root{--bg:#10131a;--card:#1a1f2b;--text:#e8ebf2;--muted:#a6aec0;--line:#2e3546;--accent:#8ea6ff;--accent-text:#0d1330;--bad:#ffb4ab;--good:#8fd9a8}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--text)}
main{max-width:640px;margin:0 auto;padding:32px 16px}
.card{background:var(--card);border:1px solid var(--line);border-radius:16px;padding:24px}
.brand{margin:0 0 16px;color:var(--muted);font-size:14px;letter-spacing:.02em}
h1{margin:0 0 4px;font-size:24px}p{margin:8px 0}.muted{color:var(--muted)}
table{width:100%;border-collapse:collapse;margin:16px 0;font-size:15px}caption{text-align:left;font-weight:600;padding-bottom:8px}
th,td{padding:8px 6px;border-bottom:1px solid var(--line);text-align:left}.num{text-align:right}.nowrap,.num{white-space:nowrap}
@media (max-width:480px){.card{padding:20px 16px}.status{display:none}}
tfoot th,tfoot td{font-weight:700;border-bottom:0}
label{display:block;font-weight:600;margin:16px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid var(--muted);border-radius:8px;background:var(--card);color:var(--text)}
input:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
button{margin-top:16px;width:100%;font:inherit;font-weight:600;padding:12px;border:0;border-radius:8px;background:var(--accent);color:var(--accent-text);cursor:pointer}
.alert{border-left:4px solid var(--bad);padding:8px 12px;color:var(--bad)}.done{border-left:4px solid var(--good);padding:8px 12px}
`;

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main><div class="card"><p class="brand">Sandbox card-billing provider · Billing portal</p>${body}</div></main></body></html>`;
}

function invoiceTable(open: PortalInvoice[]) {
  const rows = open
    .map(
      (invoice) =>
        `<tr><th scope="row" class="nowrap">${escape(invoice.number)}</th><td class="nowrap">${day(invoice.dueAt)}</td>` +
        `<td class="status">${statusLabel(invoice.status)}</td><td class="num">${amountText(invoice.amountDueCents, invoice.currency)}</td></tr>`,
    )
    .join('');
  const total = amountText(
    open.reduce((sum, invoice) => sum + invoice.amountDueCents, 0),
    open[0].currency,
  );
  return `<table><caption>Unpaid invoices</caption>
<thead><tr><th scope="col">Invoice</th><th scope="col" class="nowrap">Due date</th><th scope="col" class="status">Status</th><th scope="col" class="num">Amount due</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th scope="row" colspan="2">Total</th><td class="status"></td><td class="num">${total}</td></tr></tfoot></table>`;
}

const CLOSE = '<p class="muted">You can close this window and go back to the control panel.</p>';

/** The portal: the account's unpaid invoices and a card form paying them all; `error` says why the last try failed. */
export function portalPage(token: string, accountName: string, open: PortalInvoice[], error?: string) {
  if (!open.length) {
    return page('Billing portal', `<h1>Nothing to pay</h1><p>${escape(accountName)} has no unpaid invoices.</p>${CLOSE}`);
  }
  const total = amountText(
    open.reduce((sum, invoice) => sum + invoice.amountDueCents, 0),
    open[0].currency,
  );
  const alert = error ? `<p class="alert" role="alert">${escape(error)}</p>` : '';
  return page(
    'Pay your invoices · Billing portal',
    `<h1>Pay your invoices</h1><p class="muted">${escape(accountName)}</p>${alert}${invoiceTable(open)}
<form method="post" action="/billing-portal/${encodeURIComponent(token)}">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required value="${SANDBOX_CARD}" aria-describedby="card-hint">
<p id="card-hint" class="muted">Sandbox cards: ${SANDBOX_CARD} pays, ${DECLINED_CARD} is declined.</p>
<button type="submit">Pay ${total}</button>
</form>`,
  );
}

/** After a payment: what was paid. */
export function paidPage(paid: PortalInvoice[]) {
  const total = amountText(
    paid.reduce((sum, invoice) => sum + invoice.amountDueCents, 0),
    paid[0].currency,
  );
  const numbers = paid.map((invoice) => escape(invoice.number)).join(', ');
  return page('Payment received · Billing portal', `<h1>Payment received</h1><p class="done" role="status">Paid ${total}: ${numbers}.</p>${CLOSE}`);
}

/** A link that is unknown or has expired. */
export const expiredPage = () =>
  page(
    'Link expired · Billing portal',
    '<h1>This link has expired</h1><p>Open the billing portal again from the control panel to pay your invoices.</p>',
  );
