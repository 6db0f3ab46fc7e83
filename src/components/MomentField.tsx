import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { Moment, type MomentProps } from './Moment';

/** A list column or show field of a moment (Moment); nothing when the record has none. */
export function MomentField({ source, ...props }: { source: string } & Omit<MomentProps, 'value'>) {
  const value = useFieldValue({ source }) as string | null | undefined;
  if (!value) return null;
  return (
    <Typography component="span" variant="body2">
      <Moment value={value} {...props} />
    </Typography>
  );
}
