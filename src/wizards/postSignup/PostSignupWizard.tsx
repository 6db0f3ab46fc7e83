import { PostSignupActor } from './PostSignupActor';
import { PostSignupScreen } from './PostSignupScreen';
import { usePostSignupLogic } from './usePostSignupLogic';

/**
 * /post-signup (post-signup-wizard, spec 1 §2, §4): mobile verification, then account setup, then
 * Done. Where the signup stands is the server's (GET auth/signup), so it resumes wherever the
 * person left it, on any device.
 */
export default function PostSignupWizard() {
  const logic = usePostSignupLogic();
  return (
    <PostSignupActor.Provider logic={logic}>
      <PostSignupScreen />
    </PostSignupActor.Provider>
  );
}
