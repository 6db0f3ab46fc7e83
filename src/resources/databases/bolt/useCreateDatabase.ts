import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CreatedDatabase } from './database';

/**
 * POST bolts/{id}/databases. Unlike react-admin's useCreate this keeps the answer (it holds the
 * password) out of the query cache; only the list is reloaded.
 */
export function useCreateDatabase(boltId: number) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await dataProvider.create<CreatedDatabase>('boltDatabases', { data: { name }, meta: { boltId } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['boltDatabases'] }),
  });
}
