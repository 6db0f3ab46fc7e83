import type { Identifier } from 'react-admin';
import { useCall } from '../../../dataProvider/useCall';
import { siteDatabaseMessages } from '../../../rules/schemas/siteDatabase';

/** Both lists show who uses a database: the site's own and the Bolt's ("Sites using it"). */
const INVALIDATES = [['siteDatabases'], ['boltDatabases']];

const pair = (siteId: Identifier, databaseId: Identifier) => ({ databaseIds: [databaseId], environmentIds: [siteId] });

/** Spec 2 §2.6, §7, §8: connect one of the Bolt's databases to the site ('db connected'). */
export const useConnectDatabase = (siteId: Identifier, onConnected: () => void) =>
  useCall((dataProvider, databaseId: Identifier) => dataProvider.connectDatabases(pair(siteId, databaseId)), {
    invalidates: INVALIDATES,
    success: siteDatabaseMessages.connected,
    onSuccess: onConnected,
  });

/** Spec 2 §2.6, §8: remove the relation ('db disconnected', else 'could not disconnect environment'). */
export const useDisconnectDatabase = (siteId: Identifier) =>
  useCall((dataProvider, databaseId: Identifier) => dataProvider.disconnectDatabases(pair(siteId, databaseId)), {
    invalidates: INVALIDATES,
    success: siteDatabaseMessages.disconnected,
    failure: siteDatabaseMessages.disconnectFailed,
  });
