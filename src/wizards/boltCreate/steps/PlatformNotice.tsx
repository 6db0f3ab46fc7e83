import { Alert, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface PlatformNoticeProps {
  city: string;
  /** null while POST locations/check-nextgen is under way. */
  isLegacy: boolean | null;
}

/** What check-nextgen said of the chosen location: next-generation, or classic with fewer options (spec 2 §1). */
export function PlatformNotice({ city, isLegacy }: PlatformNoticeProps) {
  const translate = useTranslate();
  if (isLegacy === null) {
    return (
      <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />} role="status">
        {translate('app.boltCreate.location.checking', { city })}
      </Alert>
    );
  }
  return (
    <Alert severity={isLegacy ? 'warning' : 'success'} role="status">
      {translate(isLegacy ? 'app.boltCreate.location.legacy' : 'app.boltCreate.location.nextgen', { city })}
    </Alert>
  );
}
