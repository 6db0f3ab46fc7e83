import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, type ComponentType } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { LoadError } from '../../components/LoadError';
import { Wizard } from '../../components/Wizard/Wizard';
import { POST_SIGNUP_STEPS, stepOf, type PostSignupStep } from './machine';
import { PostSignupActor } from './PostSignupActor';
import { saveSignupProgress } from './signupProgress';
import { DoneStep } from './steps/DoneStep';
import { IntentStep } from './steps/IntentStep';
import { PhoneStep } from './steps/PhoneStep';

const SCREENS: Record<PostSignupStep, ComponentType> = {
  phone_verification_needed: PhoneStep,
  intent_verification_needed: IntentStep,
  done: DoneStep,
};

const STEPS = POST_SIGNUP_STEPS.map((id) => ({ id, label: `app.postSignup.steps.${id}` }));

/** The running wizard in the wizard layout: the current step; quitting signs out to login (spec 1 §2). */
export function PostSignupScreen() {
  const translate = useTranslate();
  const logout = useLogout();
  const actor = PostSignupActor.useActorRef();
  const step = PostSignupActor.useSelector(stepOf);
  const loading = PostSignupActor.useSelector((snapshot) => snapshot.matches('loading') || snapshot.matches('routing'));
  const loadFailed = PostSignupActor.useSelector((snapshot) => snapshot.matches('loadFailed'));
  const error = PostSignupActor.useSelector((snapshot) => snapshot.context.error);
  const signupState = PostSignupActor.useSelector((snapshot) => snapshot.context.signupState);

  // Spec 1 §4: the step and the verification state are kept in client state as they change.
  useEffect(() => {
    if (signupState) saveSignupProgress(signupState);
  }, [signupState]);

  // Spec 1 §2: this wizard is reached by signing in, so quitting (saved or not: the signup's state
  // is the server's) clears the progress and local storage and signs out to login.
  const quit = () => void logout({ returnTo: '/login' }, '/login', false);
  const Screen = SCREENS[step];
  return (
    <Wizard title="app.postSignup.title" steps={STEPS} current={step} onSaveAndQuit={quit} onQuitAndDelete={quit} canQuit={step !== 'done'}>
      {loading && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{translate('app.postSignup.loading')}</Typography>
        </Box>
      )}
      {loadFailed && <LoadError error={error === null ? undefined : new Error(error)} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {!loading && !loadFailed && <Screen />}
    </Wizard>
  );
}
