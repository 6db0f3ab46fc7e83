import { describe, expect, it } from 'vitest';
import { mayWrite } from '../../server/db/auditActor';

describe('which statements carry the audit actor', () => {
  it('writes do, including a WITH query that holds one', () => {
    expect(mayWrite('insert into bolts (name) values ($1)')).toBe(true);
    expect(mayWrite('  UPDATE environments set enabled = false')).toBe(true);
    expect(mayWrite('delete from domains where id = $1')).toBe(true);
    expect(mayWrite('with moved as (update bolts set account_id = $1 returning id) select count(*) from moved')).toBe(true);
  });

  it('reads do not, a WITH read whose columns only sound like writes included', () => {
    expect(mayWrite('select * from bolts')).toBe(false);
    expect(mayWrite('with recent as (select id, updated_at, last_update from bolts) select * from recent')).toBe(false);
  });
});
