import { describe, expect, it } from 'vitest';
import { deployButtonLabel } from '../../src/resources/sites/git/deployButton';

describe('deploy button (spec 2 §2.4)', () => {
  it('reads Deploying while busy, Deployed after a success, else Deploy now', () => {
    expect(deployButtonLabel(true, 'deployed')).toBe('app.git.deploy.deploying');
    expect(deployButtonLabel(false, 'deployed')).toBe('app.git.deploy.deployed');
    expect(deployButtonLabel(false, 'failed')).toBe('app.git.deploy.now');
    expect(deployButtonLabel(false, null)).toBe('app.git.deploy.now');
  });
});
