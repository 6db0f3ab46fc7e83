import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { readToken, toAccessToken, validToken, writeToken } from '../../../authProvider/tokenStore';
import { usePanelQuery } from '../../../dataProvider/usePanelQuery';
import { PAID_UP_POLL_MS } from '../../../rules/invoices';

/**
 * The session's standing, read again every PAID_UP_POLL_MS and when the window regains focus (the
 * billing portal's popup closing): how many invoices block it. Once they are paid, the session's
 * record is brought up to date and the person goes on to the landing (spec 1 §4).
 */
export function usePaidUp() {
  const notify = useNotify();
  const navigate = useNavigate();
  const signedIn = validToken() !== null;
  const { data: info } = usePanelQuery(['auth', 'user-info'], (dataProvider) => dataProvider.userInfo(), {
    enabled: signedIn,
    refetchIntervalMs: PAID_UP_POLL_MS,
  });
  const unpaid = info?.unpaid_invoices;
  useEffect(() => {
    if (!info || info.unpaid_invoices > 0 || (readToken()?.unpaidInvoices ?? 0) === 0) return;
    writeToken(toAccessToken(info));
    notify('app.billing.unpaid.paid', { type: 'success' });
    navigate('/', { replace: true });
  }, [info, notify, navigate]);
  return { unpaid: unpaid ?? 0 };
}
