import { cancelImmediately, type DeletionChoice } from '../../resources/bolts/deletion/deletion';
import type { AvailablePhpVersionsRecord } from '../../rules/schemas/records/bolt';
import { callPath } from '../callPath';
import type { CallContext } from './context';

/** Calls of a Bolt that are not CRUD (typed methods of the data provider). */
export const boltsCalls = (api: CallContext) => ({
  /** Spec 1 §4, §7 DELETE bolts/{id}?cancelImmediately=0|1: delete the Bolt now, or when its paid term ends. */
  deleteBolt: (boltId: string, choice: DeletionChoice) =>
    api.send('DELETE', `${callPath`bolts/${boltId}`}?cancelImmediately=${cancelImmediately(choice)}`),

  /** Spec 2 §7 GET bolts/{id}/available-php-versions: version -> its support status, for the PHP version radios. */
  availablePhpVersions: async (boltId: string | number) =>
    (await api.send<{ data: AvailablePhpVersionsRecord }>('GET', callPath`bolts/${boltId}/available-php-versions`)).data.attributes.phpVersions,
});
