import { fromPromise } from 'xstate';
import type { PanelDataProvider } from '../../dataProvider';
import type { GitConnectInput } from '../../rules/schemas/git';
import type { ConnectedRepository } from './machine';

/** The auth provider's checkError: 401 → sign-in and back; 403001/403002 → blocked. */
type CheckError = (error: unknown) => Promise<unknown>;

/**
 * The machine's calls for one site, each a typed method of the data provider. A failure passes
 * checkError and still fails the call, so the machine stays on its step with the spec 2 §8 text.
 */
export function gitConnectActors(dataProvider: PanelDataProvider, siteId: string, checkError: CheckError) {
  const checked = <T>(call: Promise<T>) =>
    call.catch(async (error: unknown) => {
      await checkError(error);
      throw error;
    });
  return {
    save: fromPromise<ConnectedRepository, GitConnectInput>(({ input }) => checked(dataProvider.saveGitRepository(siteId, input))),
    generateKey: fromPromise<ConnectedRepository, void>(() => checked(dataProvider.generateDeployKey(siteId))),
    testConnection: fromPromise<{ success: boolean }, void>(() => checked(dataProvider.testGitConnection(siteId))),
    removeRepository: fromPromise<void, void>(() => checked(dataProvider.deleteGitRepository(siteId))),
  };
}
