import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { gitMessages } from '../../src/rules/schemas/git';
import { gitConnectMachine, type ConnectedRepository } from '../../src/wizards/gitConnect/machine';

const repository: ConnectedRepository = {
  publickey: 'ssh-ed25519 AAAA site',
  deployKeySettingsUrl: 'https://github.com/octocat/Hello-World/settings/keys',
  deploymentUrl: '/v1/environments/1/git/deploy?api_token=k',
};
const details = { repodef: 'git@github.com:octocat/Hello-World.git', branch: 'main', localpath: 'public' };

function start(fakes: {
  save?: () => Promise<ConnectedRepository>;
  key?: () => Promise<ConnectedRepository>;
  test?: () => Promise<{ success: boolean }>;
}) {
  const machine = gitConnectMachine.provide({
    actors: {
      save: fromPromise(fakes.save ?? (async () => repository)),
      generateKey: fromPromise(fakes.key ?? (async () => ({ ...repository, publickey: 'ssh-ed25519 BBBB fresh' }))),
      testConnection: fromPromise(fakes.test ?? (async () => ({ success: true }))),
    },
  });
  return createActor(machine).start();
}

describe('git connect wizard machine (spec 2 §2.4)', () => {
  it('saves, generates a key, tests the connection and completes', async () => {
    const actor = start({});
    expect(actor.getSnapshot().matches({ connect_repository: 'editing' })).toBe(true);
    actor.send({ type: 'SUBMIT', details });
    await waitFor(actor, (s) => s.matches({ deploy_key: 'ready' }));
    expect(actor.getSnapshot().context.repository?.publickey).toBe('ssh-ed25519 BBBB fresh');
    actor.send({ type: 'TEST' });
    await waitFor(actor, (s) => s.matches('completing'));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('stays on the details with the server message, or the spec text, when saving fails', async () => {
    const actor = start({ save: async () => Promise.reject(new Error('')) });
    actor.send({ type: 'SUBMIT', details });
    await waitFor(actor, (s) => s.matches({ connect_repository: 'editing' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(gitMessages.addFailed);
    const other = start({ save: async () => Promise.reject(new Error('The SSH URL cannot be empty')) });
    other.send({ type: 'SUBMIT', details });
    await waitFor(other, (s) => s.context.error !== null);
    expect(other.getSnapshot().context.error).toBe('The SSH URL cannot be empty');
  });

  it("stays on the key step with 'connection check failed' when the check fails or errors", async () => {
    for (const test of [async () => ({ success: false }), async () => Promise.reject(new Error('boom'))]) {
      const actor = start({ test });
      actor.send({ type: 'SUBMIT', details });
      await waitFor(actor, (s) => s.matches({ deploy_key: 'ready' }));
      actor.send({ type: 'TEST' });
      await waitFor(actor, (s) => s.matches({ deploy_key: 'ready' }) && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe(gitMessages.checkFailed);
    }
  });

  it('offers a retry when the key cannot be generated, and goes back to the details', async () => {
    let calls = 0;
    const actor = start({ key: async () => (++calls === 1 ? Promise.reject(new Error('')) : repository) });
    actor.send({ type: 'SUBMIT', details });
    await waitFor(actor, (s) => s.matches({ deploy_key: 'keyFailed' }));
    actor.send({ type: 'RETRY_KEY' });
    await waitFor(actor, (s) => s.matches({ deploy_key: 'ready' }));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ connect_repository: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.details).toEqual(details);
  });
});
