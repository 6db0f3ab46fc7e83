import { Box, Button, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { SearchResult } from '../../rules/schemas/records/search';
import { ALL_TAB_PER_TYPE, countLabel, groupByType, type SearchType } from '../../rules/search';
import { SearchResultList } from './SearchResultList';

interface Props {
  results: SearchResult[];
  onOpen: () => void;
  onShowAll: (type: SearchType) => void;
}

/** The "All" tab: a few results of each type under its heading, and a way to the type's own tab. */
export function SearchGroups({ results, onOpen, onShowAll }: Props) {
  const translate = useTranslate();
  const idPrefix = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {groupByType(results).map((group) => {
        const headingId = `${idPrefix}-${group.type}`;
        const label = translate(`app.search.tabs.${group.type}`);
        return (
          <Box component="section" key={group.type} aria-labelledby={headingId}>
            <Typography id={headingId} component="h3" variant="overline" sx={{ color: 'text.secondary', px: 2, display: 'block' }}>
              {label} ({countLabel(group.results.length)})
            </Typography>
            <SearchResultList results={group.results.slice(0, ALL_TAB_PER_TYPE)} onOpen={onOpen} labelledBy={headingId} />
            {group.results.length > ALL_TAB_PER_TYPE && (
              <Button size="small" onClick={() => onShowAll(group.type)} sx={{ ml: 1 }}>
                {translate(`app.search.showAll.${group.type}`)}
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
