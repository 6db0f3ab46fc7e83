import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { gitMessages } from '../../src/rules/schemas/git';
import { gitConnectMachine, stepOf, type ConnectedRepository } from '../../src/wizards/gitConnect/machine';
import { gitConnectProgress } from '../../src/wizards/gitConnect/progress';

const repository: ConnectedRepository = {
  publickey: 'ssh-ed25519 AAAA site',
  deployKeySettingsUrl: 'https://github.com/octocat/Hello-World/settings/keys',
  deploymentUrl: '/v1/environments/1/git/deploy?api_token=k',
};
const details = { repodef: 'git@github.com:octocat/Hello-World.git', branch: 'main', localpath: 'public' };

/** Fake calls: each answers its default unless a test gives another. */
function fakeCalls(fakes: {
  save?: () => Promise<ConnectedRepository>;
  key?: () => Promise<ConnectedRepository>;
  test?: () => Promise<{ success: boolean }>;
  remove?: () => Promise<void>;
}) {
  const calls = {
    save: vi.fn(fakes.save ?? (async () => repository)),
    generateKey: vi.fn(fakes.key ?? (async () => ({ ...repository, publickey: 'ssh-ed25519 BBBB fresh' }))),
    testConnection: vi.fn(fakes.test ?? (async () => ({ success: true }))),
    removeRepository: vi.fn(fakes.remove ?? (async () => undefined)),
  };
  const machine = gitConnectMachine.provide({
    actors: {
      save: fromPromise(calls.save),
      generateKey: fromPromise(calls.generateKey),
      testConnection: fromPromise(calls.testConnection),
      removeRepository: fromPromise(calls.removeRepository),
    },
  });
  return { calls, machine };
}

const start = (fakes: Parameters<typeof fakeCalls>[0] = {}, snapshot?: unknown) => {
  const { calls, machine } = fakeCalls(fakes);
  return { calls, actor: createActor(machine, { snapshot: snapshot as never }).start() };
};
type Actor = ReturnType<typeof start>['actor'];

async function toKeyStep(actor: Actor) {
  actor.send({ type: 'SUBMIT', details });
  await waitFor(actor, (s) => s.matches({ deploy_key: 'ready' }));
}

describe('git connect wizard machine (spec 2 §2.4)', () => {
  it('saves, generates a key, tests the connection and completes', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches({ connect_repository: 'editing' })).toBe(true);
    await toKeyStep(actor);
    expect(actor.getSnapshot().context.repository?.publickey).toBe('ssh-ed25519 BBBB fresh');
    actor.send({ type: 'TEST' });
    await waitFor(actor, (s) => s.matches('completing'));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('stays on the details with the server message, or the spec text, when saving fails', async () => {
    const { actor } = start({ save: async () => Promise.reject(new Error('')) });
    actor.send({ type: 'SUBMIT', details });
    await waitFor(actor, (s) => s.matches({ connect_repository: 'editing' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(gitMessages.addFailed);
    const other = start({ save: async () => Promise.reject(new Error('The SSH URL cannot be empty')) }).actor;
    other.send({ type: 'SUBMIT', details });
    await waitFor(other, (s) => s.context.error !== null);
    expect(other.getSnapshot().context.error).toBe('The SSH URL cannot be empty');
  });

  it("stays on the key step with 'connection check failed' when the check fails or errors", async () => {
    for (const test of [async () => ({ success: false }), async () => Promise.reject(new Error('boom'))]) {
      const { actor } = start({ test });
      await toKeyStep(actor);
      actor.send({ type: 'TEST' });
      await waitFor(actor, (s) => s.matches({ deploy_key: 'ready' }) && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe(gitMessages.checkFailed);
    }
  });

  it('offers a retry when the key cannot be generated, and goes back to the details', async () => {
    let calls = 0;
    const { actor } = start({ key: async () => (++calls === 1 ? Promise.reject(new Error('')) : repository) });
    actor.send({ type: 'SUBMIT', details });
    await waitFor(actor, (s) => s.matches({ deploy_key: 'keyFailed' }));
    actor.send({ type: 'RETRY_KEY' });
    await waitFor(actor, (s) => s.matches({ deploy_key: 'ready' }));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ connect_repository: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.details).toEqual(details);
  });
});

describe('save and quit', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Saves the snapshot as "save and quit" does, in a local storage of its own, and reads it back as the next visit does. */
  function saveAndResume(actor: Actor, fakes: Parameters<typeof fakeCalls>[0] = {}) {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    });
    gitConnectProgress('7').save(actor.getPersistedSnapshot(), 'customer');
    actor.stop();
    // Each site keeps its own progress.
    expect(gitConnectProgress('8').load('customer')).toBeUndefined();
    return start(fakes, gitConnectProgress('7').load('customer'));
  }

  it('resumes on the key step with the saved key, without saving or making a key again', async () => {
    const first = start();
    await toKeyStep(first.actor);
    const { actor, calls } = saveAndResume(first.actor);
    expect(stepOf(actor.getSnapshot())).toBe('deploy_key');
    expect(actor.getSnapshot().value).toEqual({ deploy_key: 'ready' });
    expect(actor.getSnapshot().context).toEqual(first.actor.getSnapshot().context);
    expect(calls.save).not.toHaveBeenCalled();
    expect(calls.generateKey).not.toHaveBeenCalled();
    actor.send({ type: 'TEST' });
    await waitFor(actor, (s) => s.matches('completing'));
  });

  it('resumes on the details with what was typed, after going back from the key step', async () => {
    const first = start();
    await toKeyStep(first.actor);
    first.actor.send({ type: 'BACK' });
    const { actor } = saveAndResume(first.actor);
    expect(actor.getSnapshot().value).toEqual({ connect_repository: 'editing' });
    expect(actor.getSnapshot().context.details).toEqual(details);
  });
});

describe('quit and delete progress, or start over, before the connection test passed', () => {
  it('removes the repository the wizard saved, so nothing stays connected', async () => {
    const { actor, calls } = start({ test: async () => ({ success: false }) });
    await toKeyStep(actor);
    actor.send({ type: 'TEST' });
    await waitFor(actor, (s) => s.matches({ deploy_key: 'ready' }) && s.context.error !== null);
    actor.send({ type: 'QUIT_AND_DELETE' });
    expect(stepOf(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('progress_deleted'));
    expect(calls.removeRepository).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('removes it also from the details step it was saved from, and from a key that could not be made', async () => {
    const back = start();
    await toKeyStep(back.actor);
    back.actor.send({ type: 'BACK' });
    back.actor.send({ type: 'QUIT_AND_DELETE' });
    await waitFor(back.actor, (s) => s.matches('progress_deleted'));
    expect(back.calls.removeRepository).toHaveBeenCalledTimes(1);

    const keyless = start({ key: async () => Promise.reject(new Error('')) });
    keyless.actor.send({ type: 'SUBMIT', details });
    await waitFor(keyless.actor, (s) => s.matches({ deploy_key: 'keyFailed' }));
    keyless.actor.send({ type: 'QUIT_AND_DELETE' });
    await waitFor(keyless.actor, (s) => s.matches('progress_deleted'));
    expect(keyless.calls.removeRepository).toHaveBeenCalledTimes(1);
  });

  it('calls nothing when the details were never saved', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'QUIT_AND_DELETE' });
    expect(actor.getSnapshot().matches('progress_deleted')).toBe(true);
    expect(calls.removeRepository).not.toHaveBeenCalled();
  });

  it('waits for a call under way: its answer could write after the deletion', async () => {
    const { actor, calls } = start({ save: () => new Promise(() => undefined) });
    actor.send({ type: 'SUBMIT', details });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'QUIT_AND_DELETE' });
    expect(actor.getSnapshot().value).toEqual({ connect_repository: 'saving' });
    expect(calls.removeRepository).not.toHaveBeenCalled();
  });

  it("says 'could not delete git repository' when the removal fails, and still quits", async () => {
    const { actor } = start({ remove: async () => Promise.reject(new Error('down')) });
    const failures: string[] = [];
    actor.on('failure', ({ message }) => failures.push(message));
    await toKeyStep(actor);
    actor.send({ type: 'QUIT_AND_DELETE' });
    await waitFor(actor, (s) => s.matches('progress_deleted'));
    expect(failures).toEqual([gitMessages.deleteFailed]);
  });

  it('starting over from saved progress removes what the first visit saved and begins again empty', async () => {
    const first = start();
    await toKeyStep(first.actor);
    const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
    first.actor.stop();
    const { actor, calls } = start({}, saved);
    actor.send({ type: 'START_OVER' });
    expect(stepOf(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches({ connect_repository: 'editing' }));
    expect(calls.removeRepository).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toEqual({ details: null, repository: null, error: null });
    // Nothing of the old run is left to remove.
    actor.send({ type: 'QUIT_AND_DELETE' });
    expect(actor.getSnapshot().matches('progress_deleted')).toBe(true);
    expect(calls.removeRepository).toHaveBeenCalledTimes(1);
  });

  it('starting over before anything was saved only forgets what was typed', async () => {
    const { actor, calls } = start({ save: async () => Promise.reject(new Error('')) });
    actor.send({ type: 'SUBMIT', details });
    await waitFor(actor, (s) => s.matches({ connect_repository: 'editing' }) && s.context.error !== null);
    actor.send({ type: 'START_OVER' });
    expect(actor.getSnapshot().value).toEqual({ connect_repository: 'editing' });
    expect(actor.getSnapshot().context).toEqual({ details: null, repository: null, error: null });
    expect(calls.removeRepository).not.toHaveBeenCalled();
  });

  it('resumed from saved progress, still removes what the first visit saved', async () => {
    const first = start();
    await toKeyStep(first.actor);
    const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
    first.actor.stop();
    const { actor, calls } = start({}, saved);
    actor.send({ type: 'QUIT_AND_DELETE' });
    await waitFor(actor, (s) => s.matches('progress_deleted'));
    expect(calls.removeRepository).toHaveBeenCalledTimes(1);
  });
});
