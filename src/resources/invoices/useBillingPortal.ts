import { useNotify } from 'react-admin';
import { useCall } from '../../dataProvider/useCall';

/** The popup the portal opens in; one at a time, a second click brings the same window back. */
const POPUP = 'billing-portal';
const FEATURES = 'popup,width=600,height=780';

/**
 * Opens the card-billing provider's portal (POST chargebee-portal) in a popup. The window opens at
 * the click, before the call, so a popup blocker lets it through; it goes to the portal's link once
 * the call answers. A blocked popup or a failed call shows spec 1 §8's "retry later" message.
 */
export function useBillingPortal() {
  const notify = useNotify();
  const call = useCall((dataProvider) => dataProvider.billingPortal(), { invalidates: [], failure: 'app.billing.portalFailed' });
  const open = () => {
    const popup = window.open('', POPUP, FEATURES);
    if (!popup) {
      notify('app.billing.portalFailed', { type: 'error' });
      return;
    }
    call.mutate(undefined, {
      onSuccess: ({ accessUrl }) => {
        popup.location.href = accessUrl;
      },
      onError: () => popup.close(),
    });
  };
  return { open, opening: call.isPending };
}
