import { SearchInput } from 'react-admin';

/** Search by name (comment) and fingerprint. */
export const supportKeyFilters = [<SearchInput key="q" source="q" alwaysOn />];
