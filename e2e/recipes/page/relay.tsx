// The relay's recipes in a browser (e2e/relay-recipes.spec.ts), served by the Vite dev server of
// e2e/recipes/relayHost.ts, which also serves or proxies their server halves.
// `?recipe=next-relay`: that recipe's layout and page (recipes/next-relay/app/) rendered into the document, in
// <StrictMode> as `next dev` renders them, with the <title> Next.js makes of the layout's `metadata`.
// `?base=/node-http&restaurant=Zuni`: a host page of relay-node-http or relay-hono (proxied under `base`):
// <ElicitationRelayClient> pointed at that server's relay, and a button that asks the server to book a table.
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { ElicitationProvider, ElicitationRelayClient } from "react-mcp-elicitation";
import "react-mcp-elicitation/styles.css";

const query = new URLSearchParams(location.search);

function BookingPage({ base, restaurant }: { base: string; restaurant: string }) {
  const [reply, setReply] = useState("");
  const book = async () => {
    const response = await fetch(`${base}/api/book-table`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ restaurant }),
    });
    const result = (await response.json()) as { content?: { type: string; text?: string }[] };
    setReply(response.ok ? (result.content ?? []).map((item) => item.text ?? "").join(" ") : `Failed: ${JSON.stringify(result)}`);
  };
  return (
    <ElicitationProvider>
      <ElicitationRelayClient url={`${base}/api/elicitation`} />
      <main>
        <h1>Bookings</h1>
        <button type="button" onClick={() => void book()}>
          Book a table at {restaurant}
        </button>
        <output aria-label="Booking">{reply}</output>
      </main>
    </ElicitationProvider>
  );
}

if (query.get("recipe") === "next-relay") {
  const [{ default: RootLayout, metadata }, { default: Page }] = await Promise.all([
    import("../../../recipes/next-relay/app/layout.tsx"),
    import("../../../recipes/next-relay/app/page.tsx"),
  ]);
  createRoot(document).render(
    <StrictMode>
      <RootLayout>
        <title>{metadata.title}</title>
        <Page />
      </RootLayout>
    </StrictMode>,
  );
} else {
  const base = query.get("base");
  if (!base) throw new Error("no ?recipe=next-relay and no ?base=");
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <BookingPage base={base} restaurant={query.get("restaurant") ?? "Nopa"} />
    </StrictMode>,
  );
}
