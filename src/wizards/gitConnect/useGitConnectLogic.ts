import { useMemo, useRef } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { useUnwrappedPanelDataProvider } from '../../dataProvider/usePanelDataProvider';
import { gitConnectActors } from './actors';
import { gitConnectMachine } from './machine';

/**
 * The machine with the data provider's calls for the site. The provider is the unwrapped one with
 * checkError applied by the actors: react-admin's wrapper would turn a 401 into an empty answer,
 * and the machine would move on to the next step with it instead of staying where it failed.
 */
export function useGitConnectLogic(siteId: string) {
  const dataProvider = useUnwrappedPanelDataProvider();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // The ref lets the calls use the hook's latest function without making the machine again.
  const checkError = useRef(logoutIfAccessDenied);
  checkError.current = logoutIfAccessDenied;
  return useMemo(
    () => gitConnectMachine.provide({ actors: gitConnectActors(dataProvider, siteId, (error) => checkError.current(error)) }),
    [dataProvider, siteId],
  );
}
