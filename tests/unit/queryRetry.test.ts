import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { retryOnce } from '../../src/dataProvider/queryClient';

describe('reads fail fast', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 422, 429]) expect(retryOnce(0, new HttpError('no', status))).toBe(false);
  });

  it('retries a network or server failure once', () => {
    for (const error of [new HttpError('down', 503), new TypeError('Failed to fetch')]) {
      expect(retryOnce(0, error)).toBe(true);
      expect(retryOnce(1, error)).toBe(false);
    }
  });
});
