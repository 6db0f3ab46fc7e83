import { ExportButton } from 'react-admin';

/**
 * Rows one export may hold. The data provider reads them as consecutive API pages of 100 on the
 * list's keyset cursor (README "Lists at scale"), so a deep export costs each page what the first does.
 */
export const EXPORT_MAX_ROWS = 100_000;

/** CSV of the whole filtered list, not only the page in view (react-admin's exporter of the list). */
export const ExportAllButton = () => <ExportButton maxResults={EXPORT_MAX_ROWS} />;
