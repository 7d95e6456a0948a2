// Its own module, so that the SDK entries, which never end a request this way, do not carry it.
/**
 * Why a request left a page without an answer from it, when there is more to say than "withdrawn": the same
 * person answered it in another tab or window (the relay), or the host took it back. The queue's notice and
 * history say which (queue.ts).
 */
export class RequestEnded extends Error {
  readonly why: "answered-elsewhere" | "taken-back";

  constructor(why: RequestEnded["why"], message = why === "answered-elsewhere" ? "Answered in another tab or window" : "The host withdrew the request") {
    super(message);
    this.name = "RequestEnded";
    this.why = why;
  }
}
