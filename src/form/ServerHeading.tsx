// Which server is asking (a MUST of the specification): its display name, `title ?? name`, in a
// bidi-isolated run so that right-to-left or control characters in it cannot reorder the sentence.
import { Fragment, type ReactNode } from "react";
import type { ServerIdentity } from "../protocol/types.ts";
import type { MessageKey } from "../i18n/messages.ts";
import type { Translate } from "../i18n/translate.ts";

export function displayName(server: ServerIdentity): string {
  return server.title?.trim() ? server.title : server.name;
}

// A private-use character stands in for the name, so that templates and functions alike can place it.
const SLOT = "\uE000";

/** A message with the server's name placed in it as an isolated run. */
export function withServerName(t: Translate, key: MessageKey, server: ServerIdentity): ReactNode {
  const parts = t(key, { server: SLOT }).split(SLOT);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? <bdi className="rme-server-name">{displayName(server)}</bdi> : null}
    </Fragment>
  ));
}

export interface ServerHeadingProps {
  server?: ServerIdentity;
  id: string;
  t: Translate;
  /** The heading's message; {server} is where the name goes. */
  titleKey?: MessageKey;
  /** Let the heading take focus when the dialog opens (`data-autofocus`). */
  focusable?: boolean;
}

export function ServerHeading({ server, id, t, titleKey = "formTitle", focusable }: ServerHeadingProps) {
  return (
    <div className="rme-heading">
      <h2 className="rme-title" id={id} {...(focusable ? { tabIndex: -1, "data-autofocus": true } : {})}>
        {server ? withServerName(t, titleKey, server) : t("formTitleUnknown")}
      </h2>
      {server?.version ? (
        <p className="rme-server-version">
          <bdi>{t("serverVersion", { version: server.version })}</bdi>
        </p>
      ) : null}
    </div>
  );
}
