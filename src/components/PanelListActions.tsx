import { CreateButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ExportAllButton } from './ExportAllButton';

/** A list's actions: its filters, Create where the resource has a create page (react-admin checks the caller may), and the whole list as CSV. */
export const PanelListActions = () => {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <FilterButton />
      {hasCreate && <CreateButton />}
      <ExportAllButton />
    </TopToolbar>
  );
};
