import { useTranslate, type Identifier } from 'react-admin';
import { usePrompt } from '../../../components/usePrompt';
import { useCall } from '../../../dataProvider/useCall';
import type { Database } from '../../../rules/schemas/records/database';
import { siteDatabaseMessages } from '../../../rules/schemas/siteDatabase';

/** Both lists show who uses a database: the site's own and the Bolt's ("Sites using it"). */
const INVALIDATES = [['siteDatabases'], ['boltDatabases']];

const pair = (siteId: Identifier, databaseId: Identifier) => ({ databaseIds: [databaseId], environmentIds: [siteId] });

/** Spec 2 §2.6, §7, §8: connect one of the Bolt's databases to the site ('db connected'). */
export const useConnectDatabase = (siteId: Identifier, onConnected?: () => void) =>
  useCall((dataProvider, databaseId: Identifier) => dataProvider.connectDatabases(pair(siteId, databaseId)), {
    invalidates: INVALIDATES,
    success: siteDatabaseMessages.connected,
    onSuccess: onConnected,
  });

/**
 * Spec 2 §2.6, §8: Remove relation first asks, naming the database and the site (a site may lose
 * the database it runs on); Cancel changes nothing. Then 'db disconnected', else 'could not
 * disconnect environment'.
 */
export function useRemoveRelation(siteId: Identifier, siteTitle: string) {
  const translate = useTranslate();
  const prompt = usePrompt();
  const disconnect = useCall((dataProvider, databaseId: Identifier) => dataProvider.disconnectDatabases(pair(siteId, databaseId)), {
    invalidates: INVALIDATES,
    success: siteDatabaseMessages.disconnected,
    failure: siteDatabaseMessages.disconnectFailed,
  });
  const confirmRemove = async (db: Database) => {
    const answer = await prompt({
      title: 'app.siteDbs.removeTitle',
      text: translate('app.siteDbs.removeText', { database: db.name, site: siteTitle }),
      confirmText: 'app.siteDbs.remove',
      iconName: 'warning',
    });
    if (answer.confirmed) disconnect.mutate(db.id);
  };
  /** The database whose relation is being removed, so its button waits for the answer. */
  const removingId = disconnect.isPending ? disconnect.variables : undefined;
  return { confirmRemove, removingId };
}
