import { accountRules } from './authorizationRulesAccount';
import { billingRules } from './authorizationRulesBilling';
import { boltsRules } from './authorizationRulesBolts';
import { domainsRules } from './authorizationRulesDomains';
import { sitesRules } from './authorizationRulesSites';
import { staffRules } from './authorizationRulesStaff';
import type { Rule } from './authorizationCallers';

export type { Outcome, Rule, Target } from './authorizationCallers';

/**
 * Who may call each route of the OpenAPI document. The matrix (authorization.test.ts) calls every
 * route as every caller, on a record of Acme Web AS (customer@), one of Other Media Ltd (other@),
 * a missing id, and on two-id paths a mix (the first id Acme's, the second Other Media's). A route
 * without an entry fails the suite: a new route says who may call it, in its area's
 * authorizationRules*.ts, before it can land. The callers' rules are in authorizationCallers.ts.
 */
export const rules: Record<string, Rule> = { ...accountRules, ...boltsRules, ...sitesRules, ...domainsRules, ...staffRules, ...billingRules };

/** Routes a blocked user (locked account, unpaid invoices) may still call, so the blocked page can sign out. */
export const ALLOWED_WHEN_BLOCKED = new Set(['POST /v1/auth/logout']);
