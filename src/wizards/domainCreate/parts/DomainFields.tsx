import { Checkbox, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { TextInput, useInput, useTranslate } from 'react-admin';
import { z } from 'zod';
import { isApexDomain } from '../../../rules/domains';
import { domainName } from '../../../rules/schemas/domain';
import { zodValidate } from '../../../resources/zodValidate';

/** Spec 2 §5 Domain, as the form checks it: the API's own schema and messages. */
export const validateDomainFields = zodValidate(z.object({ name: domainName, www: z.boolean() }));

/** 'Automatically add www when eligible', with what it does for the name typed. */
function WwwCheckbox({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'www' });
  const parsed = domainName.safeParse(useWatch({ name: 'name' }) ?? '');
  const hint = !parsed.success
    ? null
    : isApexDomain(parsed.data)
      ? field.value && translate('app.domainCreate.domain.wwwAdded', { name: parsed.data })
      : translate('app.domainCreate.domain.wwwApexOnly');
  return (
    <Stack>
      <FormControlLabel
        control={<Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} disabled={disabled} />}
        label={translate('app.domainCreate.domain.www')}
      />
      {hint && <FormHelperText sx={{ mt: 0, ml: 4 }}>{hint}</FormHelperText>}
    </Stack>
  );
}

/** Tells the machine what is typed, as it is typed, so its guards decide whether Next is allowed. */
function SyncToMachine({ onName, onWww }: { onName: (value: string) => void; onWww: (value: boolean) => void }) {
  const name = useWatch({ name: 'name' }) as string | undefined;
  const www = useWatch({ name: 'www' }) as boolean | undefined;
  useEffect(() => onName(name ?? ''), [name, onName]);
  useEffect(() => onWww(www === true), [www, onWww]);
  return null;
}

export interface DomainFieldsProps {
  onName: (value: string) => void;
  onWww: (value: boolean) => void;
  /** Once the domain is added its name stays as it is. */
  locked?: boolean;
}

/** The domain name and www inputs of a react-admin form (spec 2 §2.2 domain_needed). */
export function DomainFields({ onName, onWww, locked }: DomainFieldsProps) {
  return (
    <Stack spacing={1}>
      <TextInput
        source="name"
        label="app.domainCreate.domain.name"
        placeholder="example.com"
        autoFocus={!locked}
        disabled={locked}
        fullWidth
        margin="none"
        slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false, inputMode: 'url' } }}
      />
      <WwwCheckbox disabled={locked} />
      <SyncToMachine onName={onName} onWww={onWww} />
    </Stack>
  );
}
