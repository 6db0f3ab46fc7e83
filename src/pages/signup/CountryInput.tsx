import { AutocompleteInput, useTranslate } from 'react-admin';
import { LoadError } from '../../components/LoadError';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';

/** The country of a signup, picked from GET countries (ISO 3166-1, English names) by typing its name. */
export function CountryInput() {
  const translate = useTranslate();
  const countries = usePanelQuery(['countries'], (dataProvider) => dataProvider.countries());
  if (countries.error) return <LoadError title="app.signup.countriesFailed" error={countries.error} onRetry={() => void countries.refetch()} />;
  return (
    <AutocompleteInput
      source="country"
      label="app.signup.country"
      helperText="app.signup.countryHelp"
      choices={countries.data ?? []}
      isPending={countries.isPending}
      optionText="name"
      optionValue="id"
      noOptionsText={translate('ra.navigation.no_results')}
      fullWidth
    />
  );
}
