import { useListContext, useListPaginationContext } from 'react-admin';
import { DEFAULT_MAX_VISIBLE_BUTTONS, totalPagesOf } from '../rules/pagination';
import { PaginationControl } from './PaginationControl';

export { DEFAULT_PER_PAGE } from '../rules/pagination';

/**
 * The panel's list pagination for react-admin lists: `<List perPage={DEFAULT_PER_PAGE}
 * pagination={<Pagination />}>` (spec 1 §9: 15 rows a page, windowed page buttons).
 */
export function Pagination({ maxVisibleButtons = DEFAULT_MAX_VISIBLE_BUTTONS }: { maxVisibleButtons?: number }) {
  const { page, perPage, total, setPage, isPending } = useListPaginationContext();
  const { meta } = useListContext();
  if (isPending || !total) return null;
  return (
    <PaginationControl
      currentPage={page}
      totalPages={totalPagesOf(total, perPage)}
      total={total}
      perPage={perPage}
      estimated={meta?.totalEstimated === true}
      maxVisibleButtons={maxVisibleButtons}
      onChange={setPage}
    />
  );
}
