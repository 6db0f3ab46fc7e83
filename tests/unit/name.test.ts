import { describe, expect, it } from 'vitest';
import { initialsOf, splitFullName } from '../../src/rules/name';

describe('splitFullName (spec 1 §2 account menu)', () => {
  it.each([
    ['Kari Nordmann', 'Kari', 'Nordmann'],
    ['Stian Staff Larsen', 'Stian', 'Staff Larsen'],
    ['  Ada   Admin  ', 'Ada', 'Admin'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('%j -> first name %j, surname %j', (full, firstName, surname) => {
    expect(splitFullName(full)).toEqual({ firstName, surname });
  });

  it('treats a missing name as empty', () => {
    expect(splitFullName(null)).toEqual({ firstName: '', surname: '' });
    expect(splitFullName(undefined)).toEqual({ firstName: '', surname: '' });
  });
});

describe('initialsOf', () => {
  it('takes the first letters of first name and surname', () => {
    expect(initialsOf('kari nordmann')).toBe('KN');
    expect(initialsOf('Stian Staff Larsen')).toBe('SS');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('');
  });
});
