// The audiences an instance serves, by the hash that names them in Redis (redisStore.ts): the keys and the
// instances' channel carry only the SHA-256 of an audience, and each instance reads a message's audience back
// from the ones it knows, those of its own pages and its own calls. A message for an audience it does not know
// concerns neither, and is not for it.
//
// An audience is known for as long as the relay keeps touching it: a page's sighting is marked every heartbeat
// for `keepMs` (more than two heartbeats), a held call's lease renewed before `leaseMs` runs out. Each touch keeps
// the name at least that long, so a connected page or a held call is never forgotten between two touches.

/** How long an audience touched otherwise (a page's backlog, an answer's take) stays known. */
const BRIEFLY_MS = 60_000;
/** How many touches between two looks for names that lapsed. */
const SWEEP_EVERY = 1000;

const encoder = new TextEncoder();
export const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

export function audienceNames() {
  const known = new Map<string, { audience: string; hash: string; until: number }>();
  // The same entries by audience: every store call names one, and hashing each time was a seventh of an
  // instance's time under load (bench/relay/cluster.ts).
  const byAudience = new Map<string, { audience: string; hash: string; until: number }>();
  let touches = 0;

  function sweep(now: number) {
    for (const [hash, name] of known) {
      if (name.until >= now) continue;
      known.delete(hash);
      byAudience.delete(name.audience);
    }
  }

  return {
    /** The audience's hash, in hex; it is known for `keepMs` at least from now. */
    async hash(audience: string, keepMs = BRIEFLY_MS): Promise<string> {
      const now = Date.now();
      let name = byAudience.get(audience);
      if (!name) {
        const hash = toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(audience))));
        // Another call may have hashed it meanwhile: one entry per audience.
        name = byAudience.get(audience) ?? { audience, hash, until: 0 };
        known.set(hash, name);
        byAudience.set(audience, name);
      }
      name.until = Math.max(name.until, now + keepMs);
      if (++touches % SWEEP_EVERY === 0) sweep(now);
      return name.hash;
    },
    /** The audience a hash names, if this instance serves it. */
    audienceOf(hash: string): string | undefined {
      return known.get(hash)?.audience;
    },
  };
}
