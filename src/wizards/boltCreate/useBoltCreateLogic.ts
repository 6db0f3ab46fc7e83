import { useRef, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { apiCall } from '../../dataProvider/send';
import { boltCreateCalls, type Call } from './calls';
import { boltCreateMachine } from './machine';

/**
 * The machine with the real calls. A 401 or a blocking 403 goes through the auth provider like
 * react-admin's own calls (spec 1 §8); the step still gets the error to show.
 */
export function useBoltCreateLogic() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // The actor is made once; the ref lets its calls use the hook's latest function.
  const checkError = useRef(logoutIfAccessDenied);
  checkError.current = logoutIfAccessDenied;
  const [logic] = useState(() => {
    const call: Call = async (method, path, payload, options) => {
      try {
        return await apiCall(method, path, payload, options);
      } catch (error) {
        await checkError.current(error);
        throw error;
      }
    };
    return boltCreateMachine.provide({ actors: boltCreateCalls(call) });
  });
  return logic;
}
