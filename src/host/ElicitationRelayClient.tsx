// useElicitationRelay as a component, for a host that would rather place an element than call a hook.
import { useElicitationRelay, type UseElicitationRelayOptions } from "./useElicitationRelay.ts";

export interface ElicitationRelayClientProps extends UseElicitationRelayOptions {
  /** The URL the host serves `relay.handle` at, such as "/api/elicitation". */
  url: string;
}

/** Inside <ElicitationProvider>: shows the requests the relay at `url` carries for this page's person. Renders nothing. */
export function ElicitationRelayClient({ url, ...options }: ElicitationRelayClientProps): null {
  useElicitationRelay(url, options);
  return null;
}
