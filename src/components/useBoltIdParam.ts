import { useParams } from 'react-router';

/** The Bolt id of the route (:boltId); the route guard has already checked it is a whole number >= 1. */
export function useBoltIdParam(): number {
  return Number(useParams().boltId);
}
