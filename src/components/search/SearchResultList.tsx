import { List, ListItem } from '@mui/material';
import type { SearchResult } from '../../rules/schemas/records/search';
import { SearchResultLink } from './SearchResultLink';

/** Results as a list of links. */
export function SearchResultList({ results, onOpen, labelledBy }: { results: SearchResult[]; onOpen: () => void; labelledBy?: string }) {
  return (
    <List dense disablePadding aria-labelledby={labelledBy}>
      {results.map((result) => (
        <ListItem key={`${result.type}-${result.id}`} disablePadding>
          <SearchResultLink result={result} onOpen={onOpen} />
        </ListItem>
      ))}
    </List>
  );
}
