// react-mcp-elicitation/core: everything of the library that needs neither React nor the DOM, for servers, the
// relay, scripts and tests. The same functions as the main entry's, with one difference: the validator is
// imported here rather than loaded on demand, so `validateContent`, `elicitationSchema` and a form session judge
// on the first call (atOnce.ts). `loadValidator` resolves at once; `ValidatorLoading` is never thrown.
export type * from "./protocol/types.ts";

export { schemaToFields } from "./schema/schemaToFields.ts";
export { UnsupportedSchemaError } from "./schema/errors.ts";
export type { SchemaProblem, SchemaProblemCode } from "./schema/errors.ts";
export type * from "./schema/fieldSpec.ts";
export { toContent, initialValues } from "./schema/values.ts";
export type { FieldValue } from "./schema/values.ts";
export { findSensitiveFields, isMasked, sensitiveRules } from "./schema/sensitive.ts";
export type { SensitiveField, SensitiveFieldsPolicy, SensitiveKind, SensitiveRule } from "./schema/sensitive.ts";

export { createFormSession, elicitationSchema, validateContent } from "./atOnce.ts";
export { ValidatorLoading } from "./validation/validateContent.ts";
export { loadValidator } from "./validation/compile.ts";
export type { ElicitationSchemaOptions, StandardIssue, StandardResult, StandardSchemaV1 } from "./validation/standardSchema.ts";
export type { FieldIssue, FieldIssueCode, FieldIssues } from "./validation/issues.ts";

export { MASKED } from "./queue/history.ts";
export type { HistoryAction, HistoryRecord } from "./queue/history.ts";
export type { CompletionOutcome, ElicitFn, ElicitMethods, ElicitOptions, TaskInfo } from "./elicit/elicit.ts";
export type { QueueOptions } from "./queue/queue.ts";
export { CONNECTION_CLOSED, ElicitationError, INVALID_PARAMS } from "./elicit/ElicitationError.ts";
export { RequestEnded } from "./elicit/ended.ts";
export type { EndReason } from "./elicit/ended.ts";
export { AnswerNotSent } from "./elicit/unsent.ts";
export type { UnsentAnswer, UnsentReason } from "./elicit/unsent.ts";
export { parseElicitParams } from "./elicit/parseParams.ts";
export type { ElicitationModes } from "./elicit/parseParams.ts";
export { answerInputRequests, isInputRequiredResult } from "./elicit/inputRequests.ts";
export type { AnsweredInputRequests } from "./elicit/inputRequests.ts";

export type { OnRespond, RespondStatus } from "./answerOnce.ts";
export { createDrafts, sessionDrafts } from "./form/drafts.ts";
export type { FieldError, FieldState, FormSession, FormSessionOptions, FormSessionState, SubmitOutcome } from "./form/sessionTypes.ts";
export type { CreateDraftsOptions, DraftValues, ElicitationDrafts } from "./form/drafts.ts";

export { en } from "./i18n/en.ts";
// Every other catalogue is in "react-mcp-elicitation/locales/<tag>"; loadLocale loads it for createTranslate and
// the issues' words.
export { loadLocale } from "./i18n/catalogues.ts";
export { createTranslate } from "./i18n/translate.ts";
export type { BuiltInLocale, Locale, LocalePreference, Translate } from "./i18n/translate.ts";
export type { Message, MessageKey, MessageParams, Messages } from "./i18n/messages.ts";

// inspectUrl is in "react-mcp-elicitation/inspect-url", with the Public Suffix List it reads; its types are here too.
export type { UrlFinding, UrlFindingCode, UrlInspection } from "./url/inspectUrl.ts";
export type {
  RelayCompleteEvent,
  RelayCompletion,
  RelayEndedEvent,
  RelayEndReason,
  RelayErrorBody,
  RelayErrorCode,
  RelayEvents,
  RelayPost,
  RelayReadyEvent,
  RelayRequestEvent,
} from "./relay/wire.ts";
