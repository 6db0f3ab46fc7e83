import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  createdDatabaseOf,
  credentialRows,
  DATABASE_PORT,
  NONE,
  sitesText,
  sizeText,
  type Database,
} from '../../src/resources/databases/bolt/database';
import { formErrorOf } from '../../src/resources/databases/bolt/formError';
import { nameChecks } from '../../src/resources/databases/bolt/nameChecks';
import { toHttpErrorBody } from '../../src/dataProvider/errorBody';
import { apiPath, apiType } from '../../src/dataProvider/paths';

const database: Database = {
  id: '7',
  boltId: 3,
  bolt: 'shop',
  serverId: null,
  name: 'Shop data',
  size: 1536,
  dbName: 'db_1_shop_data',
  dbUser: 'u_1_shop_data',
  host: 'db1.example.net',
  environments: [],
  createdAt: '2024-05-06T10:00:00.000Z',
};

describe('Bolt databases in the data provider', () => {
  it('nests the list under the Bolt, with the admin/ prefix for staff and admins', () => {
    expect(apiPath('boltDatabases', 'customer', { boltId: 3 })).toBe('bolts/3/databases');
    expect(apiPath('boltDatabases', 'staff', { boltId: 3 })).toBe('admin/bolts/3/databases');
    expect(apiPath('boltDatabases', 'admin', { boltId: 3 })).toBe('admin/bolts/3/databases');
  });

  it('writes records of the API type databases', () => {
    expect(apiType('boltDatabases')).toBe('databases');
    expect(apiType('bolts')).toBe('bolts');
  });
});

describe('database display (spec 2 §3)', () => {
  it('shows the size in MiB and the sites using it, or a dash', () => {
    expect(sizeText(1536)).toBe('1,536 MiB');
    expect(sizeText(0)).toBe('0 MiB');
    expect(sitesText([])).toBe(NONE);
    expect(sitesText(['Shop 1', 'Blog 2'])).toBe('Shop 1, Blog 2');
  });

  it('lists the connection details, with the password only when given', () => {
    expect(credentialRows(database)).toEqual([
      { key: 'host', value: 'db1.example.net' },
      { key: 'port', value: String(DATABASE_PORT) },
      { key: 'dbName', value: 'db_1_shop_data' },
      { key: 'dbUser', value: 'u_1_shop_data' },
    ]);
    expect(DATABASE_PORT).toBe(3306);
    expect(credentialRows({ ...database, host: null }, 'Secret123').map((row) => row.value)).toEqual([
      null,
      '3306',
      'db_1_shop_data',
      'u_1_shop_data',
      'Secret123',
    ]);
  });

  it('takes the created database from router state only when it is complete', () => {
    const created = { ...database, password: 'abcDEF123' };
    expect(createdDatabaseOf({ database: created })).toEqual(created);
    expect(createdDatabaseOf(null)).toBeNull();
    expect(createdDatabaseOf(undefined)).toBeNull();
    expect(createdDatabaseOf({})).toBeNull();
    expect(createdDatabaseOf({ database: { ...created, password: '' } })).toBeNull();
    expect(createdDatabaseOf({ database })).toBeNull();
  });
});

describe('database name checklist (the rules of src/rules/schemas/database.ts)', () => {
  it.each([
    ['', 'pending', 'pending'],
    ['   ', 'pending', 'pending'],
    ['ab', 'unmet', 'met'],
    ['a!', 'unmet', 'unmet'],
    ['shop/data!', 'met', 'unmet'],
    ['d'.repeat(65), 'unmet', 'met'],
    ['d'.repeat(64), 'met', 'met'],
    ['Shop data_2-b', 'met', 'met'],
    ['  abc  ', 'met', 'met'],
  ])('%j: length %s, characters %s', (name, length, characters) => {
    expect(nameChecks(name)).toEqual({ length, characters });
  });
});

describe('write failures on the database forms', () => {
  it('puts a 422 on the name field and anything else above the form', () => {
    const taken = {
      errors: [
        {
          status: '422',
          title: 'Unprocessable',
          detail: 'This Bolt already has a database with this name.',
          source: { pointer: '/data/attributes/name' },
        },
      ],
    };
    const invalid = new HttpError('Unprocessable', 422, toHttpErrorBody(422, taken));
    expect(formErrorOf(invalid, 'name').field).toBe('This Bolt already has a database with this name.');
    const upstream = { errors: [{ status: '424', title: 'Failed dependency', detail: 'Could not create the database. Please try again later.' }] };
    const failed = new HttpError('Could not create the database. Please try again later.', 424, toHttpErrorBody(424, upstream));
    expect(formErrorOf(failed, 'name')).toEqual({ message: 'Could not create the database. Please try again later.' });
    expect(formErrorOf('boom', 'name')).toEqual({ message: 'Unexpected error' });
  });
});
