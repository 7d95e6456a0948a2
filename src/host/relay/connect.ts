// What the page loads on demand the first time it connects to a relay (useElicitationRelay.ts): the connection,
// over HTTP or over a message channel.
import type { ChannelSource } from "../../core/relay/elicitationChannel.ts";
import { channelTransport } from "./channelTransport.ts";
import { connectRelay, type RelayClientOptions, type RelayConnection, type RelayPageElicit } from "./connectRelay.ts";
import { relayHttp, type RelayHttpOptions } from "./relayHttp.ts";

/** To the relay served at `url` (relay.handle). */
export const connectOverHttp = (url: string, elicit: RelayPageElicit, options: RelayHttpOptions & RelayClientOptions = {}): RelayConnection =>
  connectRelay((context) => relayHttp(url, options, context), elicit, options);

/** To the relay at the other end of a channel (relay.connect). */
export const connectOverChannel = (source: ChannelSource, elicit: RelayPageElicit, options: RelayClientOptions = {}): RelayConnection =>
  connectRelay((context) => channelTransport(source, context), elicit, options);
