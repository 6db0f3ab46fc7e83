import { Chip, type ChipProps } from '@mui/material';
import { useFieldValue, useResourceContext, useTranslate } from 'react-admin';

interface ChoiceChipProps {
  source: string;
  /** Translation group under resources.<resource>.*; defaults to `source` (plural keys read better). */
  group?: string;
  colors?: Record<string, ChipProps['color']>;
}

/** An enum value (plan, type, status...) as a chip with its label from en.ts. */
export const ChoiceChip = ({ source, group = source, colors = {} }: ChoiceChipProps) => {
  const value = useFieldValue({ source }) as string | undefined;
  const resource = useResourceContext();
  const translate = useTranslate();
  if (value == null) return null;
  return (
    <Chip
      size="small"
      // Labeled lays out a column; keep the chip its own width.
      sx={{ alignSelf: 'flex-start' }}
      variant="outlined"
      color={colors[value] ?? 'default'}
      label={translate(`resources.${resource}.${group}.${value}`, { _: value })}
    />
  );
};
