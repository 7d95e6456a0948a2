// The URL as the person must see it before consenting: whole, wrapped, selectable, with the registrable
// domain highlighted, where it leads, and every finding. Nothing here is a link and nothing is fetched.
import { useState } from "react";
import type { Translate } from "../core/i18n/translate.ts";
import { displayParts } from "../core/url/displayParts.ts";
import type { UrlInspection } from "../core/url/inspectUrl.ts";

export function UrlText({ inspection, raw, id }: { inspection: UrlInspection; raw: string; id: string }) {
  const parts = displayParts(inspection);
  return (
    <p className="rme-url" id={id} translate="no" dir="ltr">
      {parts ? (
        <>
          <span className="rme-url__rest">{parts.before}</span>
          <span className="rme-url__host">{parts.subdomain}</span>
          <mark className="rme-url__domain">{parts.domain}</mark>
          <span className="rme-url__rest">{parts.after}</span>
        </>
      ) : (
        raw
      )}
    </p>
  );
}

export function UrlFindings({ inspection, t }: { inspection: UrlInspection; t: Translate }) {
  if (inspection.findings.length === 0) return null;
  return (
    <ul className="rme-findings">
      {inspection.findings.map((finding) => (
        <li key={finding.code} className="rme-finding" data-severity={finding.severity}>
          {t(`finding.${finding.code}`, finding.params)}
        </li>
      ))}
    </ul>
  );
}

export function CopyUrlButton({ href, t }: { href: string; t: Translate }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(href).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="rme-copy">
      <button type="button" className="rme-button rme-button--small" onClick={copy}>
        {t("urlCopy")}
      </button>
      <span className="rme-copy__status" role="status">
        {copied ? t("urlCopied") : ""}
      </span>
    </div>
  );
}
