import { Box, Card, FormHelperText, Radio, Typography } from '@mui/material';
import { useId } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { INVITABLE_ROLES } from '../../rules/schemas/member';

/**
 * The role a person gets, as cards that say what each role may do (the owner is given only by a
 * transfer). `labelledBy` names the group by a heading around it instead of its own label.
 */
export function RolePicker({ labelledBy }: { labelledBy?: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'role' });
  const ownId = useId();
  const labelId = labelledBy ?? ownId;
  return (
    <Box>
      {!labelledBy && (
        <Typography id={labelId} sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
          {translate('app.boltUsers.role')}
        </Typography>
      )}
      <Box role="radiogroup" aria-labelledby={labelId} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {INVITABLE_ROLES.map((role) => {
          const checked = field.value === role;
          return (
            // The card is the radio's label, so a click anywhere on it chooses the role.
            <Card
              key={role}
              component="label"
              sx={{
                p: 2,
                display: 'grid',
                gap: 0.75,
                alignContent: 'start',
                cursor: 'pointer',
                borderColor: checked ? 'primary.main' : 'divider',
                boxShadow: (theme) => (checked ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none'),
                '&:has(:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Radio name={field.name} value={role} checked={checked} onChange={() => field.onChange(role)} onBlur={field.onBlur} sx={{ p: 0 }} />
                <Typography sx={{ fontWeight: 650 }}>{translate(`app.boltUsers.roles.${role}.name`)}</Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {translate(`app.boltUsers.roles.${role}.can`)}
              </Typography>
            </Card>
          );
        })}
      </Box>
      {fieldState.error?.message && <FormHelperText error>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText>}
    </Box>
  );
}
