// The public surface of react-mcp-elicitation. Everything else is internal and may change.
export { ElicitationDialog } from "./form/ElicitationDialog.tsx";
export type { ElicitationDialogProps } from "./form/ElicitationDialog.tsx";
export { UrlElicitationPrompt } from "./url/UrlElicitationPrompt.tsx";
export type { UrlElicitationPromptProps, UrlElicitationStatus, UrlOpener } from "./url/UrlElicitationPrompt.tsx";
export { ElicitationForm } from "./form/ElicitationForm.tsx";
export type { QueueInfo } from "./chrome/QueueStatus.tsx";
export { ElicitationProvider, useElicitation } from "./host/ElicitationProvider.tsx";
export type { ElicitationProviderProps } from "./host/ElicitationProvider.tsx";
export type { UrlWaiting } from "./host/QueueView.tsx";
export { ElicitationOutlet } from "./host/ElicitationOutlet.tsx";
export type { ElicitationOutletProps } from "./host/ElicitationOutlet.tsx";
export type { OutletMatch, OutletRequest } from "./host/outlets.ts";
export type { Presentation } from "./host/HostContext.ts";
export type { FocusShortcut } from "./host/focusShortcut.ts";
export type { NotifyOptions } from "./host/useUnseen.ts";
export { requestNotificationPermission } from "./host/notificationPermission.ts";
export type { NotificationPermissionResult } from "./host/notificationPermission.ts";
export { useBlockedServers, useElicitationHistory } from "./host/ElicitationProvider.tsx";
export { ElicitationRelayClient } from "./host/relay/ElicitationRelayClient.tsx";
export type { ElicitationRelayClientProps } from "./host/relay/ElicitationRelayClient.tsx";
export { useElicitationRelay } from "./host/relay/useElicitationRelay.ts";
export type { UseElicitationRelayOptions } from "./host/relay/useElicitationRelay.ts";
export type { RelayHeaders, RelayStatus } from "./host/relay/useElicitationRelay.ts";
export type { ChannelSource, ElicitationChannel } from "./core/relay/elicitationChannel.ts";
export { MASKED } from "./core/queue/history.ts";
export type { HistoryAction, HistoryRecord } from "./core/queue/history.ts";
export type { CompletionOutcome, ElicitFn, ElicitMethods, ElicitOptions, TaskInfo } from "./core/elicit/elicit.ts";
export type { QueueOptions } from "./core/queue/queue.ts";
export { CONNECTION_CLOSED, ElicitationError, INVALID_PARAMS } from "./core/elicit/ElicitationError.ts";
export { RequestEnded } from "./core/elicit/ended.ts";
export type { EndReason } from "./core/elicit/ended.ts";
export { AnswerNotSent } from "./core/elicit/unsent.ts";
export type { UnsentAnswer, UnsentReason } from "./core/elicit/unsent.ts";
export { parseElicitParams } from "./core/elicit/parseParams.ts";
export type { ElicitationModes } from "./core/elicit/parseParams.ts";
export { answerInputRequests, isInputRequiredResult } from "./core/elicit/inputRequests.ts";
export type { AnsweredInputRequests } from "./core/elicit/inputRequests.ts";
export type { ElicitationFormProps } from "./form/ElicitationForm.tsx";
export type { ElicitationUiProps, FormPolicies, UseElicitationFormOptions } from "./form/props.ts";
export type { RequestUiProps } from "./chrome/props.ts";
export type { OnRespond } from "./core/answerOnce.ts";
export { displayName } from "./chrome/ServerHeading.tsx";
export { useElicitationForm } from "./form/useElicitationForm.ts";
export type { ElicitationFormHandle } from "./form/useElicitationForm.ts";
export { createDrafts, sessionDrafts } from "./core/form/drafts.ts";
export { createFormSession } from "./core/form/session.ts";
export type { FieldError, FieldState, FormSession, FormSessionOptions, FormSessionState, SubmitOutcome } from "./core/form/sessionTypes.ts";
export type { RespondStatus } from "./core/answerOnce.ts";
export { warmUpElicitation } from "./form/warmUp.tsx";
export type { CreateDraftsOptions, DraftValues, ElicitationDrafts } from "./core/form/drafts.ts";

export type { FieldComponents } from "./fields/Field.tsx";
export type { ControlProps, DescribedProps, FieldBindings, FieldIds, FieldProps, FocusProps, ServerTextProps, UseFieldOptions } from "./fields/useField.ts";
export { useElicitationField } from "./fields/useElicitationField.ts";
export type { ElicitationFieldBindings, HeadlessFields } from "./fields/useElicitationField.ts";
export type { FieldContextHandle } from "./fields/FieldContext.ts";

// Deprecated names, for one release (CHANGELOG.md).
export { useField } from "./deprecated.ts";
export type { Elicit } from "./deprecated.ts";

export { schemaToFields } from "./core/schema/schemaToFields.ts";
export { UnsupportedSchemaError } from "./core/schema/errors.ts";
export type { SchemaProblem, SchemaProblemCode } from "./core/schema/errors.ts";
export type * from "./core/schema/fieldSpec.ts";
export { toContent, initialValues } from "./core/schema/values.ts";
export type { FieldValue } from "./core/schema/values.ts";
export { findSensitiveFields, isMasked, sensitiveRules } from "./core/schema/sensitive.ts";
export type { SensitiveField, SensitiveFieldsPolicy, SensitiveKind, SensitiveRule } from "./core/schema/sensitive.ts";

export { validateContent, ValidatorLoading } from "./core/validation/validateContent.ts";
export { loadValidator } from "./core/validation/compile.ts";
export { elicitationSchema } from "./core/validation/standardSchema.ts";
export type { ElicitationSchemaOptions, StandardIssue, StandardResult, StandardSchemaV1 } from "./core/validation/standardSchema.ts";
export type { FieldIssue, FieldIssueCode, FieldIssues } from "./core/validation/issues.ts";

// inspectUrl is in "react-mcp-elicitation/inspect-url" (src/inspect-url/index.ts); its types stay here too.
export type { UrlFinding, UrlFindingCode, UrlInspection } from "./core/url/inspectUrl.ts";

export { en } from "./core/i18n/en.ts";
// Every other catalogue is in "react-mcp-elicitation/locales/<tag>", and the lookup in ".../locales"
// (src/locales/index.ts): components load them on demand.
export { loadLocale } from "./core/i18n/catalogues.ts";
export { createTranslate } from "./core/i18n/translate.ts";
export type { BuiltInLocale, Locale, LocalePreference, Translate } from "./core/i18n/translate.ts";
export type { Message, MessageKey, MessageParams, Messages, PluralMessage } from "./core/i18n/messages.ts";

export type * from "./core/protocol/types.ts";
