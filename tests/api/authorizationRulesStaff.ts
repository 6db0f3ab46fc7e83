import { adminOnly, staff, type Rule } from './authorizationCallers';

/** Rules for the staff's back office: blocks, lockdowns, servers, databases and customers (spec 1 §2). */
export const staffRules: Record<string, Rule> = {
  'GET /v1/admin/count': staff,
  'GET /v1/admin/ip-blocks': staff,
  'POST /v1/admin/ip-blocks': staff,
  'GET /v1/admin/ip-blocks/{id}': staff,
  'PATCH /v1/admin/ip-blocks/{id}': staff,
  'DELETE /v1/admin/ip-blocks/{id}': staff,
  'GET /v1/admin/user-agent': staff,
  'POST /v1/admin/user-agent': staff,
  'GET /v1/admin/user-agent/{id}': staff,
  'PATCH /v1/admin/user-agent/{id}': staff,
  'DELETE /v1/admin/user-agent/{id}': staff,
  'GET /v1/admin/lockdown': staff,
  'POST /v1/admin/lockdown': staff,
  'GET /v1/admin/lockdown/{id}': staff,
  'PATCH /v1/admin/lockdown/{id}': staff,
  'DELETE /v1/admin/lockdown/{id}': staff,
  'GET /v1/admin/servers': staff,
  'POST /v1/admin/servers': staff,
  'GET /v1/admin/servers/{id}': staff,
  'PATCH /v1/admin/servers/{id}': staff,
  'DELETE /v1/admin/servers/{id}': adminOnly,
  'GET /v1/admin/databases': staff,
  'GET /v1/admin/customers': staff,
  'POST /v1/admin/customers/{userId}/approve-verification': staff,
};
