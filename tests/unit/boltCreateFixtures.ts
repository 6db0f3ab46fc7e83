import { HttpError } from 'react-admin';
import type { CheckoutInfo, PlanOffer } from '../../src/wizards/boltCreate/types';

/** Answers of the Bolt create wizard's calls, shaped as the API gives them after mapping. */
export const PLANS: PlanOffer[] = [
  {
    id: 'pro',
    name: 'Pro',
    tagline: 'Grow online effortlessly',
    monthlyCents: 2900,
    annualCents: 31900,
    storageMb: 10240,
    sites: 3,
    dynamicRequests: 1e6,
  },
  {
    id: 'business',
    name: 'Business',
    tagline: 'Power your business growth',
    monthlyCents: 7900,
    annualCents: 86900,
    storageMb: 25600,
    sites: 10,
    dynamicRequests: 3e6,
  },
];
export const LOCATIONS = [
  { id: 'osl-no', city: 'Oslo', country: 'Norway', countryCode: 'NO' },
  { id: 'lon-gb', city: 'London', country: 'United Kingdom', countryCode: 'GB' },
];
export const CMS = [{ id: 'wordpress', name: 'WordPress', description: 'The most used CMS.' }];
export const checkout = (status: CheckoutInfo['status'], extra: Partial<CheckoutInfo> = {}): CheckoutInfo => ({
  id: 'chk_1',
  status,
  plan: 'business',
  billingPeriod: 'annual',
  customerId: 7,
  message: null,
  ...extra,
});
export const invalid = (field: string, message: string) =>
  new HttpError(message, 422, { message, jsonapi: null, errors: { [field]: message, root: { serverError: message } } });
export const serverDown = () =>
  new HttpError('Something went wrong on our side.', 500, { message: 'Something went wrong on our side.', jsonapi: null });
