import { useQueryClient } from '@tanstack/react-query';

/** A site setting changed: every cached copy of the site (header, menus, this page) is reloaded. */
export function useSiteRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['environments'] });
}
