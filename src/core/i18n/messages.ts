// Every string a person reads, by key. A message is a template with {placeholders}; one that counts something
// has a form per plural category of its locale; a host's own may also be a function of its parameters. Hosts
// replace any subset through the `messages` prop.

import type { BuiltInLocale } from "./preference.ts";

export type MessageParams = Record<string, string | number>;

/**
 * A message that counts: one template per plural category its locale has (`Intl.PluralRules`), chosen by the
 * number in the parameter `plural` names. English has `one` and `other`; Arabic all six; Japanese `other` only.
 */
export interface PluralMessage {
  /** The parameter whose number chooses the form, such as "count" or "min". */
  plural: string;
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export type Message = string | PluralMessage | ((params: MessageParams) => string);

export interface Messages {
  /** The dialog's heading and accessible name; {server} is the server's display name. */
  formTitle: Message;
  /** The heading when the host did not say which server asks. */
  formTitleUnknown: Message;
  serverVersion: Message;
  submit: Message;
  decline: Message;
  close: Message;
  sending: Message;
  /** Said once by screen readers after a submit that found errors; {count} is how many fields. */
  invalidCount: Message;
  requiredLegend: Message;
  /** Read by screen readers after the label of a required group. */
  required: Message;
  selectPlaceholder: Message;
  clearChoice: Message;
  timeZoneHint: Message;
  /** Near the top of a form that opens with what the person typed before dismissing the same request. */
  draftRestored: Message;
  /** The button beside it: every field back to the server's defaults, and the draft forgotten. */
  draftStartOver: Message;
  unsupportedTitle: Message;
  unsupportedIntro: Message;
  /** One line per unsupported property; {field} is the property key. */
  "problem.not-an-object": Message;
  "problem.no-properties": Message;
  "problem.nested-object": Message;
  "problem.array-of-non-strings": Message;
  "problem.ref": Message;
  "problem.missing-type": Message;
  "problem.unknown-type": Message;
  "problem.bad-enum": Message;
  "problem.required-without-property": Message;
  "problem.not-a-schema": Message;
  "problem.invalid-schema": Message;
  // Sensitive fields: a form that asks for what looks like a secret
  /** The warning's and the block alert's title; {server} is the server's display name. */
  sensitiveTitle: Message;
  /** The title when the host did not say which server asks. */
  sensitiveTitleUnknown: Message;
  /** Why this is unusual: the specification forbids it in a form, servers should use URL mode. */
  sensitiveWhy: Message;
  /** Before the list of the fields that look like secrets. */
  sensitiveListIntro: Message;
  /** One line of that list: {field} is the field's label, {kind} what it looks like (a `sensitive.*` message). */
  sensitiveField: Message;
  /** The warning's advice ("warn" policy): the fields work, but only for a server the person trusts. */
  sensitiveWarnAdvice: Message;
  /** The alert's last line ("block" policy): the form is not shown; decline or close. */
  sensitiveBlockAdvice: Message;
  /**
   * A masked field's show/hide toggle, named the same while `aria-pressed` says whether it shows. {field} is the
   * field's label, heard but not seen: the button shows the rest ("Show").
   */
  sensitiveShowField: Message;
  /** What a field looks like, in the list: the kinds of `SensitiveKind`. */
  "sensitive.password": Message;
  "sensitive.api-key": Message;
  "sensitive.token": Message;
  "sensitive.secret": Message;
  "sensitive.private-key": Message;
  "sensitive.recovery-phrase": Message;
  "sensitive.card-number": Message;
  "sensitive.card-security-code": Message;
  "sensitive.pin": Message;
  "sensitive.national-id": Message;
  "sensitive.one-time-code": Message;
  "sensitive.bank-account": Message;
  "error.required": Message;
  "error.requiredChoice": Message;
  "error.requiredOption": Message;
  "error.tooShort": Message;
  "error.tooLong": Message;
  "error.pattern": Message;
  "error.email": Message;
  "error.uri": Message;
  "error.date": Message;
  "error.dateTime": Message;
  "error.number": Message;
  "error.numberAtLeast": Message;
  "error.numberAtMost": Message;
  "error.numberBetween": Message;
  "error.integer": Message;
  "error.integerAtLeast": Message;
  "error.integerAtMost": Message;
  "error.integerBetween": Message;
  "error.option": Message;
  "error.tooFewItems": Message;
  "error.tooManyItems": Message;
  "error.itemsBetween": Message;
  "error.invalid": Message;
  /** A field (the one that weighs most) when the whole answer is bigger than can be sent; {limit} in kilobytes. */
  "error.tooLargeToSend": Message;
  /** Above a form shown again because its answer was not sent: it was too big for the way it travels. */
  "unsent.too-large": Message;
  /** The same, because it could not be read on the way (a proxy changed it). */
  "unsent.unreadable": Message;
  /** The same, because it was refused as it was. */
  "unsent.refused": Message;
  /** In a form whose answer has been on its way for a few seconds: the connection is not answering. */
  sendingSlow: Message;
  // URL mode
  urlTitle: Message;
  urlDestination: Message;
  urlOpen: Message;
  urlCopy: Message;
  urlCopied: Message;
  urlBlocked: Message;
  urlWaitingHeading: Message;
  urlWaitingTitle: Message;
  urlWaitingBody: Message;
  urlCompleteBody: Message;
  urlDone: Message;
  urlCancelWaiting: Message;
  "finding.empty": Message;
  "finding.unparsable": Message;
  "finding.blocked-scheme": Message;
  "finding.insecure-http": Message;
  "finding.development": Message;
  "finding.punycode": Message;
  "finding.ip-host": Message;
  "finding.credentials": Message;
  "finding.port": Message;
  "finding.mixed-scripts": Message;
  "finding.confusable": Message;
  "finding.invisible-characters": Message;
  "finding.long": Message;
  // Several requests (ElicitationProvider)
  queuePosition: Message;
  declineAll: Message;
  /** Said once the person blocked a server, with an Undo: what its requests get from now on. */
  blockedNotice: Message;
  /** The button that lifts the block just made. */
  unblock: Message;
  withdrawn: Message;
  disconnected: Message;
  takenBack: Message;
  /** A relayed request answered "cancel" because no page of its person was open for too long. */
  abandoned: Message;
  /** A request the same person answered in another tab or window (the relay); {server} is the server's display name. */
  answeredElsewhere: Message;
  /** A request that ended (withdrawn, timed out, its connection closed) while its answer was on the way. */
  unsentEnded: Message;
  // When nobody is looking (host/unseen.ts)
  /** The page's title while requests that arrived unseen wait: {count} is how many, {title} the host's own title. */
  titleWaiting: Message;
  /** A system notification's title for a request that arrived unseen; {server} is the server's display name. Its body is the request's message. */
  notifyTitle: Message;
  // Tasks
  /** Under the heading of a request a task asks; {tool} is the tool whose call became the task. The task's status message follows. */
  taskName: Message;
  /** The same, when the tool is not known. */
  taskUnnamed: Message;
  // Inline requests, answered inside a chat transcript
  /** Said when a request arrives inline, out of view; {server} is the server's display name. */
  inlineArrived: Message;
  /** The control beside that announcement that brings the request into view. */
  inlineGoTo: Message;
  /** The first line of an answered request's summary (host/RequestSummary.tsx): a form sent; {server} is the server's display name. */
  summaryAnswered: Message;
  /** The summary's first line for a URL request the person accepted: the link was opened. */
  summaryOpened: Message;
  /** The summary's first line for a request the person declined. */
  summaryDeclined: Message;
  /** The summary's first line for a request the person closed without answering (cancel). */
  summaryDismissed: Message;
  /** The summary's first line for a request withdrawn by its server, its connection or the host. */
  summaryWithdrawn: Message;
  /** The summary's first line for a request answered in another tab or window of the same person (the relay). */
  summaryAnsweredElsewhere: Message;
  /** In place of the values, for an accepted form that sent no value. */
  summaryNothingSent: Message;
  /** A value sent as true. */
  summaryYes: Message;
  /** A value sent as false. */
  summaryNo: Message;
  /** A value sent empty: no text, no choice. */
  summaryNone: Message;
  /** In place of a value that looks like a secret, which the summary never shows. */
  summaryHidden: Message;
}

export type MessageKey = keyof Messages;

/** URL mode's messages, apart so that an app showing only forms does not ship them. */
export type UrlMessageKey = Extract<MessageKey, `url${string}` | `finding.${string}`>;
export type UrlMessages = Pick<Messages, UrlMessageKey>;
export type FormMessages = Omit<Messages, UrlMessageKey>;

/**
 * What a preference reads: a built-in catalogue's messages and what they are. Made once per preference, so a
 * translate function built on it is stable. English has no `url` part here.
 */
export interface Catalogue {
  form: FormMessages;
  url?: UrlMessages;
  /** The built-in locale these are. */
  locale: BuiltInLocale;
  /** The language its words are written in, for `lang` (locales.ts, langOf). */
  lang: string;
  dir: "ltr" | "rtl";
  /** The tag numbers, lists and plurals are written by: the one asked for where it is the catalogue's language. */
  format: string;
  /** For a tag not built in: the language of the words a host brings with its own `messages`. */
  own?: { lang: string; dir: "ltr" | "rtl" };
}
