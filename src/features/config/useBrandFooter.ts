import { useActorRef, useSelector } from '@xstate/react';
import { brandFooterMachine, type BrandFooterInput } from '../../../machines/flows/brand-footer.machine';
import { fetchCountryFooter, locateCountry } from './actors';

/** Wires the alternative brand footer machine (§7 call 3) to the gateway. */
export function useBrandFooter(input: BrandFooterInput) {
  const actorRef = useActorRef(brandFooterMachine.provide({ actors: { locateCountry, fetchCountryFooter } }), { input });
  return useSelector(actorRef, (s) => (s.matches('loaded') ? s.context.footer : null));
}
