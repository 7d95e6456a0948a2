// Request ids: a random UUID (122 random bits) and a signature that binds it to its audience, made with the
// store's secret. The signature lets any instance tell, with nothing of the request left in the store, an
// answer to a request of this person that has ended (409) from an id that was never theirs (404).
//
// A store may hold several secrets: one made while the store had lost the first (a Redis restarted with nothing
// saved, and an instance started before the others put theirs back). Every instance signs with the same one of
// them (the least, as hex) and accepts any, so ids minted before and after both hold everywhere.
const encoder = new TextEncoder();

/** base64url, as the id's signature is written. */
function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** 16 bytes of HMAC-SHA-256, as 22 characters: as hard to forge as the UUID is to guess. */
const SIGNATURE_LENGTH = 22;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export interface RelayIds {
  /** A new id for a request of `audience`. */
  mint(audience: string): Promise<string>;
  /** Whether `id` was minted for `audience` by an instance sharing one of these secrets. */
  belongsTo(id: string, audience: string): Promise<boolean>;
  /** The secrets the store holds now: signs with the least, accepts any of them and those known before. */
  update(secrets: readonly Uint8Array[]): Promise<void>;
  /** Every secret known: what the store should hold. */
  known(): Uint8Array[];
}

const hexOf = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
type Signer = (uuid: string, audience: string) => Promise<string>;

async function signerOf(secret: Uint8Array): Promise<Signer> {
  const key = await crypto.subtle.importKey("raw", secret as Uint8Array<ArrayBuffer>, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return async (uuid, audience) =>
    base64url(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(JSON.stringify([audience, uuid]))))).slice(0, SIGNATURE_LENGTH);
}

export async function relayIds(secrets: readonly Uint8Array[]): Promise<RelayIds> {
  const signers = new Map<string, { secret: Uint8Array; sign: Signer }>();
  let signing!: Signer;
  const ids: RelayIds = {
    async mint(audience) {
      const uuid = crypto.randomUUID();
      return `${uuid}.${await signing(uuid, audience)}`;
    },
    async belongsTo(id, audience) {
      const [uuid, signature, ...rest] = id.split(".");
      if (rest.length > 0 || !uuid || !UUID.test(uuid) || signature?.length !== SIGNATURE_LENGTH) return false;
      for (const { sign } of signers.values()) if (sameText(signature, await sign(uuid, audience))) return true;
      return false;
    },
    async update(next) {
      for (const secret of next) {
        const hex = hexOf(secret);
        if (!signers.has(hex)) signers.set(hex, { secret, sign: await signerOf(secret) });
      }
      const least = [...next.map(hexOf)].sort()[0];
      if (least !== undefined) signing = signers.get(least)!.sign;
    },
    known: () => [...signers.values()].map(({ secret }) => secret),
  };
  await ids.update(secrets);
  return ids;
}

/** Compares two strings of the same length in a time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
