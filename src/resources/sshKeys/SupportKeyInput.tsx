import { AutocompleteInput, useChoicesContext } from 'react-admin';

/**
 * One of the provider's own keys (the staff member's account's, `ssh-keys` on the plain path),
 * searched by comment or fingerprint; when the account has none yet, says where to add one.
 */
export function SupportKeyInput() {
  const { allChoices, isPending, filterValues } = useChoicesContext();
  const noKeys = !isPending && !filterValues.q && allChoices?.length === 0;
  return (
    <AutocompleteInput
      label="app.siteAccess.supportKey"
      optionText="title"
      size="small"
      margin="dense"
      helperText={noKeys ? 'app.siteAccess.noSupportKeys' : false}
    />
  );
}
