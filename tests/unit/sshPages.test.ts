import { describe, expect, it } from 'vitest';
import { apiPath, apiType } from '../../src/dataProvider/paths';
import { validateSupportGrant } from '../../src/resources/sshAccess/grantForm';
import { grantPath, sitePagePath } from '../../src/resources/sshAccess/sshAccessPaths';

describe('staff SSH pages (issue 13)', () => {
  it('checks the grant form with the API’s rules and a site', () => {
    expect(validateSupportGrant({ siteId: '', sshKeyId: '', expires: '3h' })).toEqual({
      siteId: 'Please choose a site.',
      sshKeyId: 'Please choose one of your SSH keys.',
    });
    expect(validateSupportGrant({ siteId: '4', sshKeyId: '7', expires: 'soon' })).toEqual({ expires: 'Please choose how long the access lasts.' });
    expect(validateSupportGrant({ siteId: '4', sshKeyId: '7', expires: '2w' })).toEqual({});
  });

  it('links a site’s page and a prefilled grant', () => {
    expect(sitePagePath('12')).toBe('/ssh-access/12');
    expect(grantPath('12')).toBe('/ssh-access/create?siteId=12');
    expect(grantPath()).toBe('/ssh-access/create');
  });

  it('reads the provider’s keys on the admin’s own path, Support access on admin/', () => {
    expect(apiPath('ssh-management', 'admin')).toBe('ssh-keys');
    expect(apiType('ssh-management')).toBe('ssh-keys');
    expect(apiPath('ssh-access', 'staff')).toBe('admin/ssh-access');
  });
});
