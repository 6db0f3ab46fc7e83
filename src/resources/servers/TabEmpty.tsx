import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a server tab says when the server holds none of its things. */
export const TabEmpty = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      {translate(message)}
    </Typography>
  );
};
