import { Box, FormControlLabel, Radio, Typography } from '@mui/material';

/** One way to delete a Bolt: a radio with its consequence spelled out beneath it. */
export function DeletionChoiceOption({ value, label, text, selected }: { value: string; label: string; text: string; selected: boolean }) {
  return (
    <Box sx={{ border: 1, borderColor: selected ? 'error.main' : 'divider', borderRadius: 2, px: 1.5, py: 1 }}>
      <FormControlLabel
        value={value}
        control={<Radio color="error" />}
        label={
          <Box sx={{ py: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          </Box>
        }
        sx={{ alignItems: 'flex-start', m: 0, width: '100%', '& .MuiRadio-root': { mt: 0.25 } }}
      />
    </Box>
  );
}
