// useElicitationRelay as a component, for a host that would rather place an element than call a hook.
import type { ChannelSource } from "../../core/relay/elicitationChannel.ts";
import { useElicitationRelay, type UseElicitationRelayOptions } from "./useElicitationRelay.ts";

export type ElicitationRelayClientProps = UseElicitationRelayOptions &
  (
    | {
        /** The URL the host serves `relay.handle` at, such as "/api/elicitation". */
        url: string;
        channel?: never;
      }
    | {
        /**
         * The channel to the JavaScript context that holds the relay (`relay.connect`): a VS Code webview's,
         * an Electron port, a chrome.runtime.Port, a worker (react-mcp-elicitation/channels). A function that
         * opens one is called again to reconnect after the other end went away (a stopped service worker).
         */
        channel: ChannelSource;
        url?: never;
      }
  );

/** Inside <ElicitationProvider>: shows the requests the relay carries for this page's person. Renders nothing. */
export function ElicitationRelayClient({ url, channel, ...options }: ElicitationRelayClientProps): null {
  useElicitationRelay((url ?? channel)!, options);
  return null;
}
