import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** A lock type with what it does (spec 1 §4), so staff see the consequence before choosing. */
export const LockTypeOption = () => {
  const choice = useRecordContext<{ id: string; name: string }>();
  const translate = useTranslate();
  if (!choice) return null;
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="body1">{translate(choice.name)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`resources.lockdown.typeHelp.${choice.id}`)}
      </Typography>
    </Box>
  );
};
