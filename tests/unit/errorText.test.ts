import { describe, expect, it } from 'vitest';
import { toHttpErrorBody } from '../../src/dataProvider/errorBody';
import { errorText } from '../../src/rules/errorText';

describe('error text (spec 1 §8)', () => {
  it('prefers the response message', () => {
    expect(errorText({ message: 'Could not add IP Block', errors: [{ title: 'x', detail: 'y' }] })).toBe('Could not add IP Block');
  });
  it('joins title and detail of each error by line breaks', () => {
    expect(
      errorText({
        errors: [
          { title: 'Invalid attribute', detail: 'A' },
          { title: 'Invalid attribute', detail: 'B' },
        ],
      }),
    ).toBe('Invalid attribute A\nInvalid attribute B');
  });
  it('falls back to Unexpected error', () => {
    expect(errorText(null)).toBe('Unexpected error');
    expect(errorText('<html>')).toBe('Unexpected error');
    expect(errorText({})).toBe('Unexpected error');
  });
  it('gives react-admin forms the 422 field messages', () => {
    const body = toHttpErrorBody(422, {
      errors: [{ detail: 'Please enter a valid IP address or CIDR range.', source: { pointer: '/data/attributes/address' } }],
    });
    expect(body.errors).toEqual({
      address: 'Please enter a valid IP address or CIDR range.',
      root: { serverError: 'Please enter a valid IP address or CIDR range.' },
    });
    expect(toHttpErrorBody(403, { errors: [{ code: '403001', title: 'User blocked' }] }).errors).toBeUndefined();
  });
});
