import { Chip, type ChipProps } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';

interface BooleanChipProps {
  source: string;
  /** Keys of the two labels; plain Yes/No unless a field reads better (Active/Expired). */
  labels?: { true: string; false: string };
  /** Colour of the true chip; green suits states (active), not kinds. */
  color?: ChipProps['color'];
}

const YES_NO = { true: 'resources.shared.yes', false: 'resources.shared.no' };

/** A boolean as a chip: filled when true, quiet when false. */
export const BooleanChip = ({ source, labels = YES_NO, color = 'success' }: BooleanChipProps) => {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (value == null) return null;
  return (
    <Chip
      size="small"
      // Labeled lays out a column; keep the chip its own width.
      sx={{ alignSelf: 'flex-start' }}
      color={value ? color : 'default'}
      variant={value ? 'filled' : 'outlined'}
      label={translate(value ? labels.true : labels.false)}
    />
  );
};

export const ACTIVE_EXPIRED = { true: 'resources.shared.active', false: 'resources.shared.expired' };
export const ACTIVE_INACTIVE = { true: 'resources.shared.active', false: 'resources.shared.inactive' };
