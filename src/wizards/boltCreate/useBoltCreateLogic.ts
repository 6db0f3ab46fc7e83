import { useRef, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { useUnwrappedPanelDataProvider } from '../../dataProvider/usePanelDataProvider';
import { boltCreateActors } from './actors';
import { boltCreateMachine } from './machine';

/**
 * The machine with the data provider's calls. The provider is the unwrapped one with checkError
 * applied by the actors: react-admin's wrapper would turn a 401 into an empty answer, and the
 * machine would move on to the next step with it instead of staying where it failed.
 */
export function useBoltCreateLogic() {
  const dataProvider = useUnwrappedPanelDataProvider();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // The actor is made once; the ref lets its calls use the hook's latest function.
  const checkError = useRef(logoutIfAccessDenied);
  checkError.current = logoutIfAccessDenied;
  const [logic] = useState(() => boltCreateMachine.provide({ actors: boltCreateActors(dataProvider, (error) => checkError.current(error)) }));
  return logic;
}
