import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SearchResult } from '../../rules/schemas/records/search';
import { countLabel, SEARCH_TYPES, type SearchType } from '../../rules/search';

export type SearchTab = 'all' | SearchType;
const SEARCH_TABS: readonly SearchTab[] = ['all', ...SEARCH_TYPES];

interface Props {
  value: SearchTab;
  onChange: (tab: SearchTab) => void;
  /** Results to count per tab, or null before anything was searched. */
  results: SearchResult[] | null;
  /** Ids of each tab and of the panel the tabs control. */
  idOf: (tab: SearchTab) => string;
  panelId: string;
}

/** Spec 1 §2 search tabs: all results, or one type's (Bolts, sites, domains, databases, help articles), each with its count. */
export function SearchTabs({ value, onChange, results, idOf, panelId }: Props) {
  const translate = useTranslate();
  const count = (tab: SearchTab) => (tab === 'all' ? results?.length : results?.filter((result) => result.type === tab).length);
  return (
    <Tabs
      value={value}
      onChange={(_, tab: SearchTab) => onChange(tab)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={translate('app.search.tabsLabel')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {SEARCH_TABS.map((tab) => {
        const found = count(tab);
        const label = translate(`app.search.tabs.${tab}`);
        return (
          <Tab
            key={tab}
            value={tab}
            id={idOf(tab)}
            aria-controls={panelId}
            label={found === undefined || tab === 'all' ? label : `${label} (${countLabel(found)})`}
            sx={{ minWidth: 0, px: 2 }}
          />
        );
      })}
    </Tabs>
  );
}
