import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/**
 * Reads fail fast: a 4xx answer will not change on a retry, so it shows at once; a network or
 * server failure gets one more try before its error shows (react-query's default is three).
 */
export const retryOnce = (failures: number, error: Error) => failures < 1 && !(error instanceof HttpError && error.status < 500);

/** The one query client of the panel: react-admin's CRUD hooks and our calls share its cache. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryOnce } } });
