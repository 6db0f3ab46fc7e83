import { useRef, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { fromPromise } from 'xstate';
import type { PanelDataProvider } from '../../dataProvider';
import { useUnwrappedPanelDataProvider } from '../../dataProvider/usePanelDataProvider';
import type { SignupStatus } from '../../rules/schemas/records/signup';
import type { AccountType } from '../../rules/signup';
import { postSignupMachine } from './machine';

/** The machine's calls, each a typed method of the data provider; a failure passes checkError and still fails the call. */
function postSignupActors(dataProvider: PanelDataProvider, checkError: (error: unknown) => Promise<unknown>) {
  const checked = <T>(call: Promise<T>) =>
    call.catch(async (error: unknown) => {
      await checkError(error);
      throw error;
    });
  return {
    loadStatus: fromPromise<SignupStatus, void>(() => checked(dataProvider.signupStatus())),
    verifyPhone: fromPromise<SignupStatus, { code: string }>(({ input }) => checked(dataProvider.verifyPhone(input.code))),
    resendSmsCode: fromPromise<string, void>(() => checked(dataProvider.resendSmsCode())),
    setAccountType: fromPromise<SignupStatus, { accountType: AccountType }>(({ input }) => checked(dataProvider.setAccountType(input.accountType))),
  };
}

/** The machine with the data provider's calls (the unwrapped provider: the actors apply checkError). */
export function usePostSignupLogic() {
  const dataProvider = useUnwrappedPanelDataProvider();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // The actor is made once; the ref lets its calls use the hook's latest function.
  const checkError = useRef(logoutIfAccessDenied);
  checkError.current = logoutIfAccessDenied;
  const [logic] = useState(() => postSignupMachine.provide({ actors: postSignupActors(dataProvider, (error) => checkError.current(error)) }));
  return logic;
}
