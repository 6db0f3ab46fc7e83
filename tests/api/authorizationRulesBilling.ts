import { signedIn, staff, type Rule } from './authorizationCallers';

/** Rules for invoices, credit notes and the card-billing portal (spec 1 §2 /billing, §7 chargebee-portal). */
export const billingRules: Record<string, Rule> = {
  'GET /v1/invoices': signedIn,
  'GET /v1/invoices/{id}': signedIn,
  'GET /v1/invoices/{id}/pdf': signedIn,
  'GET /v1/admin/invoices': staff,
  'GET /v1/admin/invoices/{id}': staff,
  'GET /v1/admin/invoices/{id}/pdf': staff,
  'GET /v1/credit-notes': signedIn,
  'GET /v1/admin/credit-notes': staff,
  'POST /v1/chargebee-portal': signedIn,
};

/** Routes a user blocked by unpaid invoices (403002) may also call: to see them and pay them (spec 1 §4, §8). */
export const ALLOWED_WHEN_UNPAID = new Set([
  'GET /v1/auth/user-info',
  'GET /v1/invoices',
  'GET /v1/invoices/{id}',
  'GET /v1/invoices/{id}/pdf',
  'POST /v1/chargebee-portal',
]);
