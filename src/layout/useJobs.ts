import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { usePanelQuery } from '../dataProvider/usePanelQuery';
import { jobsPollMs } from '../rules/jobs';

/**
 * The caller's running and recent jobs for the top bar's tray, read again every 2 s while one runs
 * and every 15 s otherwise (rules/jobs.ts jobsPollMs), without a reload.
 */
export function useJobs() {
  const query = usePanelQuery(['jobs'], (dataProvider) => dataProvider.jobs(), { refetchIntervalMs: jobsPollMs });
  const { refetch } = query;
  // Any write may have started long work (a deploy, an order): read again once the writes have been answered.
  const mutating = useIsMutating();
  const wrote = useRef(false);
  useEffect(() => {
    if (mutating > 0) wrote.current = true;
    else if (wrote.current) {
      wrote.current = false;
      void refetch();
    }
  }, [mutating, refetch]);
  return query;
}
