// Recipe: the relay on Next.js App Router with the AI SDK, the relay's one URL (app/api/elicitation/route.ts):
// GET is a page's event stream of its person's requests, POST is an answer. The page connects with
// <ElicitationRelayClient url="/api/elicitation" /> (app/layout.tsx); who the person is comes from
// lib/session.ts, through the relay's `audience` (lib/relay.ts).
import { relay } from "../../../lib/relay";

// A stream per request, never cached or prerendered.
export const dynamic = "force-dynamic";

export const GET = relay.handle;
export const POST = relay.handle;
