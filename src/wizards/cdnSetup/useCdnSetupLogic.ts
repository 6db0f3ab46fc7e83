import { useRef, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { useUnwrappedPanelDataProvider } from '../../dataProvider/usePanelDataProvider';
import { cdnSetupActors } from './actors';
import { cdnSetupMachine } from './machine';

/**
 * The machine with the data provider's calls. The provider is the unwrapped one with checkError
 * applied by the actors (react-admin's wrapper would turn a 401 into an empty answer).
 */
export function useCdnSetupLogic() {
  const dataProvider = useUnwrappedPanelDataProvider();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // The actor is made once; the ref lets its calls use the hook's latest function.
  const checkError = useRef(logoutIfAccessDenied);
  checkError.current = logoutIfAccessDenied;
  const [logic] = useState(() => cdnSetupMachine.provide({ actors: cdnSetupActors(dataProvider, (error) => checkError.current(error)) }));
  return logic;
}
