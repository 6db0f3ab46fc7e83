import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Box, Button } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { StepFrame } from '../../boltCreate/parts/StepFrame';
import { awaitsStaff } from '../machine';
import { usePostSignup } from '../PostSignupActor';

/**
 * Done: signup_complete opens the panel; manual_verification_needed says staff will verify the
 * account first, and signs out (signing in again shows this until they have).
 */
export function DoneStep() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const { context } = usePostSignup();
  const manual = awaitsStaff(context);
  const key = manual ? 'manual' : 'complete';
  return (
    <StepFrame title={translate(`app.postSignup.done.${key}Title`)} intro={translate(`app.postSignup.done.${key}Text`)}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {manual ? (
          <HourglassTopIcon color="warning" sx={{ fontSize: 40 }} aria-hidden />
        ) : (
          <CheckCircleIcon color="success" sx={{ fontSize: 40 }} aria-hidden />
        )}
        {manual ? (
          <Button variant="outlined" size="large" onClick={() => void logout({ returnTo: '/login' }, '/login', false)}>
            {translate('app.postSignup.done.toLogin')}
          </Button>
        ) : (
          <Button variant="contained" size="large" onClick={() => navigate('/', { replace: true })}>
            {translate('app.postSignup.done.toPanel')}
          </Button>
        )}
      </Box>
    </StepFrame>
  );
}
