import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, Button, CircularProgress, FormHelperText, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { PictureAvatar } from '../../components/PictureAvatar';
import { SectionCard } from '../../components/SectionCard';
import { useCall } from '../../dataProvider/useCall';
import { PICTURE_ACCEPT, PICTURE_MAX_BYTES } from '../../rules/profile';
import type { UserProfile } from '../../rules/schemas/records/profile';
import { profileMessages } from '../../rules/schemas/userProfile';

/**
 * The picture of the account menu (spec 1 §7 PUT and DELETE user-profile/picture). A file that is
 * plainly too large or of another type is refused here with the API's own words; the API checks
 * the content of what it gets either way, and its refusal is toasted.
 */
export function PictureCard({ profile }: { profile: UserProfile }) {
  const translate = useTranslate();
  const fileInput = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useCall((dataProvider, file: File) => dataProvider.uploadPicture(file), { invalidates: [['user-profile']] });
  const remove = useCall((dataProvider) => dataProvider.removePicture(), { invalidates: [['user-profile']] });
  const busy = upload.isPending || remove.isPending;
  const fullName = `${profile.firstName} ${profile.lastName}`;

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal =
      file.size > PICTURE_MAX_BYTES
        ? profileMessages.pictureTooLarge
        : !PICTURE_ACCEPT.split(',').includes(file.type)
          ? profileMessages.notAnImage
          : null;
    setProblem(refusal);
    if (!refusal) upload.mutate(file);
  };

  return (
    <SectionCard title="app.profile.pictureTitle">
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
        <PictureAvatar picture={profile.picture} fullName={fullName} size={112} alt={profile.picture ? translate('app.profile.pictureAlt') : ''} />
        <Typography id={helpId} variant="body2" color="text.secondary">
          {translate('app.profile.pictureIntro')}
        </Typography>
        <input ref={fileInput} type="file" accept={PICTURE_ACCEPT} hidden onChange={chosen} aria-describedby={helpId} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
          <Button
            variant="contained"
            startIcon={upload.isPending ? <CircularProgress size={16} color="inherit" /> : <PhotoCameraIcon />}
            disabled={busy}
            aria-describedby={helpId}
            onClick={() => fileInput.current?.click()}
          >
            {translate(profile.picture ? 'app.profile.replace' : 'app.profile.upload')}
          </Button>
          {profile.picture && (
            <Button color="error" startIcon={<DeleteOutlineIcon />} disabled={busy} onClick={() => remove.mutate(undefined)}>
              {translate('app.profile.remove')}
            </Button>
          )}
        </Box>
        {problem && (
          <FormHelperText error role="alert" sx={{ m: 0 }}>
            {problem}
          </FormHelperText>
        )}
      </Box>
    </SectionCard>
  );
}
