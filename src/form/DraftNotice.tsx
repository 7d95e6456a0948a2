// "Restored what you typed before", with a way back to the server's defaults (docs/guides/drafts.md).
// Right after the message, in reading order. Not part of the form's description, which is the message alone
// (docs/guides/components.md, "What the user sees"); a screen reader reads it before the fields, and the fields read out the restored values.
import type { Translate } from "../core/i18n/translate.ts";

export interface DraftNoticeProps {
  t: Translate;
  disabled?: boolean;
  onStartOver: () => void;
}

export function DraftNotice({ t, disabled, onStartOver }: DraftNoticeProps) {
  return (
    <div className="rme-draft">
      <p className="rme-draft__text">
        {t("draftRestored")}
      </p>
      <button type="button" className="rme-button rme-button--small rme-draft__start-over" disabled={disabled} onClick={onStartOver}>
        {t("draftStartOver")}
      </button>
    </div>
  );
}
