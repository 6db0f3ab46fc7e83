import type { BoltCreateContext } from './types';

/** A new wizard: nothing chosen, nothing loaded; staff and admins also pick the customer. */
export const initialContext = (asStaff: boolean): BoltCreateContext => ({
  asStaff,
  url: '',
  customer: null,
  name: '',
  plans: null,
  trials: null,
  trial: false,
  plan: null,
  billingPeriod: 'monthly',
  locations: null,
  location: null,
  isLegacy: null,
  cmsOptions: null,
  cms: null,
  checkout: null,
  bolt: null,
  error: null,
});
