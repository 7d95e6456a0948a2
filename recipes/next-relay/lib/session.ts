// Recipe: the relay on Next.js App Router with the AI SDK, who the person is (lib/session.ts). Both route
// handlers ask this: app/api/elicitation/route.ts to say whose requests a page may see and answer,
// app/api/chat/route.ts to say for whom the MCP client asks. Put your own auth here (your session cookie, a
// verified token): this recipe's `user` cookie stands in for it and proves nothing.
export function currentUser(request: Request): string | null {
  const cookie = request.headers.get("cookie") ?? "";
  const value = cookie.match(/(?:^|;\s*)user=([^;]*)/)?.[1];
  return value ? decodeURIComponent(value) : null;
}
