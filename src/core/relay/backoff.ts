// How the page waits before trying the relay again (its stream, an answer, the connection's own code): the same
// schedule everywhere, 0.5 s doubling to 30 s, each wait between half and all of that so that pages that lost
// the relay at once do not come back at once.
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

export const retryDelay = (attempt: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
