import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { DomainCreateActor } from './DomainCreateActor';

/**
 * Toasts what the running wizard says: the API's success texts (spec 2 §8, e.g. 'verifying your
 * DNS records please wait') and failures that end a step without one of their own; and hands a CDN
 * order placed to `onCdnOrdered`.
 */
export function useWizardNotices(onCdnOrdered: (orderId: number) => void) {
  const actor = DomainCreateActor.useActorRef();
  const notify = useNotify();
  useEffect(() => {
    const subscriptions = [
      actor.on('notice', ({ message }) => {
        if (message) notify(message, { type: 'success' });
      }),
      actor.on('failure', ({ message }) => notify(message || 'app.domainCreate.unreachable', { type: 'error' })),
      actor.on('cdnOrdered', ({ orderId }) => onCdnOrdered(orderId)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, notify, onCdnOrdered]);
}

/** The CDN wizard with the order just placed; finishing it goes to the domain's settings (spec 2 §2.2). */
export const cdnWizardPath = (orderId: number) => `/cdn-wizard?${new URLSearchParams({ orderId: String(orderId), redirect: 'domain.settings' })}`;
