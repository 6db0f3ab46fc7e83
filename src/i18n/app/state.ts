export const state = {
  live: 'live',
  enabled: 'enabled',
  development: 'development',
  staging: 'staging',
  error: 'error',
  offline: 'offline',
  disabled: 'disabled',
  unknown: 'unknown',
};
