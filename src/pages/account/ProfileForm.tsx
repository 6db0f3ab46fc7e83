import SaveIcon from '@mui/icons-material/Save';
import { Alert, AlertTitle, Box, Chip } from '@mui/material';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import type { UserProfileChange } from '../../dataProvider/calls/profile';
import { useCall } from '../../dataProvider/useCall';
import type { UserProfile } from '../../rules/schemas/records/profile';
import { phoneForDisplay } from '../../rules/profile';
import { userProfileSchema } from '../../rules/schemas/userProfile';
import { submissionErrors } from '../../resources/bolts/billing/fieldError';
import { zodValidate } from '../../resources/zodValidate';
import { formatMoment } from '../../rules/dates';
import { FormActions } from '../../components/forms/FormActions';

const validate = zodValidate(userProfileSchema);

/** Verified or not, beside the address or number it is about. */
function VerifiedChip({ verified }: { verified: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={verified ? 'success' : 'default'}
      variant="outlined"
      label={translate(verified ? 'app.profile.verified' : 'app.profile.notVerified')}
      sx={{ flexShrink: 0 }}
    />
  );
}

/**
 * PATCH user-profile: names and mobile number change at once; a new e-mail address waits for the
 * link mailed to it, which is shown as pending until it is opened or expires.
 */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const translate = useTranslate();
  const save = useCall((dataProvider, change: UserProfileChange) => dataProvider.updateUserProfile(change), { invalidates: [['user-profile']] });
  const submit = (values: Record<string, unknown>) =>
    save.mutateAsync(values as UserProfileChange).then(
      () => undefined,
      (error: unknown) => submissionErrors(error),
    );
  const defaults = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone ? phoneForDisplay(profile.phone) : '',
  };
  const chip = (verified: boolean) => ({ input: { endAdornment: <VerifiedChip verified={verified} /> } });
  return (
    <SectionCard title="app.profile.detailsTitle">
      {profile.pendingEmail && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <AlertTitle>{translate('app.profile.pendingTitle')}</AlertTitle>
          {translate('app.profile.pendingText', {
            email: profile.pendingEmail,
            current: profile.email,
            expires: profile.pendingEmailExpiresAt ? formatMoment(profile.pendingEmailExpiresAt) : '',
          })}
        </Alert>
      )}
      {/* Saved values come back as the form's new starting point (an address stays as it was until its link is opened). */}
      <Form key={JSON.stringify(defaults)} defaultValues={defaults} validate={validate} onSubmit={submit} disableInvalidFormNotification noValidate>
        <Box sx={{ display: 'grid', rowGap: 1.5 }}>
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextInput source="firstName" label="app.profile.firstName" autoComplete="given-name" fullWidth />
            <TextInput source="lastName" label="app.profile.lastName" autoComplete="family-name" fullWidth />
          </Box>
          <TextInput
            source="email"
            type="email"
            label="app.profile.email"
            autoComplete="email"
            helperText="app.profile.emailHelp"
            slotProps={chip(profile.emailVerified)}
            fullWidth
          />
          <TextInput
            source="phone"
            type="tel"
            label="app.profile.phone"
            autoComplete="tel"
            helperText="app.profile.phoneHelp"
            slotProps={profile.phone ? chip(profile.phoneVerified) : undefined}
            fullWidth
          />
        </Box>
        <FormActions>
          <SaveButton label="app.profile.save" icon={<SaveIcon />} />
        </FormActions>
      </Form>
    </SectionCard>
  );
}
